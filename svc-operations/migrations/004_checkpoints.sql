-- Checkpoints of the sites (spec 01 §2, §3 "Checkpoint: id, site, badge"): the control points of a
-- round, each identified on the field by its badge (NFC tag serial number or QR code). Rows are
-- fenced by row-level security like 001.

create table checkpoints (
  id uuid primary key,
  agency_id uuid not null references agencies (id),
  site_id uuid not null,
  name text not null check (length(name) between 1 and 120),
  -- Normalised by contracts (CheckpointBadgeSchema): upper-case letters and digits.
  badge text check (badge ~ '^[A-Z0-9]{4,64}$'),
  position integer not null default 0 check (position between 0 and 9999),
  instructions text not null default '' check (length(instructions) <= 2000),
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  status smallint not null default 100 check (status in (100, 300)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Folded name and badge for searches ignoring case and accents (spec 00 §5), folded as in 003.
  search_text text generated always as (
    lower(translate(name || ' ' || coalesce(badge, ''),
      'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝŸýÿ',
      'aaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooooouuuuuuuuyyyy'))
  ) stored,
  check ((latitude is null) = (longitude is null)),
  foreign key (agency_id, site_id) references sites (agency_id, id)
);

-- A badge names one checkpoint of the agency (badge-infos answers it).
create unique index checkpoints_agency_badge on checkpoints (agency_id, badge) where badge is not null;
-- A site's round in order (also the site filter and its count), and one index per order of the
-- agency's list (20,000 checkpoints per agency), ending with id like the list's order: a page,
-- either way, is a range of one index cut by LIMIT. The site-name order walks sites_agency_name.
-- status and badge are carried by the site one so that the list's counts read the index only.
create index checkpoints_agency_site_position on checkpoints (agency_id, site_id, position, id) include (status, badge);
create index checkpoints_agency_name on checkpoints (agency_id, lower(name), id);
create index checkpoints_agency_badge_order on checkpoints (agency_id, badge, id);
create index checkpoints_agency_position on checkpoints (agency_id, position, id);
create index checkpoints_agency_status on checkpoints (agency_id, status, id);
create index checkpoints_agency_created on checkpoints (agency_id, created_at, id);

alter table checkpoints enable row level security;
alter table checkpoints force row level security;
create policy checkpoints_tenant on checkpoints
  using (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform')
  with check (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform');
