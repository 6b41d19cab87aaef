import type { CustomerChoice, CustomerPayload } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';

type Db = Sql | Tx;

/** Operations' copy of a billing customer. */
export type CustomerRow = {
  id: string;
  agencyId: string;
  name: string;
  customerNumber: string;
  status: 100 | 200 | 300;
  prospect: boolean;
  lastEventAt: Date;
};

/**
 * Writes the customer as an event announced it at `occurredAt`, unless a newer event was applied
 * already (events of one customer may arrive out of order after a retry). True when written.
 */
export async function applyCustomerEvent(db: Db, payload: CustomerPayload, occurredAt: Date): Promise<boolean> {
  const rows = await db`
    insert into customers (id, agency_id, name, customer_number, status, prospect, last_event_at)
    values (${payload.customerId}, ${payload.agencyId}, ${payload.name}, ${payload.customerNumber},
            ${payload.status}, ${payload.prospect}, ${occurredAt})
    on conflict (id) do update
       set name = excluded.name, customer_number = excluded.customer_number, status = excluded.status,
           prospect = excluded.prospect, last_event_at = excluded.last_event_at, updated_at = now()
     where customers.last_event_at <= excluded.last_event_at
       and customers.agency_id = excluded.agency_id
    returning id`;
  return rows.length > 0;
}

export async function findCustomer(db: Db, customerId: string): Promise<CustomerRow | undefined> {
  const [row] = await db<CustomerRow[]>`
    select id, agency_id, name, customer_number, status, prospect, last_event_at
      from customers where id = ${customerId}`;
  return row;
}

export type CustomerChoiceSearch = {
  agencyId: string;
  pattern: string | null;
  ids: string[] | null;
  ascending: boolean;
  limit: number;
  offset: number;
};

function whereOf(db: Db, search: CustomerChoiceSearch) {
  return db`
    where c.agency_id = ${search.agencyId} and c.status = 100
      ${search.ids ? db`and c.id = any(${search.ids}::uuid[])` : db``}
      ${search.pattern ? db`and c.search_text like ${search.pattern}` : db``}`;
}

/** Active customers for the customer picker, by folded name. */
export async function searchCustomerChoices(db: Db, search: CustomerChoiceSearch): Promise<CustomerChoice[]> {
  const direction = search.ascending ? db`asc` : db`desc`;
  return db<CustomerChoice[]>`
    select c.id, c.name, c.customer_number, c.prospect
      from customers c
    ${whereOf(db, search)}
     order by c.sort_name ${direction}, c.id ${direction}
     limit ${search.limit} offset ${search.offset}`;
}

export async function countCustomerChoices(db: Db, search: CustomerChoiceSearch): Promise<number> {
  const [row] = await db<{ count: number }[]>`select count(*)::int as count from customers c ${whereOf(db, search)}`;
  return row?.count ?? 0;
}
