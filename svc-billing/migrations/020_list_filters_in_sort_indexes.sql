-- The lists' filters (kind, status, payment, sent, validated, date, customer) ride along in each sort's
-- index, so that a filtered page is read from the index alone: the rows the filters leave out are
-- skipped in the index instead of being fetched from the table one by one (a quarter's invoices sorted by
-- total fetched about 8 rows for each one shown). The customer's own index (customer filter,
-- customerInvoices) is unchanged.
drop index commercial_documents_by_date;
drop index commercial_documents_by_number;
drop index commercial_documents_by_customer;
drop index commercial_documents_by_total;
drop index commercial_documents_by_created;
drop index commercial_documents_by_due_date;

create index commercial_documents_by_date
  on commercial_documents (agency_id, is_estimate, date, id)
  include (customer_id, validated, kind, status, paid, sent);
create index commercial_documents_by_number
  on commercial_documents (agency_id, is_estimate, number, id)
  include (customer_id, validated, kind, status, paid, sent, date);
create index commercial_documents_by_customer
  on commercial_documents (agency_id, is_estimate, customer_name_key, id)
  include (customer_id, validated, kind, status, paid, sent, date);
create index commercial_documents_by_total
  on commercial_documents (agency_id, is_estimate, total_incl_tax, id)
  include (customer_id, validated, kind, status, paid, sent, date);
create index commercial_documents_by_created
  on commercial_documents (agency_id, is_estimate, created_at, id)
  include (customer_id, validated, kind, status, paid, sent, date);
create index commercial_documents_by_due_date
  on commercial_documents (agency_id, is_estimate, due_date, id)
  include (customer_id, validated, kind, status, paid, sent, date);
