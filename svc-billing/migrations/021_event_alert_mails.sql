-- The mails telling an agency and its customer's contacts of an event on one of its sites that the
-- site's settings say to notify (operations.event.alerted: an incident, care and rescue…). One row per
-- recipient, written with the event's inbox row (once per event and address), sent by the job
-- `billing.event-alert-mails` at least once, retried with a backoff while the relay refuses it.
create table event_alert_mails (
  id uuid primary key,
  agency_id uuid not null references agencies (id) on delete cascade,
  event_id uuid not null,
  recipient text not null,
  -- 'agency': the agency's own address; 'customer': a contact who receives the event reports.
  audience text not null check (audience in ('agency', 'customer')),
  alert jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  last_error text,
  due_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (event_id, recipient)
);
create index event_alert_mails_due on event_alert_mails (due_at) where status = 'pending';

alter table event_alert_mails enable row level security;
alter table event_alert_mails force row level security;
create policy event_alert_mails_tenant on event_alert_mails
  using (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform')
  with check (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
              or current_setting('app.scope', true) = 'platform');
