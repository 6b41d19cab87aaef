import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingSettingsSchema } from '@portal/contracts';
import { DEMO_AGENCIES } from '@portal/service-kit/demo/agencies';
import { demoIds } from '@portal/service-kit/demo/ids';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { seedDemoLegalIdentities } from './legal-identities.js';

let h: BillingHarness;
beforeAll(async () => {
  h = await startBillingHarness();
  for (const demo of DEMO_AGENCIES) {
    await h.provisionAgency({ agencyId: demoIds.agency(demo.key), name: demo.agency.name });
  }
});
afterAll(async () => {
  await h?.close();
});

const vigie = demoIds.agency('vigie');
const settingsOfVigie = async () =>
  BillingSettingsSchema.parse(
    (await h.request('GET', `/agency/${vigie}/settings`, { token: await h.tokenFor(vigie) })).body,
  );

describe('the demo legal identities', () => {
  it('gives the demo agencies what their invoices print, and never overwrites an owner edit', async () => {
    expect(await seedDemoLegalIdentities(h.sql)).toBe(2);
    expect((await settingsOfVigie()).legalIdentity).toMatchObject({
      legalName: 'Vigie Sécurité SAS',
      siret: '81234567800021',
      vatNumber: 'FR40812345678',
      city: 'Montpellier',
    });

    const token = await h.tokenFor(vigie);
    const edited = { ...(await settingsOfVigie()).legalIdentity, legalName: 'Vigie Sécurité Montpellier SAS' };
    expect(
      (await h.request('PUT', `/agency/${vigie}/settings`, { token, json: { legalIdentity: edited } })).status,
    ).toBe(200);
    expect(await seedDemoLegalIdentities(h.sql)).toBe(0);
    expect((await settingsOfVigie()).legalIdentity.legalName).toBe('Vigie Sécurité Montpellier SAS');
  });
});
