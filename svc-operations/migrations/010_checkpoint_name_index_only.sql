-- The name order's index also carries the name: PostgreSQL reads an expression index (lower(name))
-- without the table only when the columns of the expression are in the index too. A page far in
-- the list (checkpoints list-repo byIndex: the page's ids first) then skips index entries only.
drop index checkpoints_agency_name;
create index checkpoints_agency_name on checkpoints (agency_id, lower(name), id) include (name);
