import type { ActiveStatus, CustomerListOrderBy, CustomerRow, CustomerType, SettlementPeriod } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';
import { foldText } from '@portal/service-kit/db/search';

type Db = Sql | Tx;

/** What the customer form writes to a customer row. */
export type CustomerFields = {
  customerNumber: string;
  numberGenerated: boolean;
  type: CustomerType;
  prospect: boolean;
  name: string;
  email: string;
  phone: string;
  siret: string;
  vat: string;
  comments: string;
  street: string;
  complement: string;
  zipcode: string;
  city: string;
  country: string;
  settlementPeriod: SettlementPeriod;
  settlementPeriodDays: number;
};

export type CustomerDbRow = CustomerFields & {
  id: string;
  agencyId: string;
  status: ActiveStatus;
  createdAt: Date;
  updatedAt: Date;
};

/** What the form writes to a contact row. */
export type ContactFields = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
  invoiceRecipient: boolean;
  estimateRecipient: boolean;
  planningRecipient: boolean;
  sendCustomerInterventionReport: boolean;
  sendCustomerServiceEventReport: boolean;
  portalAccess: boolean;
};

export type ContactDbRow = ContactFields & { id: string; customerId: string; rank: number };

const CUSTOMER_COLUMNS = [
  'customerNumber',
  'numberGenerated',
  'type',
  'prospect',
  'name',
  'email',
  'phone',
  'siret',
  'vat',
  'comments',
  'street',
  'complement',
  'zipcode',
  'city',
  'country',
  'settlementPeriod',
  'settlementPeriodDays',
] as const satisfies readonly (keyof CustomerFields)[];

/** The folded columns the list sorts and searches on. */
function searchColumns(fields: CustomerFields) {
  return {
    nameKey: foldText(fields.name),
    searchText: foldText([fields.name, fields.customerNumber, fields.email, fields.city].join(' ')),
  };
}

const pick = (fields: CustomerFields) =>
  Object.fromEntries(CUSTOMER_COLUMNS.map((column) => [column, fields[column]])) as CustomerFields;

/** The form's fields of a stored customer (to compare a save with what is there). */
export const customerFieldsOfRow = (row: CustomerDbRow): CustomerFields => pick(row);

export async function insertCustomer(
  db: Db,
  row: { id: string; agencyId: string; status?: ActiveStatus } & CustomerFields,
): Promise<boolean> {
  const values = { id: row.id, agencyId: row.agencyId, status: row.status ?? 100, ...pick(row), ...searchColumns(row) };
  const inserted = await db`insert into customers ${db(values)} on conflict (id) do nothing returning id`;
  return inserted.length > 0;
}

export async function updateCustomer(db: Db, id: string, fields: CustomerFields): Promise<void> {
  const values = { ...pick(fields), ...searchColumns(fields) };
  await db`update customers set ${db(values)}, updated_at = now() where id = ${id}`;
}

export async function setCustomerStatus(db: Db, id: string, status: ActiveStatus): Promise<void> {
  await db`update customers set status = ${status}, updated_at = now() where id = ${id}`;
}

/** Touches the customer when only its contacts changed (its `updatedAt` follows every change). */
export async function touchCustomer(db: Db, id: string): Promise<void> {
  await db`update customers set updated_at = now() where id = ${id}`;
}

export async function deleteCustomerRow(db: Db, id: string): Promise<void> {
  await db`delete from customers where id = ${id}`;
}

