-- Events written in the same transaction as the state change they announce (ARCHITECTURE §5).
create table outbox (
  id uuid primary key,
  subject text not null,
  envelope jsonb not null,
  created_at timestamptz not null default now(),
  published_at timestamptz,
  attempts integer not null default 0,
  last_error text,
  locked_until timestamptz
);
create index outbox_pending on outbox (created_at) where published_at is null;

-- Events consumed: recorded with their effect, so that a redelivery has no second effect.
create table inbox (
  consumer text not null,
  event_id uuid not null,
  subject text not null,
  received_at timestamptz not null default now(),
  primary key (consumer, event_id)
);
