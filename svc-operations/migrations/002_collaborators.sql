-- Collaborators of each agency (spec 01 §3 Collaborator, §4 account status). The stepper's tabs are
-- kept as jsonb (CollaboratorIdentity, AgentInfos, CollaboratorContract… of contracts); what the list
-- filters and sorts on is generated from them, so it never drifts. `search_text` and `sort_name` are
-- folded (lower case, accents removed) by the service when it writes the tabs: the search ignores
-- case and accents without the `unaccent` extension, which the service's role may not create.

create table collaborators (
  id uuid primary key,
  agency_id uuid not null references agencies (id),
  -- 100 with licence, 200 without, 300 archived, 400 deleted.
  status smallint not null default 100 check (status in (100, 200, 300, 400)),
  identity_info jsonb not null,
  agent_infos jsonb not null,
  contract jsonb,
  items jsonb not null default '[]',
  restrictions jsonb not null default '[]',
  notifications jsonb not null default '{"sendPlanning": true}',
  first_name text generated always as (identity_info ->> 'firstName') stored not null,
  last_name text generated always as (identity_info ->> 'lastName') stored not null,
  email text generated always as (identity_info ->> 'email') stored not null,
  type text generated always as (agent_infos ->> 'type') stored not null
    check (type in ('EMPLOYEE', 'EMERGENCY', 'EXTERNAL', 'SELF', 'NOMINEE', 'TEMPORARY')),
  plannable boolean generated always as ((agent_infos ->> 'plannable')::boolean) stored not null,
  search_text text not null,
  sort_name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One record per e-mail in an agency, deleted ones aside.
create unique index collaborators_agency_email on collaborators (agency_id, email) where status <> 400;
-- The list's orders (spec 01 §4 list: name, e-mail, type, status, creation), each ending with the
-- list's tie-breakers (sort_name, id) so that a page, either way, is a range of one index cut by
-- LIMIT (the e-mail order reads the unique index above, ties sorted incrementally). The status one
-- carries type and plannable so that the list's counts, filtered or not, and the quota counts read
-- the index only.
create index collaborators_agency_sort_name on collaborators (agency_id, sort_name, id);
create index collaborators_agency_status on collaborators (agency_id, status, sort_name, id) include (type, plannable);
create index collaborators_agency_type on collaborators (agency_id, type, sort_name, id);
create index collaborators_agency_created on collaborators (agency_id, created_at, sort_name, id);
-- The specialties filter (`?|`: holds any of them).
create index collaborators_specialties on collaborators using gin ((agent_infos -> 'specialties'));

alter table collaborators enable row level security;
alter table collaborators force row level security;
create policy collaborators_tenant on collaborators
  using (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform')
  with check (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform');