/** The agency's customer (row-level security also hides other agencies' and, for a customer user, others'). */
export async function findCustomer(
  db: Db,
  agencyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CustomerDbRow | undefined> {
  const [row] = await db<CustomerDbRow[]>`
    select * from customers
     where agency_id = ${agencyId} and id = ${id}
     ${options.forUpdate ? db`for update` : db``}`;
  return row;
}

export async function customerNumberTaken(
  db: Db,
  agencyId: string,
  customerNumber: string,
  exceptId: string | null = null,
): Promise<boolean> {
  const [row] = await db`
    select 1 from customers
     where agency_id = ${agencyId} and customer_number = ${customerNumber}
       and (${exceptId}::uuid is null or id <> ${exceptId}::uuid)`;
  return row !== undefined;
}

// ---- Contacts -----------------------------------------------------------------------------------

export async function listContacts(db: Db, customerId: string): Promise<ContactDbRow[]> {
  return db<ContactDbRow[]>`
    select id, customer_id, rank, first_name, last_name, email, phone, position, invoice_recipient,
           estimate_recipient, planning_recipient, send_customer_intervention_report,
           send_customer_service_event_report, portal_access
      from customer_contacts
     where customer_id = ${customerId}
     order by rank, created_at, id`;
}

export async function insertContact(
  db: Db,
  row: { id: string; agencyId: string; customerId: string; rank: number } & ContactFields,
): Promise<void> {
  await db`insert into customer_contacts ${db(row)} on conflict (id) do nothing`;
}

export async function updateContact(db: Db, id: string, rank: number, fields: ContactFields): Promise<void> {
  await db`update customer_contacts set ${db({ ...fields, rank })}, updated_at = now() where id = ${id}`;
}

export async function deleteContacts(db: Db, customerId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db`delete from customer_contacts where customer_id = ${customerId} and id = any(${ids}::uuid[])`;
}

// ---- Generated numbers --------------------------------------------------------------------------

/** The agency's last generated number, its counter row locked until the transaction ends. */
export async function lockNumberCounter(db: Db, agencyId: string): Promise<number> {
  await db`insert into customer_number_counters (agency_id) values (${agencyId}) on conflict (agency_id) do nothing`;
  const [row] = await db<{ lastValue: number }[]>`
    select last_value from customer_number_counters where agency_id = ${agencyId} for update`;
  return row?.lastValue ?? 0;
}

export async function setNumberCounter(db: Db, agencyId: string, lastValue: number): Promise<void> {
  await db`update customer_number_counters set last_value = ${lastValue} where agency_id = ${agencyId}`;
}

// ---- List ---------------------------------------------------------------------------------------

export type CustomerSearch = {
  agencyId: string;
  pattern: string | null;
  types: CustomerType[] | null;
  statuses: ActiveStatus[] | null;
  /** Prospects only (true), customers only (false), or both (null). */
  prospect: boolean | null;
  orderBy: CustomerListOrderBy;
  ascending: boolean;
  limit: number;
  offset: number;
};

const ORDER_COLUMNS: Record<CustomerListOrderBy, string> = {
  customerNumber: 'customer_number',
  name: 'name_key',
  type: 'type',
  city: 'city',
  email: 'email',
  status: 'status',
  createdAt: 'created_at',
};

function whereOf(db: Db, search: CustomerSearch) {
  return db`
    where agency_id = ${search.agencyId}
      ${search.types ? db`and type = any(${search.types}::smallint[])` : db``}
      ${search.statuses ? db`and status = any(${search.statuses}::smallint[])` : db``}
      ${search.prospect === null ? db`` : db`and prospect = ${search.prospect}`}
      ${search.pattern ? db`and search_text like ${search.pattern}` : db``}`;
}

function orderOf(db: Db, search: CustomerSearch) {
  const column = db(ORDER_COLUMNS[search.orderBy]);
  return search.ascending ? db`order by ${column} asc, id asc` : db`order by ${column} desc, id desc`;
}

export async function searchCustomers(db: Db, search: CustomerSearch): Promise<CustomerRow[]> {
  const rows = await db<(Omit<CustomerRow, 'createdAt'> & { createdAt: Date })[]>`
    select id, customer_number, name, type, prospect, email, phone, city, status, created_at
      from customers
    ${whereOf(db, search)}
    ${orderOf(db, search)}
     limit ${search.limit} offset ${search.offset}`;
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function countCustomers(db: Db, search: CustomerSearch): Promise<number> {
  const [row] = await db<{ count: number }[]>`select count(*)::int as count from customers ${whereOf(db, search)}`;
  return row?.count ?? 0;
}
