import type {
  BillableCustomerOrderBy,
  BillableCustomerSummary,
  BillableLine,
  BillableLineOrderBy,
  BillableLineStatus,
  BillingMode,
} from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';
import { FOLD_FROM, FOLD_TO } from '@portal/service-kit/db/search';

type Db = Sql | Tx;

/** What a finished service writes: its facts and its figures (decimals as strings). */
export type NewBillableLine = {
  id: string;
  agencyId: string;
  serviceId: string;
  reference: string;
  customerId: string;
  customerName: string;
  siteId: string;
  siteName: string;
  prestationLabel: string;
  unitPrice: string;
  billingMode: BillingMode;
  category: string;
  nbAgents: number;
  startedAt: Date;
  endedAt: Date;
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
  searchText: string;
};

/** Writes the line unless the agency's service has one already. True when written. */
export async function insertBillableLine(db: Db, line: NewBillableLine): Promise<boolean> {
  const rows = await db`
    insert into billable_lines ${db(line)}
    on conflict (agency_id, service_id) do nothing
    returning id`;
  return rows.length > 0;
}

// ---- Lists --------------------------------------------------------------------------------------

/** Lines of one agency finished within a period (Paris calendar days), of a customer. */
export type PeriodSearch = {
  agencyId: string;
  customerId: string | null;
  from: string | null;
  to: string | null;
  limit: number;
  offset: number;
  ascending: boolean;
};

export type LineSearch = PeriodSearch & {
  statuses: BillableLineStatus[] | null;
  /** LIKE pattern on the folded customer, site and reference. */
  pattern: string | null;
  orderBy: BillableLineOrderBy;
};

export type CustomerSummarySearch = PeriodSearch & {
  /** LIKE pattern on the customer's name folded as `foldAccents` does. */
  pattern: string | null;
  orderBy: BillableCustomerOrderBy;
};

function periodOf(db: Db, search: PeriodSearch) {
  return db`
    where agency_id = ${search.agencyId}
      ${search.customerId ? db`and customer_id = ${search.customerId}` : db``}
      ${search.from ? db`and finished_at >= (${search.from}::date::timestamp at time zone 'Europe/Paris')` : db``}
      ${search.to ? db`and finished_at < ((${search.to}::date + 1)::timestamp at time zone 'Europe/Paris')` : db``}`;
}

function lineWhere(db: Db, search: LineSearch) {
  return db`
    ${periodOf(db, search)}
      ${search.statuses ? db`and status = any(${search.statuses}::text[])` : db``}
      ${search.pattern ? db`and search_text like ${search.pattern}` : db``}`;
}

const LINE_ORDER: Record<BillableLineOrderBy, string> = {
  finishedAt: 'finished_at',
  reference: 'reference',
  customerName: 'customer_name',
  siteName: 'site_name',
  amount: 'amount',
};

type LineDbRow = Omit<BillableLine, 'hours' | 'startedAt' | 'endedAt' | 'finishedAt' | 'createdAt'> & {
  hoursDay: string;
  hoursNight: string;
  hoursSunday: string;
  hoursHoliday: string;
  hoursTotal: string;
  startedAt: Date;
  endedAt: Date;
  finishedAt: Date;
  createdAt: Date;
};

function lineOfRow(row: LineDbRow): BillableLine {
  const { hoursDay, hoursNight, hoursSunday, hoursHoliday, hoursTotal, ...line } = row;
  return {
    ...line,
    hours: { day: hoursDay, night: hoursNight, sunday: hoursSunday, holiday: hoursHoliday, total: hoursTotal },
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function searchBillableLines(db: Db, search: LineSearch): Promise<BillableLine[]> {
  const column = db(LINE_ORDER[search.orderBy]);
  const direction = search.ascending ? db`asc` : db`desc`;
  const rows = await db<LineDbRow[]>`
    select id, service_id, reference, customer_id, customer_name, site_id, site_name, prestation_label,
           unit_price, billing_mode, category, nb_agents, started_at, ended_at, finished_at, hours_day,
           hours_night, hours_sunday, hours_holiday, hours_total, night_factor, holiday_factor,
           quantity, amount, status, created_at
      from billable_lines
    ${lineWhere(db, search)}
     order by ${column} ${direction}, id ${direction}
     limit ${search.limit} offset ${search.offset}`;
  return rows.map(lineOfRow);
}

export async function countBillableLines(db: Db, search: LineSearch): Promise<number> {
  const [row] = await db<{ count: number }[]>`
    select count(*)::int as count from billable_lines ${lineWhere(db, search)}`;
  return row?.count ?? 0;
}

// ---- By customer --------------------------------------------------------------------------------

function customerWhere(db: Db, search: CustomerSummarySearch) {
  return db`
    ${periodOf(db, search)}
      and status = 'to_invoice'
      ${search.pattern ? db`and lower(translate(customer_name, ${FOLD_FROM}, ${FOLD_TO})) like ${search.pattern}` : db``}`;
}

const CUSTOMER_ORDER: Record<BillableCustomerOrderBy, string> = {
  customerName: 'name_key',
  lines: 'lines',
  hours: 'hours',
  amount: 'amount',
};

/**
 * One row per customer with lines to invoice: their count, the hours of all agents, the amount.
 * The customer is named as on his latest line.
 */
export async function searchBillableCustomers(
  db: Db,
  search: CustomerSummarySearch,
): Promise<BillableCustomerSummary[]> {
  const column = db(CUSTOMER_ORDER[search.orderBy]);
  const direction = search.ascending ? db`asc` : db`desc`;
  return db<BillableCustomerSummary[]>`
    select customer_id, customer_name, lines, hours, amount
      from (select customer_id,
                   (array_agg(customer_name order by finished_at desc))[1] as customer_name,
                   lower((array_agg(customer_name order by finished_at desc))[1]) as name_key,
                   count(*)::int as lines,
                   sum(hours_total * nb_agents) as hours,
                   sum(amount) as amount
              from billable_lines
            ${customerWhere(db, search)}
             group by customer_id) as summary
     order by ${column} ${direction}, customer_id ${direction}
     limit ${search.limit} offset ${search.offset}`;
}

export async function countBillableCustomers(db: Db, search: CustomerSummarySearch): Promise<number> {
  const [row] = await db<{ count: number }[]>`
    select count(distinct customer_id)::int as count from billable_lines ${customerWhere(db, search)}`;
  return row?.count ?? 0;
}
