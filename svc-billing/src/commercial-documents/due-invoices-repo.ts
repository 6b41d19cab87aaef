import { DUE_INVOICES_LIMIT, type DueInvoice, type DueInvoices } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';

type Db = Sql | Tx;

/** The totals of the due invoices, without the currency and the list. */
export type DueTotals = Omit<DueInvoices, 'currency' | 'data'>;

/**
 * The customer's due invoices: validated, active, something left after the accepted payments
 * (`paid_amount`, kept by each payment). Credit notes are refunded, never due.
 */
const dueOf = (db: Db, agencyId: string, customerId: string) => db`
  d.agency_id = ${agencyId} and d.customer_id = ${customerId} and not d.is_estimate and d.kind = 'invoice'
  and d.validated and d.status = 100 and d.paid < 100 and d.total_incl_tax > d.paid_amount`;

/** What every due invoice of the customer adds up to; overdue: due before `today`. */
export async function dueTotals(db: Db, agencyId: string, customerId: string, today: string): Promise<DueTotals> {
  const overdue = db`d.due_date < ${today}::date`;
  const [totals] = await db<DueTotals[]>`
    select count(*)::int as due_count,
           coalesce(sum(d.total_incl_tax - d.paid_amount), 0.00)::text as amount_due,
           (count(*) filter (where ${overdue}))::int as overdue_count,
           coalesce(sum(d.total_incl_tax - d.paid_amount) filter (where ${overdue}), 0.00)::text as amount_overdue,
           (min(d.due_date) filter (where d.due_date >= ${today}::date))::text as next_due_date
      from commercial_documents d
     where ${dueOf(db, agencyId, customerId)}`;
  return totals ?? { dueCount: 0, amountDue: '0.00', overdueCount: 0, amountOverdue: '0.00', nextDueDate: null };
}

/** The customer's due invoices, oldest due first (those without a due date last). */
export function dueRows(db: Db, agencyId: string, customerId: string, today: string) {
  return db<DueInvoice[]>`
    select d.id, d.number, d.date::text as date, d.due_date::text as due_date,
           d.total_incl_tax::text as total, (d.total_incl_tax - d.paid_amount)::text as remaining,
           coalesce(d.due_date < ${today}::date, false) as overdue
      from commercial_documents d
     where ${dueOf(db, agencyId, customerId)}
     order by d.due_date nulls last, d.date, d.id
     limit ${DUE_INVOICES_LIMIT}`;
}
