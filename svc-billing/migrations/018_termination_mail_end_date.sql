-- A termination's confirmation states the day the subscription ends: it cannot be queued without it
-- (the mail would print a blank date). Withdrawals and renewal mails have none.
alter table agency_mails add constraint agency_mails_termination_has_end
  check (kind <> 'termination_requested' or plan_ends_at is not null);
