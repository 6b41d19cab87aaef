-- A payment's own day (02 §3 partialPayments: date, amount, note, status). The super admin records
-- payments by hand (administration/agencyInvoices: a cheque received, a transfer announced) with the
-- day it was made or is expected; a payment opened through the provider carries the day it was opened.
alter table agency_payments add column date date not null default current_date;
