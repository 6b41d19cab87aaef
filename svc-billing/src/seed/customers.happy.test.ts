import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerPayloadSchema, CustomerSchema } from '@portal/contracts';
import { DEMO_AGENCIES } from '@portal/service-kit/demo/agencies';
import { demoIds } from '@portal/service-kit/demo/ids';
import { countRows, outboxEvents } from '../customers/test-fixtures.js';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { seedDemoCustomers } from './customers.js';

const RUN_SCRIPT = fileURLToPath(new URL('./run.ts', import.meta.url));
const TABLES = ['customers', 'customer_contacts'] as const;

let h: BillingHarness;
beforeAll(async () => {
  h = await startBillingHarness();
});
afterAll(async () => {
  await h?.close();
});

describe("billing's demo seed", () => {
  it('waits for the demo agencies, then loads their customers and contacts with the shared ids', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', RUN_SCRIPT], {
      env: { ...process.env, DATABASE_URL: h.databaseUrl, LOG_LEVEL: 'info' },
    });
    // Identity's events arrive after the seed started: it waits for them.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const demo of DEMO_AGENCIES) {
      await h.provisionAgency({ agencyId: demoIds.agency(demo.key), name: demo.agency.name });
    }
    const { stdout } = await run;
    expect(stdout).toContain('"customersCreated":4');
    expect(await countRows(h, TABLES)).toEqual({ customers: 4, customer_contacts: 3 });

    const vigie = demoIds.agency('vigie');
    const oliviers = demoIds.customer('vigie', 'residence-les-oliviers');
    const read = await h.request('GET', `/agency/${vigie}/customer/${oliviers}`, { token: await h.tokenFor(vigie) });
    const customer = CustomerSchema.parse(read.body);
    expect(customer).toMatchObject({
      name: 'Résidence Les Oliviers',
      type: 100,
      status: 100,
      address: { city: 'Montpellier', country: 'FR' },
      customerInfos: { generateCustomerNumberId: true, customerNumber: '411-00001', settlementPeriodDays: 30 },
    });
    expect(customer.contacts).toEqual([
      expect.objectContaining({
        id: demoIds.contact('vigie', 'client@vigie-demo.fr'),
        email: 'client@vigie-demo.fr',
        portalAccess: true,
        invoiceRecipient: true,
      }),
    ]);

    const events = await outboxEvents(h.sql, { subject: 'billing.customer.created' });
    expect(events.map((event) => CustomerPayloadSchema.parse(event.payload).customerId)).toEqual([
      oliviers,
      demoIds.customer('vigie', 'odysseum'),
      demoIds.customer('eclat', 'clinique-du-parc'),
      demoIds.customer('eclat', 'lycee-mermoz'),
    ]);
    expect(events[0]?.payload).toMatchObject({
      agencyId: vigie,
      customerNumber: '411-00001',
      portalContacts: [{ contactId: demoIds.contact('vigie', 'client@vigie-demo.fr'), email: 'client@vigie-demo.fr' }],
    });
    expect(events[3]?.payload).toMatchObject({ type: 400, customerNumber: '411-00002', portalContacts: [] });
  });

  it('is idempotent: a second run creates nothing and announces nothing', async () => {
    const announced = async () => (await outboxEvents(h.sql, { subject: 'billing.customer.created' })).length;
    const before = { rows: await countRows(h, TABLES), announced: await announced() };
    expect(await seedDemoCustomers(h.sql)).toBe(0);
    expect({ rows: await countRows(h, TABLES), announced: await announced() }).toEqual(before);
  });
});
