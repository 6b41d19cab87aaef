-- People that other services announce (DOMAIN-MAP): operations' collaborators become staff
-- memberships, billing's customer contacts with portal access customer memberships, and the people
-- new to an agency receive an invitation e-mail.

-- Which collaborator or customer contact a membership stands for (null for the owner and for
-- memberships made before these events existed, until an event names them).
alter table memberships
  add column collaborator_id uuid,
  add column contact_id uuid;
create unique index memberships_agency_collaborator on memberships (agency_id, collaborator_id)
  where collaborator_id is not null;
create unique index memberships_agency_contact on memberships (agency_id, contact_id) where contact_id is not null;
create index memberships_agency_customer on memberships (agency_id, customer_id) where customer_id is not null;

-- The time of the last event applied per announced aggregate (a collaborator, a customer): an event
-- retried after a newer one of the same aggregate is not applied over it.
create table announced_versions (
  agency_id uuid not null references agencies (id),
  source_id uuid not null,
  occurred_at timestamptz not null,
  primary key (agency_id, source_id)
);

-- Invitation e-mails: written in the transaction that creates the membership, sent after commit by
-- the dispatcher (at least once), which then records the hash of the password link it mailed.
create table invitations (
  id uuid primary key,
  agency_id uuid not null references agencies (id),
  user_id uuid not null references users (id),
  membership_id uuid not null references memberships (id),
  status text not null default 'pending' check (status in ('pending', 'sent', 'cancelled', 'failed')),
  token_hash text,
  expires_at timestamptz,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index invitations_pending on invitations (next_attempt_at) where status = 'pending';
create index invitations_user on invitations (user_id);

alter table announced_versions enable row level security;
alter table announced_versions force row level security;
create policy announced_versions_tenant on announced_versions
  using (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform')
  with check (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
              or current_setting('app.scope', true) = 'platform');

alter table invitations enable row level security;
alter table invitations force row level security;
create policy invitations_tenant on invitations
  using (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform')
  with check (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
              or current_setting('app.scope', true) = 'platform');
