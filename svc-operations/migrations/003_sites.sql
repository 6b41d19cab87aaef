-- Customers read model (billing.customer.* events) and the agency's sites (spec 01 §3 Site), with
-- their ordered items and their photo library. Rows are fenced by row-level security like 001.

-- Operations' copy of billing's customers, for site pickers and planning (DOMAIN-MAP). last_event_at
-- is the occurrence time of the newest event applied: an older event is ignored.
create table customers (
  id uuid primary key,
  agency_id uuid not null references agencies (id),
  name text not null,
  customer_number text not null,
  status smallint not null check (status in (100, 200, 300)),
  prospect boolean not null default false,
  updated_at timestamptz not null default now(),
  last_event_at timestamptz not null,
  -- Folded name for sorting, folded name and number for searches ignoring case and accents (00 §5).
  sort_name text generated always as (
    lower(translate(name,
      'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝŸýÿ',
      'aaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooooouuuuuuuuyyyy'))
  ) stored,
  search_text text generated always as (
    lower(translate(name || ' ' || customer_number,
      'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝŸýÿ',
      'aaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooooouuuuuuuuyyyy'))
  ) stored,
  unique (agency_id, id)
);
create index customers_agency_name on customers (agency_id, sort_name, id);

create table sites (
  id uuid primary key,
  agency_id uuid not null references agencies (id),
  customer_id uuid not null,
  name text not null,
  status smallint not null default 100 check (status in (100, 200, 300)),
  street text not null default '',
  complement text not null default '',
  zipcode text not null default '',
  city text not null default '',
  country text not null default 'FR' check (country ~ '^[A-Z]{2}$'),
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  radius integer not null default 100 check (radius between 10 and 5000),
  comments text not null default '',
  instructions text not null default '',
  closures jsonb not null default '[]',
  specialties jsonb not null default '[]',
  rights_agent jsonb not null default '{}',
  rights_customer jsonb not null default '{}',
  notify_instructions_agents boolean not null default false,
  notify_instructions_admins boolean not null default false,
  notify_instructions_customers boolean not null default false,
  event_report_enabled boolean not null default false,
  intervention_report_after_service_enabled boolean not null default false,
  intervention_report_template text not null default 'intervention'
    check (intervention_report_template in ('intervention', 'audit')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Folded name for sorting, folded name and address for searches ignoring case and accents (00 §5).
  sort_name text generated always as (
    lower(translate(name,
      'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝŸýÿ',
      'aaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooooouuuuuuuuyyyy'))
  ) stored,
  search_text text generated always as (
    lower(translate(name || ' ' || street || ' ' || zipcode || ' ' || city,
      'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝŸýÿ',
      'aaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooooouuuuuuuuyyyy'))
  ) stored,
  unique (agency_id, id),
  foreign key (agency_id, customer_id) references customers (agency_id, id)
);
-- One index per order of the list (5,000 sites per agency), each ending with the list's tie-breakers
-- (sort_name, id): a page, either way, is a range of one index cut by LIMIT. The customer one serves
-- the customer filter (and a customer's own list) in name order, and the customer-name order
-- walking customers_agency_name; status and customer are carried by the name one so that the
-- lists' counts read the index only.
create index sites_agency_name on sites (agency_id, sort_name, id) include (status, customer_id);
create index sites_agency_customer on sites (agency_id, customer_id, sort_name, id);
create index sites_agency_status on sites (agency_id, status, sort_name, id);
create index sites_agency_city on sites (agency_id, lower(city), sort_name, id);
create index sites_agency_created on sites (agency_id, created_at, sort_name, id);

-- Site items (01 §7: GET/POST site/{id}/items, ordered by position).
create table site_items (
  id uuid primary key,
  agency_id uuid not null references agencies (id),
  site_id uuid not null,
  label text not null,
  position integer not null check (position >= 0),
  foreign key (agency_id, site_id) references sites (agency_id, id) on delete cascade
);
create index site_items_site on site_items (agency_id, site_id, position);

-- Photo library of the sites (route site-photos).
create table site_photos (
  id uuid primary key,
  agency_id uuid not null references agencies (id),
  site_id uuid not null,
  file_name text not null,
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
  size integer not null check (size > 0),
  content bytea not null,
  created_by uuid,
  created_at timestamptz not null default now(),
  foreign key (agency_id, site_id) references sites (agency_id, id) on delete cascade
);
create index site_photos_agency_created on site_photos (agency_id, created_at desc, id);
create index site_photos_site on site_photos (agency_id, site_id);

alter table customers enable row level security;
alter table customers force row level security;
create policy customers_tenant on customers
  using ((agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
          -- A customer user's transaction sees his own customer only. The test is one boolean
          -- initplan: the planner estimates it true half the time, where `(select …) = ''` would
          -- be estimated true for 0.5 % of rows and turn the lists' plans to sorts of everything.
          and ((select coalesce(current_setting('app.customer_id', true), '') = '')
               or id = (select nullif(current_setting('app.customer_id', true), '')::uuid)))
         or (select current_setting('app.scope', true)) = 'platform')
  with check (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform');

alter table sites enable row level security;
alter table sites force row level security;
create policy sites_tenant on sites
  using ((agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
          -- A customer user's transaction sees his own customer only (boolean initplan: see above).
          and ((select coalesce(current_setting('app.customer_id', true), '') = '')
               or customer_id = (select nullif(current_setting('app.customer_id', true), '')::uuid)))
         or (select current_setting('app.scope', true)) = 'platform')
  with check (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform');

alter table site_items enable row level security;
alter table site_items force row level security;
create policy site_items_tenant on site_items
  using (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform')
  with check (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform');

alter table site_photos enable row level security;
alter table site_photos force row level security;
create policy site_photos_tenant on site_photos
  using (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform')
  with check (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform');
