-- What a validated payment grants an agency (issue 15, billing.payment.validated): its prepaid
-- electronic signatures (packs 'Signatures électroniques' and payslips (hidden pack), and the lock
-- flag that a failed or refunded payment sets and a validated one clears (00 §4: a company error
-- carrying a lock flag invalidates the subscription). Licences are the agency's agents_limit.

alter table agencies
  add column prepaid_signatures integer not null default 0 check (prepaid_signatures >= 0),
  add column prepaid_payslips integer not null default 0 check (prepaid_payslips >= 0),
  add column locked boolean not null default false;
