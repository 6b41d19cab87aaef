import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7, type Discount } from '@portal/contracts';
import { countRows } from '../testing/count-rows.js';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { discountListPath, discountPath, loyalty, saveDiscount } from './testing/fixtures.js';

const TABLES = ['discounts', 'outbox', 'audit_log'];

let h: BillingHarness;
let agencyId: string;
let token: string;
let existing: Discount;
let before: Record<string, number>;

beforeAll(async () => {
  h = await startBillingHarness();
  agencyId = (await h.provisionAgency()).agencyId;
  token = await h.tokenFor(agencyId);
  existing = await saveDiscount(h, agencyId, loyalty);
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  before = await countRows(h, TABLES);
});

/** Sends the call and expects the refusal, with nothing written and the discount as it was. */
async function refused(method: string, path: string, json: unknown, status: number, code: string) {
  const answer = await h.request(method, path, { token, json });
  expect([answer.status, answer.error?.code]).toEqual([status, code]);
  expect(await countRows(h, TABLES)).toEqual(before);
  const [row] = await h.asPlatform((tx) => tx`select label, value::text from discounts where id = ${existing.id}`);
  expect(row).toEqual({ label: 'Remise fidélité', value: '5.00' });
  return answer.error;
}
const refusedSave = (body: unknown, status: number, code: string) =>
  refused('POST', discountPath(agencyId), body, status, code);
const issuesOf = (error: Awaited<ReturnType<typeof refused>>) => error?.details?.['issues'];

describe('POST /agency/:agencyId/discount refused, nothing written', () => {
  it('no label, a percentage above 100, an unknown kind or type: French field errors', async () => {
    const error = await refusedSave(
      { label: '', kind: 'discount', type: 'percent', value: '150' },
      400,
      'VALIDATION_FAILED',
    );
    expect(error?.message).toBe('Certains champs sont invalides');
    expect(issuesOf(error)).toEqual([
      { path: 'label', message: 'Obligatoire' },
      { path: 'value', message: 'Un pourcentage ne peut pas dépasser 100' },
    ]);
    const kinds = await refusedSave(
      { label: 'Remise', kind: 'rebate', type: 'ratio', value: '5' },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(kinds)).toEqual([
      { path: 'kind', message: 'Format invalide' },
      { path: 'type', message: 'Format invalide' },
    ]);
  });

  it('a value negative, of 3 decimals or not a number', async () => {
    for (const value of ['-5', '12.345', 'cinq', 12]) {
      const error = await refusedSave({ ...loyalty, type: 'amount', value }, 400, 'VALIDATION_FAILED');
      expect([value, (issuesOf(error) as { path: string }[]).map((issue) => issue.path)]).toEqual([value, ['value']]);
    }
  });

  it("an unknown discount's id → 404 'Remise introuvable'; saved as it is → NO_CHANGE", async () => {
    const missing = await refusedSave({ ...loyalty, id: uuidv7() }, 404, 'DISCOUNT_NOT_FOUND');
    expect(missing?.message).toBe('Remise introuvable');
    const same = await refusedSave({ ...loyalty, id: existing.id, value: '5.0' }, 400, 'NO_CHANGE');
    expect(same?.message).toBe('Aucun changement à enregistrer');
  });

  it('a field the form has not is refused, not ignored', async () => {
    const error = await refusedSave({ ...loyalty, agencyId: uuidv7() }, 400, 'VALIDATION_FAILED');
    expect(issuesOf(error)).toEqual([{ path: 'agencyId', message: 'Champ non autorisé' }]);
  });
});

describe('other calls refused', () => {
  it("deleting an unknown discount, or with an id that is not one → 404 'Remise introuvable'", async () => {
    for (const id of [uuidv7(), 'pas-un-id']) {
      await refused('DELETE', `${discountPath(agencyId)}/${id}`, undefined, 404, 'DISCOUNT_NOT_FOUND');
    }
  });

  it('a list with an unknown filter or sort → French 400', async () => {
    const error = await refused(
      'POST',
      discountListPath(agencyId),
      { filters: { value: '5' }, orderBy: 'agency_id' },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(error)).toEqual([
      { path: 'filters.value', message: 'Champ non autorisé' },
      { path: 'orderBy', message: 'Format invalide' },
    ]);
  });
});
