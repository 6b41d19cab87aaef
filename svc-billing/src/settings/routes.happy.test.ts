import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditListSchema, BillingSettingsSchema, DEFAULT_BILLING_SETTINGS, uuidv7 } from '@portal/contracts';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';

let h: BillingHarness;
beforeAll(async () => {
  h = await startBillingHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('GET /agency/:agencyId/settings', () => {
  it("answers the agency's settings, provisioned with the defaults and identity's currency and VAT label", async () => {
    const agency = await h.provisionAgency({ currency: 'XOF', vatLabel: 'TVA CI' });
    const answer = await h.request('GET', `/agency/${agency.agencyId}/settings`, {
      token: await h.tokenFor(agency.agencyId),
    });
    expect(answer.status).toBe(200);
    expect(BillingSettingsSchema.parse(answer.body)).toEqual({
      ...DEFAULT_BILLING_SETTINGS,
      currency: 'XOF',
      vatLabel: 'TVA CI',
    });
  });

  it('is open to a collaborator holding the agency-settings consultation right', async () => {
    const agency = await h.provisionAgency();
    const token = await h.tokenFor(agency.agencyId, { role: 'staff', rights: ['agencySettings.list'] });
    expect((await h.request('GET', `/agency/${agency.agencyId}/settings`, { token })).status).toBe(200);
  });
});

describe('PUT /agency/:agencyId/settings', () => {
  it('merges the fields given, one report price at a time, and keeps them', async () => {
    const agency = await h.provisionAgency();
    const token = await h.tokenFor(agency.agencyId);
    const answer = await h.request('PUT', `/agency/${agency.agencyId}/settings`, {
      token,
      json: { invoicePrefix: 'F-2026-', decimalSeparator: 'point', reportPrices: { round: 35.5 } },
    });
    expect(answer.status).toBe(200);
    const expected = {
      ...DEFAULT_BILLING_SETTINGS,
      currency: 'EUR',
      vatLabel: 'TVA',
      invoicePrefix: 'F-2026-',
      decimalSeparator: 'point',
      reportPrices: { ...DEFAULT_BILLING_SETTINGS.reportPrices, round: 35.5 },
    };
    expect(BillingSettingsSchema.parse(answer.body)).toEqual(expected);

    const second = await h.request('PUT', `/agency/${agency.agencyId}/settings`, {
      token,
      json: { reportPrices: { audit: 50 }, bankDetailsText: 'IBAN FR76 0000 0000 0000' },
    });
    expect(BillingSettingsSchema.parse(second.body)).toEqual({
      ...expected,
      bankDetailsText: 'IBAN FR76 0000 0000 0000',
      reportPrices: { ...expected.reportPrices, audit: 50 },
    });

    const read = await h.request('GET', `/agency/${agency.agencyId}/settings`, { token });
    expect(read.body).toEqual(second.body);
  });

  it('keeps every field of concurrent writes (each read-merge-write holds the row)', async () => {
    const agency = await h.provisionAgency();
    const token = await h.tokenFor(agency.agencyId);
    const prices = { intervention: 50, round: 31, recognition: 32, audit: 33 };
    const answers = await Promise.all(
      Object.entries(prices).map(([kind, price]) =>
        h.request('PUT', `/agency/${agency.agencyId}/settings`, { token, json: { reportPrices: { [kind]: price } } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const read = BillingSettingsSchema.parse(
      (await h.request('GET', `/agency/${agency.agencyId}/settings`, { token })).body,
    );
    expect(read.reportPrices).toEqual(prices);
  });

  it('audits a write made by support acting as the agency, and only that one', async () => {
    const agency = await h.provisionAgency();
    const owner = await h.tokenFor(agency.agencyId);
    const supportUser = { sub: uuidv7(), email: 'support@plateforme.test' };
    const altered = await h.tokenFor(agency.agencyId, { role: 'support', act: supportUser });
    const put = (token: string, paymentTermDays: number) =>
      h.request('PUT', `/agency/${agency.agencyId}/settings`, { token, json: { paymentTermDays } });

    expect((await put(owner, 45)).status).toBe(200);
    expect((await h.request('GET', `/agency/${agency.agencyId}/settings`, { token: altered })).status).toBe(200);
    expect((await put(altered, 60)).status).toBe(200);

    const audit = AuditListSchema.parse(
      (await h.request('GET', `/agency/${agency.agencyId}/audit`, { token: owner })).body,
    );
    expect(audit.filteredCount).toBe(1);
    expect(audit.data).toEqual([
      expect.objectContaining({
        agencyId: agency.agencyId,
        alteredByUserId: supportUser.sub,
        alteredByEmail: supportUser.email,
        action: 'PUT /agency/:agencyId/settings',
        service: 'billing',
      }),
    ]);
  });
});
