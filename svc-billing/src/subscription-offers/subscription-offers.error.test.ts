import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7, type SubscriptionOffer } from '@portal/contracts';
import { countRows } from '../testing/count-rows.js';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import {
  OFFER_LIST_PATH,
  OFFER_PATH,
  OFFER_STATUS_PATH,
  offerInput,
  saveOffer,
  seedOffers,
  storedOffer,
  superAdminToken,
} from './testing/fixtures.js';

const TABLES = ['agency_subscription_offers', 'platform_audit_log'];

let h: BillingHarness;
let token: string;
let proId: string;
let existing: SubscriptionOffer;
let deleted: SubscriptionOffer;
let before: Record<string, number>;

beforeAll(async () => {
  h = await startBillingHarness();
  token = await superAdminToken(h);
  ({ proId } = await seedOffers(h));
  existing = await saveOffer(h, offerInput({ name: 'Offre existante', status: 100 }));
  deleted = await saveOffer(h, offerInput({ name: 'Offre supprimée' }));
  await h.request('DELETE', `${OFFER_PATH}/${deleted.id}`, { token });
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  before = await countRows(h, TABLES);
});

/** Sends the call and expects the refusal, with nothing written and the offers as they were. */
async function refused(method: string, path: string, json: unknown, status: number, code: string) {
  const answer = await h.request(method, path, { token, json });
  expect([answer.status, answer.error?.code]).toEqual([status, code]);
  expect(await countRows(h, TABLES)).toEqual(before);
  expect(await storedOffer(h, existing.id)).toEqual({
    name: 'Offre existante',
    status: 100,
    price: '39.00',
    type: 300,
  });
  expect((await storedOffer(h, proId))?.['status']).toBe(100);
  return answer.error;
}
const issuesOf = (error: Awaited<ReturnType<typeof refused>>) => error?.details?.['issues'];
const bodyOf = (offer: SubscriptionOffer) => {
  const { category: _c, numberOfSales: _n, turnover: _t, createdAt: _a, updatedAt: _u, ...fields } = offer;
  return fields;
};

describe('POST /admin/agency-offer refused, nothing written', () => {
  it('no name, an unknown type, a price of 3 decimals, a pack without quantity: French field errors', async () => {
    const error = await refused(
      'POST',
      OFFER_PATH,
      { name: ' ', type: 999, price: '-1', vatRate: '19.60', status: 300 },
      400,
      'VALIDATION_FAILED',
    );
    expect(error?.message).toBe('Certains champs sont invalides');
    expect(issuesOf(error)).toEqual([
      { path: 'name', message: 'Obligatoire' },
      { path: 'type', message: 'Obligatoire' },
      { path: 'status', message: 'Format invalide' },
      { path: 'price', message: 'Le prix doit être un montant positif avec au plus 2 décimales' },
      { path: 'vatRate', message: 'Taux de TVA invalide' },
    ]);
    const pack = await refused('POST', OFFER_PATH, offerInput({ type: 200 }), 400, 'VALIDATION_FAILED');
    expect(issuesOf(pack)).toEqual([{ path: 'packQuantity', message: 'Un pack contient au moins 1 unité' }]);
  });

  it('the figures the payment moves (sales, turnover) are not fields of the form', async () => {
    const error = await refused(
      'POST',
      OFFER_PATH,
      { ...offerInput(), numberOfSales: 3, turnover: '100.00' },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(error)).toEqual([
      { path: 'numberOfSales', message: 'Champ non autorisé' },
      { path: 'turnover', message: 'Champ non autorisé' },
    ]);
  });

  it('a new offer of a locked type (1 to 3) → 409 in French', async () => {
    for (const type of [1, 2, 3] as const) {
      const error = await refused('POST', OFFER_PATH, offerInput({ type }), 409, 'SUBSCRIPTION_OFFER_LOCKED');
      expect(error?.message).toMatch(/^Offre non modifiable/);
    }
  });

  it('an unknown offer → 404; its type changed → 409; a deleted one → 409; nothing changed → 400', async () => {
    await refused('POST', OFFER_PATH, { ...offerInput(), id: uuidv7() }, 404, 'SUBSCRIPTION_OFFER_NOT_FOUND');
    const typed = await refused(
      'POST',
      OFFER_PATH,
      { ...bodyOf(existing), type: 100 },
      409,
      'SUBSCRIPTION_OFFER_TYPE_FIXED',
    );
    expect(typed?.message).toBe("Le type d'une offre ne peut pas être modifié");
    const gone = await refused(
      'POST',
      OFFER_PATH,
      { ...bodyOf(deleted), status: 200, name: 'Renommée' },
      409,
      'SUBSCRIPTION_OFFER_DELETED',
    );
    expect(gone?.message).toBe('Cette offre est supprimée');
    const same = await refused('POST', OFFER_PATH, { ...bodyOf(existing), price: '39' }, 400, 'NO_CHANGE');
    expect(same?.message).toBe('Aucun changement à enregistrer');
  });

  it("a locked type's status is not changed through the form → 409", async () => {
    const pro = (await h.request('GET', `${OFFER_PATH}/${proId}`, { token })).body as SubscriptionOffer;
    await refused('POST', OFFER_PATH, { ...bodyOf(pro), status: 200 }, 409, 'SUBSCRIPTION_OFFER_LOCKED');
  });
});

