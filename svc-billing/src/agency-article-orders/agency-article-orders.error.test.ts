import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '@portal/contracts';
import { countRows } from '../testing/count-rows.js';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import {
  ORDER_LIST_PATH,
  ORDER_PATH,
  ORDER_STATUS_PATH,
  agencyOrdersPath,
  namedAgency,
  paidOrder,
  platformToken,
  seedOrderOffers,
  storedOrder,
} from './testing/fixtures.js';

const TABLES = ['agency_article_orders', 'platform_audit_log'];

let h: BillingHarness;
let token: string;
let agency: { id: string; name: string };
let pending: string;
let stored: Awaited<ReturnType<typeof storedOrder>>;
let before: Record<string, number>;

beforeAll(async () => {
  h = await startBillingHarness();
  token = await platformToken(h);
  await seedOrderOffers(h);
  agency = await namedAgency(h, 'Agence des refus');
  pending = await paidOrder(h, agency);
  stored = await storedOrder(h, pending);
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  before = await countRows(h, TABLES);
});

/** Sends the call and expects the refusal, with nothing written and the order as it was. */
async function refused(path: string, json: unknown, status: number, code: string, caller = token) {
  const answer = await h.request('POST', path, { token: caller, json });
  expect([answer.status, answer.error?.code]).toEqual([status, code]);
  expect(await countRows(h, TABLES)).toEqual(before);
  expect(await storedOrder(h, pending)).toEqual(stored);
  return answer.error;
}
const issuesOf = (error: Awaited<ReturnType<typeof refused>>) => error?.details?.['issues'];

describe('POST /admin/agency-article-order refused, nothing written', () => {
  it("an unknown order → 404 'Commande introuvable'", async () => {
    const error = await refused(ORDER_PATH, { id: uuidv7(), status: 200 }, 404, 'ARTICLE_ORDER_NOT_FOUND');
    expect(error?.message).toBe('Commande introuvable');
  });

  it('an invalid status, a date not an instant → 400 in French', async () => {
    const error = await refused(ORDER_PATH, { id: pending, status: 250, date: '20/11/2026' }, 400, 'VALIDATION_FAILED');
    expect(error?.message).toBe('Certains champs sont invalides');
    expect(issuesOf(error)).toEqual([
      { path: 'status', message: 'Format invalide' },
      { path: 'date', message: 'Format français invalide' },
    ]);
    const missing = await refused(ORDER_PATH, { id: 'pas-un-id' }, 400, 'VALIDATION_FAILED');
    expect(issuesOf(missing)).toEqual([
      { path: 'id', message: 'Format invalide' },
      { path: 'status', message: 'Format invalide' },
    ]);
  });

  it('fields that are not the call’s (the agency, the quantity, the dates by name) → 400', async () => {
    const error = await refused(
      ORDER_PATH,
      { id: pending, status: 200, agencyId: uuidv7(), quantity: 99, sentAt: '2026-11-20T09:00:00Z' },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(error)).toEqual([
      { path: 'agencyId', message: 'Champ non autorisé' },
      { path: 'quantity', message: 'Champ non autorisé' },
      { path: 'sentAt', message: 'Champ non autorisé' },
    ]);
  });

  it("nothing to change (its status, no date, its comment) → 400 'Aucun changement à enregistrer'", async () => {
    const error = await refused(ORDER_PATH, { id: pending, status: 100, comment: '' }, 400, 'NO_CHANGE');
    expect(error?.message).toBe('Aucun changement à enregistrer');
  });
});

describe('POST /admin/agency-article-orders/status refused, nothing written', () => {
  it('an id naming no order among others → 404 and none changes', async () => {
    await refused(ORDER_STATUS_PATH, { ids: [pending, uuidv7()], status: 300 }, 404, 'ARTICLE_ORDER_NOT_FOUND');
  });

  it('no ids, ids that are not ids, an unknown status → 400 in French', async () => {
    const empty = await refused(ORDER_STATUS_PATH, { ids: [], status: 200 }, 400, 'VALIDATION_FAILED');
    expect(issuesOf(empty)).toEqual([{ path: 'ids', message: 'Obligatoire' }]);
    const bad = await refused(ORDER_STATUS_PATH, { ids: ['x'], status: 600 }, 400, 'VALIDATION_FAILED');
    expect(issuesOf(bad)).toEqual([
      { path: 'ids.0', message: 'Format invalide' },
      { path: 'status', message: 'Format invalide' },
    ]);
  });
});

describe('the lists refused', () => {
  it('an unknown filter, status or sort column, a period in reverse → 400', async () => {
    const error = await refused(
      ORDER_LIST_PATH,
      { filters: { customerId: uuidv7(), status: [600] }, orderBy: 'password' },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(error)).toEqual([
      { path: 'filters.status.0', message: 'Format invalide' },
      { path: 'filters.customerId', message: 'Champ non autorisé' },
      { path: 'orderBy', message: 'Format invalide' },
    ]);
    const reversed = await refused(
      ORDER_LIST_PATH,
      { filters: { from: '2026-11-20', to: '2026-11-01' } },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(reversed)).toEqual([
      { path: 'filters.to', message: 'La date de fin doit être postérieure ou égale à la date de début' },
    ]);
  });

  it("the agency's list takes no agency filter: its own orders are all it reads", async () => {
    const owner = await h.tokenFor(agency.id);
    const error = await refused(
      agencyOrdersPath(agency.id),
      { filters: { agency: [uuidv7()] } },
      400,
      'VALIDATION_FAILED',
      owner,
    );
    expect(issuesOf(error)).toEqual([{ path: 'filters.agency', message: 'Champ non autorisé' }]);
  });
});
