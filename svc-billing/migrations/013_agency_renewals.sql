-- A plan's renewal (issue 15 follow-up): when the period a paid plan opened comes to its end, the
-- platform invoices the next one and charges the agency's default card or SEPA mandate off session.
-- `renewal_of` names the paid plan invoice a renewal follows: one renewal per paid plan, whatever the
-- number of replicas or the retries of the job.
alter table agency_invoices add column renewal_of uuid unique references agency_invoices (id);
