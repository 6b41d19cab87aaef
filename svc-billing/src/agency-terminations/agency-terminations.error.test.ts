import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_PAYMENT_CALLS } from '@portal/contracts';
import { invoicedAgency } from '../agency-invoices/testing/fixtures.js';
import type { PaymentsWorld } from '../agency-payments/testing/payments-world.js';
import { startRenewalWorld, type RenewalSteps } from '../agency-renewals/testing/renewal-steps.js';

/** A termination refused in French, and nothing written: no plan running, a bad body. */
let w: PaymentsWorld;
let steps: RenewalSteps;

beforeAll(async () => ({ w, steps } = await startRenewalWorld()));
afterAll(async () => w?.close());

const { plan } = AGENCY_PAYMENT_CALLS;
const terminations = (agencyId: string) =>
  w.h.asPlatform((tx) => tx`select requested_at, effective_at from agency_terminations where agency_id = ${agencyId}`);

async function patchPlan(agencyId: string, json: unknown) {
  return w.h.request('PATCH', plan.path.replace(':agencyId', agencyId), { token: await w.h.tokenFor(agencyId), json });
}

describe('PATCH plan refused', () => {
  it('without a plan running (its invoice not paid): 409, nothing recorded', async () => {
    const { agencyId } = await invoicedAgency(w, 'Agence sans plan payé');
    const answer = await patchPlan(agencyId, { termination: 'requested' });
    expect([answer.status, answer.error?.code, answer.error?.message]).toEqual([
      409,
      'SUBSCRIPTION_NOT_RUNNING',
      "Votre agence n'a pas d'abonnement en cours",
    ]);
    expect(await terminations(agencyId)).toEqual([]);
  });

  it('a body outside the schema: 400 in French, nothing written', async () => {
    const { agencyId } = await steps.paidByCard('Agence maladroite');
    for (const json of [{}, { termination: 'soon' }, { termination: 'requested', effectiveAt: '2026-12-01' }]) {
      const answer = await patchPlan(agencyId, json);
      expect([JSON.stringify(json), answer.status, answer.error?.code]).toEqual([
        JSON.stringify(json),
        400,
        'VALIDATION_FAILED',
      ]);
    }
    expect(await terminations(agencyId)).toEqual([]);
  });
});
