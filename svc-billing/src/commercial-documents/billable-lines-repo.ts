import type { BillableLineStatus, BillingMode } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';

type Db = Sql | Tx;

/** What an invoice row is made of: a billable line's facts and figures (decimals as strings). */
export type LineToInvoice = {
  id: string;
  customerId: string;
  reference: string;
  siteId: string;
  siteName: string;
  prestationLabel: string;
  unitPrice: string;
  billingMode: BillingMode;
  category: string;
  nbAgents: number;
  startedAt: Date;
  finishedAt: Date;
  hoursDay: string;
  hoursNight: string;
  hoursSunday: string;
  hoursHoliday: string;
  hoursTotal: string;
  nightFactor: string;
  holidayFactor: string;
  quantity: string;
  amount: string;
  status: BillableLineStatus;
};

/** The agency's lines among `ids`, locked until the transaction ends (one invoice takes a line once). */
export async function lockLines(db: Db, agencyId: string, ids: readonly string[]): Promise<LineToInvoice[]> {
  return db<LineToInvoice[]>`
    select id, customer_id, reference, site_id, site_name, prestation_label, unit_price::text as unit_price,
           billing_mode, category, nb_agents, started_at, finished_at, hours_day::text as hours_day,
           hours_night::text as hours_night, hours_sunday::text as hours_sunday,
           hours_holiday::text as hours_holiday, hours_total::text as hours_total,
           night_factor::text as night_factor, holiday_factor::text as holiday_factor,
           quantity::text as quantity, amount::text as amount, status
      from billable_lines
     where agency_id = ${agencyId} and id = any(${ids}::uuid[])
     order by id
       for update`;
}

/** The lines are invoiced by the document. */
export async function markLinesInvoiced(
  db: Db,
  agencyId: string,
  documentId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await db`update billable_lines set status = 'invoiced', document_id = ${documentId}
            where agency_id = ${agencyId} and id = any(${ids}::uuid[])`;
}

/** The document's lines (all, or those not in `kept`) wait to be invoiced again. */
export async function freeLines(
  db: Db,
  agencyId: string,
  documentId: string,
  kept: readonly string[] = [],
): Promise<void> {
  await db`update billable_lines set status = 'to_invoice', document_id = null
            where agency_id = ${agencyId} and document_id = ${documentId}
              and not (id = any(${kept}::uuid[]))`;
}

/** The lines the document holds now. */
export async function linesOfDocument(db: Db, agencyId: string, documentId: string): Promise<Set<string>> {
  const rows = await db<{ id: string }[]>`
    select id from billable_lines where agency_id = ${agencyId} and document_id = ${documentId}`;
  return new Set(rows.map((row) => row.id));
}
