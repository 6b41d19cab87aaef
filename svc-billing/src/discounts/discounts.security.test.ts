import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_CALLS, uuidv7, type Discount, type Right } from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { countRows } from '../testing/count-rows.js';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { discountListPath, discountPath, loyalty, saveDiscount, travel } from './testing/fixtures.js';

let h: BillingHarness;
let agencyId: string;
let neighbourId: string;
let mine: Discount;
let theirs: Discount;

beforeAll(async () => {
  h = await startBillingHarness();
  agencyId = (await h.provisionAgency()).agencyId;
  neighbourId = (await h.provisionAgency()).agencyId;
  mine = await saveDiscount(h, agencyId, loyalty);
  theirs = await saveDiscount(h, neighbourId, { ...travel, label: 'Frais du voisin' });
});
afterAll(async () => {
  await h?.close();
});

const staff = (rights: Right[]) => h.tokenFor(agencyId, { role: 'staff', rights });
const permission = (label: string) => `Vous ne bénéficiez pas de l'autorisation "Catalogue d'articles : ${label}".`;

describe('the right of each discount call', () => {
  it('listing needs catalog.list, creating catalog.create, editing catalog.edit, removing catalog.delete', async () => {
    const creator = await staff(['catalog.create']);
    const editor = await staff(['catalog.list', 'catalog.edit']);
    const before = await countRows(h, ['discounts']);
    for (const [token, method, path, json, label] of [
      [creator, 'POST', discountListPath(agencyId), {}, 'consultation'],
      [editor, 'POST', discountPath(agencyId), travel, 'création'],
      [creator, 'POST', discountPath(agencyId), { ...loyalty, id: mine.id, value: '7' }, 'modification'],
      [editor, 'DELETE', `${discountPath(agencyId)}/${mine.id}`, undefined, 'suppression'],
    ] as const) {
      const answer = await h.request(method, path, { token, json });
      expect([method, path, answer.status, answer.error?.message]).toEqual([method, path, 403, permission(label)]);
    }
    expect(await countRows(h, ['discounts'])).toEqual(before);
    expect((await h.request('POST', discountPath(agencyId), { token: creator, json: travel })).status).toBe(201);
  });
});

describe("another agency's discount", () => {
  it('is never listed, cannot be edited nor removed, even by an owner → 404, nothing written', async () => {
    const token = await h.tokenFor(agencyId);
    const page = DISCOUNT_CALLS.list.response.parse(
      (await h.request('POST', discountListPath(agencyId), { token, json: { query: 'voisin' } })).body,
    );
    expect(page).toEqual({ data: [], filteredCount: 0 });
    const before = await countRows(h, ['discounts']);
    const edit = await h.request('POST', discountPath(agencyId), { token, json: { ...travel, id: theirs.id } });
    expect([edit.status, edit.error?.code]).toEqual([404, 'DISCOUNT_NOT_FOUND']);
    const remove = await h.request('DELETE', `${discountPath(agencyId)}/${theirs.id}`, { token });
    expect([remove.status, remove.error?.code]).toEqual([404, 'DISCOUNT_NOT_FOUND']);
    const through = await h.request('DELETE', `${discountPath(neighbourId)}/${theirs.id}`, { token });
    expect([through.status, through.error?.code]).toEqual([404, 'AGENCY_NOT_FOUND']);
    expect(await countRows(h, ['discounts'])).toEqual(before);
  });
});

describe('a customer user', () => {
  it('reaches no discount call, whatever rights he holds → 404', async () => {
    const token = await h.tokenFor(agencyId, {
      role: 'customer',
      customer: uuidv7(),
      rights: ['catalog.list', 'catalog.create', 'catalog.edit', 'catalog.delete'],
    });
    for (const [method, path, json] of [
      ['POST', discountListPath(agencyId), {}],
      ['POST', discountPath(agencyId), travel],
      ['DELETE', `${discountPath(agencyId)}/${mine.id}`, undefined],
    ] as const) {
      const answer = await h.request(method, path, { token, json });
      expect([method, path, answer.status, answer.error?.code]).toEqual([method, path, 404, 'NOT_FOUND']);
    }
  });
});

describe('row-level security on discounts (the second wall)', () => {
  it("a customer user's transaction sees no discount; an agency's sees only its own and writes no other", async () => {
    const customerScoped = await transaction(
      h.sql,
      { kind: 'tenant', agencyId, customerId: uuidv7() },
      (tx) => tx`select id from discounts`,
    );
    expect(customerScoped).toHaveLength(0);
    const seen = await transaction(h.sql, { kind: 'tenant', agencyId }, async (tx) => ({
      read: await tx`select id from discounts where id = ${theirs.id}`,
      updated: await tx`update discounts set value = 0 where id = ${theirs.id} returning id`,
    }));
    expect(seen).toEqual({ read: [], updated: [] });
    await expect(
      transaction(
        h.sql,
        { kind: 'tenant', agencyId },
        (tx) => tx`insert into discounts (id, agency_id, label, kind, type, value, label_key)
                   values (${uuidv7()}, ${neighbourId}, 'Intrus', 'fee', 'amount', 1, 'intrus')`,
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
