import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf, uuidv7, type Customer, type Right } from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { dueRows, dueTotals } from './due-invoices-repo.js';
import { findDueInvoices } from './find-due-invoices.js';
import { agencyReadyToInvoice, newCustomer, validatedInvoice } from './test-fixtures.js';

let h: BillingHarness;
let agencyId: string;
/** Each with a validated invoice left to pay. */
let customer: Customer;
let otherCustomer: Customer;
/** Another agency and its customer, with a validated invoice left to pay. */
let foreign: { agencyId: string; customer: Customer };

beforeAll(async () => {
  h = await startBillingHarness();
  ({ agencyId } = await agencyReadyToInvoice(h));
  customer = await newCustomer(h, agencyId);
  otherCustomer = await newCustomer(h, agencyId, { name: 'Clinique du Parc' });
  await validatedInvoice(h, agencyId, customer);
  await validatedInvoice(h, agencyId, otherCustomer);
  const neighbour = await agencyReadyToInvoice(h);
  foreign = { agencyId: neighbour.agencyId, customer: await newCustomer(h, neighbour.agencyId) };
  await validatedInvoice(h, neighbour.agencyId, foreign.customer);
});
afterAll(async () => {
  await h?.close();
});

const duePath = (agency: string, customerId: string) => `/agency/${agency}/customer/${customerId}/invoices/due`;
const customerToken = (customerId: string, rights: Right[] = []) =>
  h.tokenFor(agencyId, { role: 'customer', customer: customerId, rights });

describe('who may read what a customer owes', () => {
  it("another customer's user → 404, whatever rights he holds", async () => {
    for (const token of [
      await customerToken(otherCustomer.id),
      await customerToken(otherCustomer.id, ['invoices.list']),
    ]) {
      const answer = await h.request('GET', duePath(agencyId, customer.id), { token });
      expect([answer.status, answer.error?.code]).toEqual([404, 'NOT_FOUND']);
    }
  });

  it('office users need invoices.list', async () => {
    const token = await h.tokenFor(agencyId, { role: 'staff', rights: ['estimates.list', 'customers.list'] });
    const answer = await h.request('GET', duePath(agencyId, customer.id), { token });
    expect([answer.status, answer.error?.message]).toEqual([
      403,
      'Vous ne bénéficiez pas de l\'autorisation "Factures : consultation".',
    ]);
  });

  it("another agency's customer, an unknown one or a malformed id → 404", async () => {
    const reader = await h.tokenFor(agencyId, { role: 'staff', rights: ['invoices.list'] });
    for (const [path, code] of [
      [duePath(agencyId, foreign.customer.id), 'CUSTOMER_NOT_FOUND'],
      [duePath(agencyId, uuidv7()), 'CUSTOMER_NOT_FOUND'],
      [duePath(agencyId, 'pas-un-id'), 'CUSTOMER_NOT_FOUND'],
      [duePath(foreign.agencyId, foreign.customer.id), 'AGENCY_NOT_FOUND'],
    ] as const) {
      const answer = await h.request('GET', path, { token: reader });
      expect([path, answer.status, answer.error?.code]).toEqual([path, 404, code]);
    }
  });
});

describe('row-level security (the second wall)', () => {
  it("a customer user's transaction finds neither another customer nor his invoices", async () => {
    const scope = { kind: 'tenant', agencyId, customerId: customer.id } as const;
    await expect(findDueInvoices(h.sql, scope, agencyId, otherCustomer.id)).rejects.toMatchObject({
      code: 'CUSTOMER_NOT_FOUND',
    });
    const today = localDateOf(Date.now());
    const seen = await transaction(h.sql, scope, async (tx) => ({
      totals: await dueTotals(tx, agencyId, otherCustomer.id, today),
      rows: await dueRows(tx, agencyId, otherCustomer.id, today),
    }));
    expect(seen.rows).toEqual([]);
    expect([seen.totals.dueCount, seen.totals.amountDue]).toEqual([0, '0.00']);
    // His own are there, through the same calls.
    const own = await findDueInvoices(h.sql, scope, agencyId, customer.id);
    expect(own.dueCount).toBe(1);
  });
});
