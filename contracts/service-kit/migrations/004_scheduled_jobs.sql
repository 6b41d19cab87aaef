-- One row per occurrence of a scheduled job that ran: inserted in the transaction that does the
-- job's work, so that whatever the number of replicas an occurrence is claimed, and its work
-- committed, once (a replica claiming it meanwhile waits on the key, then finds it taken).
create table scheduled_job_runs (
  job text not null,
  occurrence timestamptz not null,
  instance text not null,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  result jsonb,
  primary key (job, occurrence)
);
create index scheduled_job_runs_started on scheduled_job_runs (started_at);
