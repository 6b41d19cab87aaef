-- The agency's access to the app (spec 00 §4): the end of its free trial and of its paid period.
-- A new agency starts a free trial (set by the service when it creates one); null means it never had
-- that period. Agencies already there get the trial they would have had from their creation.

alter table agencies
  add column trial_ends_at timestamptz,
  add column subscription_valid_until timestamptz;

update agencies set trial_ends_at = created_at + interval '14 days';