describe('status, duplicate and delete refused, nothing written', () => {
  it('a locked type or a deleted offer asked alone → 409 (not skipped)', async () => {
    await refused('POST', OFFER_STATUS_PATH, { ids: [proId], status: 200 }, 409, 'SUBSCRIPTION_OFFER_LOCKED');
    await refused('POST', OFFER_STATUS_PATH, { ids: [deleted.id], status: 100 }, 409, 'SUBSCRIPTION_OFFER_DELETED');
    await refused('DELETE', `${OFFER_PATH}/${proId}`, undefined, 409, 'SUBSCRIPTION_OFFER_LOCKED');
    await refused('POST', `${OFFER_PATH}/${proId}/duplicate`, undefined, 409, 'SUBSCRIPTION_OFFER_LOCKED');
  });

  it('an id naming no offer among others → 404 and none changes', async () => {
    await refused(
      'POST',
      OFFER_STATUS_PATH,
      { ids: [existing.id, uuidv7()], status: 200 },
      404,
      'SUBSCRIPTION_OFFER_NOT_FOUND',
    );
    for (const path of [`${OFFER_PATH}/${uuidv7()}`, `${OFFER_PATH}/pas-un-id`]) {
      await refused('DELETE', path, undefined, 404, 'SUBSCRIPTION_OFFER_NOT_FOUND');
      await refused('GET', path, undefined, 404, 'SUBSCRIPTION_OFFER_NOT_FOUND');
      await refused('POST', `${path}/duplicate`, undefined, 404, 'SUBSCRIPTION_OFFER_NOT_FOUND');
    }
  });

  it('no ids, ids that are not ids, an unknown status → 400 in French', async () => {
    const empty = await refused('POST', OFFER_STATUS_PATH, { ids: [], status: 200 }, 400, 'VALIDATION_FAILED');
    expect(issuesOf(empty)).toEqual([{ path: 'ids', message: 'Obligatoire' }]);
    const bad = await refused('POST', OFFER_STATUS_PATH, { ids: ['x'], status: 150 }, 400, 'VALIDATION_FAILED');
    expect(issuesOf(bad)).toEqual([
      { path: 'ids.0', message: 'Format invalide' },
      { path: 'status', message: 'Format invalide' },
    ]);
  });

  it('a list with an unknown filter or sort column → 400', async () => {
    const error = await refused(
      'POST',
      OFFER_LIST_PATH,
      { filters: { agencyId: uuidv7(), status: [400] }, orderBy: 'password' },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(error)).toEqual([
      { path: 'filters.status.0', message: 'Format invalide' },
      { path: 'filters.agencyId', message: 'Champ non autorisé' },
      { path: 'orderBy', message: 'Format invalide' },
    ]);
  });
});
