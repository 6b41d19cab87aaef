import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_CALLS, type Discount, type ListResponse } from '@portal/contracts';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { discountListPath, discountPath, loyalty, saveDiscount, travel } from './testing/fixtures.js';

let h: BillingHarness;
beforeAll(async () => {
  h = await startBillingHarness();
});
afterAll(async () => {
  await h?.close();
});

const agency = async () => (await h.provisionAgency()).agencyId;

async function list(agencyId: string, body: object = {}): Promise<ListResponse<Discount>> {
  const token = await h.tokenFor(agencyId, { role: 'staff', rights: ['catalog.list'] });
  const answer = await h.request('POST', discountListPath(agencyId), { token, json: body });
  expect([answer.status, answer.error]).toEqual([200, null]);
  return DISCOUNT_CALLS.list.response.parse(answer.body);
}
const labels = (page: ListResponse<Discount>) => page.data.map((row) => row.label);

describe('a discount or a fee', () => {
  it('is created with its value to two decimals, and listed', async () => {
    const agencyId = await agency();
    const created = await saveDiscount(h, agencyId, loyalty);
    expect(created).toMatchObject({ label: 'Remise fidélité', kind: 'discount', type: 'percent', value: '5.00' });
    const fee = await saveDiscount(h, agencyId, travel);
    expect(fee).toMatchObject({ kind: 'fee', type: 'amount', value: '35.00' });
    expect((await list(agencyId)).data).toEqual([fee, created]);
  });

  it('is edited with its id (its kind, type and value included)', async () => {
    const agencyId = await agency();
    const created = await saveDiscount(h, agencyId, loyalty);
    const edited = await saveDiscount(h, agencyId, {
      id: created.id,
      label: 'Remise fidélité 2026',
      kind: 'discount',
      type: 'amount',
      value: '120.50',
    });
    expect(edited).toMatchObject({ id: created.id, label: 'Remise fidélité 2026', type: 'amount', value: '120.50' });
    expect(edited.updatedAt > created.updatedAt).toBe(true);
  });

  it('is removed (204) and no longer listed', async () => {
    const agencyId = await agency();
    const created = await saveDiscount(h, agencyId, loyalty);
    const kept = await saveDiscount(h, agencyId, travel);
    const answer = await h.request('DELETE', `${discountPath(agencyId)}/${created.id}`, {
      token: await h.tokenFor(agencyId),
    });
    expect([answer.status, answer.body]).toEqual([204, null]);
    expect((await list(agencyId)).data.map((row) => row.id)).toEqual([kept.id]);
  });
});

describe('POST /agency/:agencyId/fetch/discounts', () => {
  it('searches the label ignoring case and accents, filters on kind and type, sorts and pages', async () => {
    const agencyId = await agency();
    for (const body of [
      loyalty,
      travel,
      { label: 'Remise de bienvenue', kind: 'discount', type: 'amount', value: '50' },
      { label: 'Frais de dossier', kind: 'fee', type: 'percent', value: '2.5' },
    ] as const) {
      await saveDiscount(h, agencyId, body);
    }
    expect(labels(await list(agencyId, { query: 'FIDELITE' }))).toEqual(['Remise fidélité']);
    expect(labels(await list(agencyId, { query: 'frais' }))).toEqual(['Frais de déplacement', 'Frais de dossier']);
    expect(labels(await list(agencyId, { filters: { kind: 'discount' } }))).toEqual([
      'Remise de bienvenue',
      'Remise fidélité',
    ]);
    expect(labels(await list(agencyId, { filters: { kind: ['fee'], type: ['percent'] } }))).toEqual([
      'Frais de dossier',
    ]);
    const byValue = await list(agencyId, { orderBy: 'value', ascending: false, limit: 5 });
    expect(byValue.data.map((row) => row.value)).toEqual(['50.00', '35.00', '5.00', '2.50']);
    const page = await list(agencyId, { limit: 5, page: 2 });
    expect([page.data, page.filteredCount]).toEqual([[], 4]);
  });
});
