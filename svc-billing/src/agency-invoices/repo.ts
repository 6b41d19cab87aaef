import type { AgencyInvoiceStatus, UserPaymentItemStatus } from '@portal/contracts';
import type { Tx } from '@portal/service-kit';
import { FOLD_FROM, FOLD_TO } from '@portal/service-kit/db/search';

/** The platform's list of agency invoices: filters, the folded search pattern, the page. */
export type AgencyInvoiceSearch = {
  /** A LIKE pattern of the folded number and agency name (`searchPattern(query, foldAccents)`), or null. */
  pattern: string | null;
  statuses: AgencyInvoiceStatus[] | null;
  agencyId: string | null;
  from: string | null;
  to: string | null;
  ascending: boolean;
  limit: number;
  offset: number;
};

function whereOf(tx: Tx, search: AgencyInvoiceSearch) {
  return tx`
    where true
      ${search.statuses ? tx`and i.status = any(${search.statuses}::smallint[])` : tx``}
      ${search.agencyId ? tx`and i.agency_id = ${search.agencyId}` : tx``}
      ${search.from ? tx`and i.date >= ${search.from}::date` : tx``}
      ${search.to ? tx`and i.date <= ${search.to}::date` : tx``}
      ${
        search.pattern
          ? tx`and lower(translate(i.number || ' ' || i.agency_name, ${FOLD_FROM}, ${FOLD_TO})) like ${search.pattern}`
          : tx``
      }`;
}

/** The ids of one page, newest first unless `ascending`. */
export async function searchAgencyInvoiceIds(tx: Tx, search: AgencyInvoiceSearch): Promise<string[]> {
  const order = search.ascending ? tx`i.created_at asc, i.id asc` : tx`i.created_at desc, i.id desc`;
  const rows = await tx<{ id: string }[]>`
    select i.id from agency_invoices i ${whereOf(tx, search)}
     order by ${order} limit ${search.limit} offset ${search.offset}`;
  return rows.map((row) => row.id);
}

export async function countAgencyInvoices(tx: Tx, search: AgencyInvoiceSearch): Promise<number> {
  const [row] = await tx<
    { count: number }[]
  >`select count(*)::int as count from agency_invoices i ${whereOf(tx, search)}`;
  return row?.count ?? 0;
}

/** An invoice as a payment recorded by hand needs it, locked until the transaction ends. */
export type LockedAgencyInvoice = { id: string; agencyId: string; status: AgencyInvoiceStatus; totalCents: number };

export async function lockAgencyInvoice(tx: Tx, invoiceId: string): Promise<LockedAgencyInvoice | undefined> {
  const [row] = await tx<LockedAgencyInvoice[]>`
    select id, agency_id, status, (total_incl_tax * 100)::int as total_cents
      from agency_invoices where id = ${invoiceId} for update`;
  return row;
}

/** A status set by hand: a validated one is stamped paid now; the provider's error, if any, is kept. */
export async function setPaymentStatusByHand(tx: Tx, paymentId: string, status: UserPaymentItemStatus): Promise<void> {
  await tx`
    update agency_payments
       set status = ${status}, requires_authentication = false, updated_at = now(),
           paid_at = case when ${status} = 'VALIDATED_MANUALLY' then now() else paid_at end
     where id = ${paymentId}`;
}
