import { expect } from 'vitest';
import {
  CustomerSchema,
  type AccessClaims,
  type Customer,
  type CustomerContactInput,
  type EventEnvelope,
  type SaveCustomerInput,
} from '@portal/contracts';
import type { Sql } from '@portal/service-kit';
import type { BillingHarness } from '../testing/harness.js';

/** Test support for the customer routes (not a test file). */

let contactCounter = 0;

/** A contact of the form, with an e-mail of its own unless told otherwise. */
export function contactInput(overrides: Partial<CustomerContactInput> = {}): CustomerContactInput {
  contactCounter += 1;
  return {
    firstName: 'Hélène',
    lastName: 'Durand',
    email: `contact.${contactCounter}@client.test`,
    position: 'Gestionnaire',
    ...overrides,
  };
}

export const customerPath = (agencyId: string) => `/agency/${agencyId}/customer`;

/** Saves through the route with an owner's token (or the claims given) and answers the customer. */
export async function saveCustomer(
  h: BillingHarness,
  agencyId: string,
  body: SaveCustomerInput,
  claims: Partial<AccessClaims> = {},
): Promise<Customer> {
  const answer = await h.request('POST', customerPath(agencyId), {
    token: await h.tokenFor(agencyId, claims),
    json: body,
  });
  expect([answer.status, answer.error]).toEqual([body.id ? 200 : 201, null]);
  return CustomerSchema.parse(answer.body);
}

/** The body that saves `customer` as it is (to edit one field of it). */
export function bodyOf(customer: Customer): SaveCustomerInput {
  const { status: _status, createdAt: _created, updatedAt: _updated, ...fields } = customer;
  return fields;
}

/** The billing events in the outbox (no row-level security on it), oldest first. */
export async function outboxEvents(
  sql: Sql,
  filter: { subject?: string; agencyId?: string } = {},
): Promise<EventEnvelope<Record<string, unknown>>[]> {
  const rows = await sql<{ envelope: string }[]>`
    select envelope::text as envelope from outbox
     where (${filter.subject ?? null}::text is null or subject = ${filter.subject ?? null})
       and (${filter.agencyId ?? null}::uuid is null or envelope->>'agencyId' = ${filter.agencyId ?? null})
     order by created_at, id`;
  return rows.map((row) => JSON.parse(row.envelope) as EventEnvelope<Record<string, unknown>>);
}

export type CountedTable = 'customers' | 'customer_contacts' | 'customer_number_counters' | 'outbox' | 'audit_log';

/** How many rows each table holds, read in platform scope: what a refused call must leave unchanged. */
export function countRows(h: BillingHarness, tables: readonly CountedTable[]) {
  return h.asPlatform(async (tx) => {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const [row] = await tx<{ count: number }[]>`select count(*)::int as count from ${tx(table)}`;
      counts[table] = row?.count ?? 0;
    }
    return counts;
  });
}
