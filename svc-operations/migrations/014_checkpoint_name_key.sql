-- The name order on a column of its own (issue 12: page 400 as fast as page 1). Under row-level
-- security a qual that calls a function not leakproof (lower() is not) is checked after the policy,
-- never in the index: a page's start sought as `lower(name) >= …` read every entry before it. With
-- the key stored, the seek (`(name_key, id) >= (…)`, leakproof comparisons of columns) is an index
-- condition (checkpoints list-repo byIndex and its kept page starts).
alter table checkpoints add column name_key text generated always as (lower(name)) stored;
drop index checkpoints_agency_name;
create index checkpoints_agency_name on checkpoints (agency_id, name_key, id) include (name);
