import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingSettingsSchema, DEFAULT_BILLING_SETTINGS } from '@portal/contracts';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';

let h: BillingHarness;
let path: string;
let token: string;
beforeAll(async () => {
  h = await startBillingHarness();
  const agency = await h.provisionAgency();
  path = `/agency/${agency.agencyId}/settings`;
  token = await h.tokenFor(agency.agencyId);
});
afterAll(async () => {
  await h?.close();
});

async function expectUnchanged() {
  const read = await h.request('GET', path, { token });
  expect(BillingSettingsSchema.parse(read.body)).toEqual({
    ...DEFAULT_BILLING_SETTINGS,
    currency: 'EUR',
    vatLabel: 'TVA',
  });
}

describe('PUT /agency/:agencyId/settings refuses bad field values', () => {
  it('wrong types and values → 400 VALIDATION_FAILED naming each field in French', async () => {
    const answer = await h.request('PUT', path, {
      token,
      json: {
        defaultVatRate: '20',
        invoicePrefix: 'FACTURE-2026-',
        decimalSeparator: 'virgule',
        reportPrices: { round: -1 },
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('VALIDATION_FAILED');
    expect(answer.error?.message).toBe('Certains champs sont invalides');
    expect(answer.error?.details?.issues).toEqual(
      expect.arrayContaining([
        { path: 'defaultVatRate', message: 'Valeur de type invalide' },
        { path: 'invoicePrefix', message: 'Maximum 10 caractères' },
        { path: 'decimalSeparator', message: 'Format invalide' },
        { path: 'reportPrices.round', message: 'Format invalide' },
      ]),
    );
    await expectUnchanged();
  });

  it('a value out of range → 400 VALIDATION_FAILED', async () => {
    const answer = await h.request('PUT', path, { token, json: { paymentTermDays: 400 } });
    expect(answer.status).toBe(400);
    expect(answer.error?.details?.issues).toEqual([{ path: 'paymentTermDays', message: 'Format invalide' }]);
  });

  it.each([
    ["identity's currency", { currency: 'USD' }, 'currency'],
    ["identity's VAT label", { vatLabel: 'VAT' }, 'vatLabel'],
    ['an unknown report price', { reportPrices: { patrol: 10 } }, 'reportPrices.patrol'],
  ])('%s → 400 VALIDATION_FAILED "Champ non autorisé"', async (_label, body, field) => {
    const answer = await h.request('PUT', path, { token, json: { paymentTermDays: 45, ...body } });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('VALIDATION_FAILED');
    expect(answer.error?.details?.issues).toEqual([{ path: field, message: 'Champ non autorisé' }]);
    await expectUnchanged();
  });
});
