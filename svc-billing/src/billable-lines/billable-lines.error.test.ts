import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_CATALOG } from '@portal/contracts';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { byCustomerPath, finishedPayload, linesPath } from './test-fixtures.js';

let h: BillingHarness;
let agencyId: string;
let token: string;

beforeAll(async () => {
  h = await startBillingHarness();
  agencyId = (await h.provisionAgency()).agencyId;
  token = await h.tokenFor(agencyId);
});
afterAll(async () => {
  await h?.close();
});

/** Posts the body and expects 400 VALIDATION_FAILED with these French field errors. */
async function refused(path: string, json: unknown, issues: { path: string; message: string }[]) {
  const answer = await h.request('POST', path, { token, json });
  expect([answer.status, answer.error?.code, answer.error?.message]).toEqual([
    400,
    'VALIDATION_FAILED',
    'Certains champs sont invalides',
  ]);
  expect(answer.error?.details?.['issues']).toEqual(issues);
}

describe('POST /agency/:agencyId/fetch/billable-lines refused', () => {
  it('a date typed the French way, an end before the start, an unknown status: French field errors', async () => {
    await refused(linesPath(agencyId), { filters: { from: '01/03/2026', status: 'paid' } }, [
      { path: 'filters.from', message: 'Format français invalide' },
      { path: 'filters.status', message: 'Format invalide' },
    ]);
    await refused(linesPath(agencyId), { filters: { from: '2026-03-31', to: '2026-03-01' } }, [
      { path: 'filters.to', message: 'La date de fin doit être postérieure ou égale à la date de début' },
    ]);
  });

  it('a customer that is not an id, an unknown filter, sort or page size', async () => {
    await refused(linesPath(agencyId), { filters: { customerId: '42', siteId: 'x' }, orderBy: 'price', limit: 7 }, [
      { path: 'filters.customerId', message: 'Format invalide' },
      { path: 'filters.siteId', message: 'Champ non autorisé' },
      { path: 'limit', message: 'Format invalide' },
      { path: 'orderBy', message: 'Format invalide' },
    ]);
  });

  it('a body that is not the paging contract', async () => {
    await refused(linesPath(agencyId), { filters: [], page: 0 }, [
      { path: 'filters', message: 'Valeur de type invalide' },
      { path: 'page', message: 'Format invalide' },
    ]);
  });
});

describe('POST /agency/:agencyId/fetch/billable-lines/by-customer refused', () => {
  it('a status filter (only lines to invoice are summed), a bad period', async () => {
    await refused(byCustomerPath(agencyId), { filters: { status: ['invoiced'], to: '2026-02-30' } }, [
      { path: 'filters.to', message: 'Format français invalide' },
      { path: 'filters.status', message: 'Champ non autorisé' },
    ]);
  });
});

describe('a finished service billing cannot count', () => {
  it('never reaches the handler: the event catalog refuses a price or an instant that does not read', () => {
    for (const payload of [
      finishedPayload(agencyId, { prestation: { label: 'Gardiennage', unitPrice: '25,50' } }),
      finishedPayload(agencyId, { finishedAt: 'hier soir' }),
    ]) {
      expect(EVENT_CATALOG['operations.service.finished'].payload.safeParse(payload).success).toBe(false);
    }
  });
});
