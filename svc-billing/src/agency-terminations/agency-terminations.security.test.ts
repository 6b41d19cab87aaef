import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_PAYMENT_CALLS, type Right } from '@portal/contracts';
import { startPaymentsWorld, type PaymentsWorld } from '../agency-payments/testing/payments-world.js';
import { renewalSteps } from '../agency-renewals/testing/renewal-steps.js';

/** Who may read and terminate an agency's plan: its own staff with the subscription rights, nobody else. */
let w: PaymentsWorld;
let agencyId: string;
let neighbourId: string;

beforeAll(async () => {
  w = await startPaymentsWorld();
  const steps = renewalSteps(w);
  ({ agencyId } = await steps.paidByCard('Agence gardée'));
  ({ agencyId: neighbourId } = await steps.paidByCard('Agence voisine'));
});
afterAll(async () => {
  await w?.close();
});

const { subscription, plan } = AGENCY_PAYMENT_CALLS;
const terminated = () => w.h.asPlatform((tx) => tx`select agency_id from agency_terminations`);

describe('GET subscriptions and PATCH plan', () => {
  it('need the subscription rights: 403 in French without them, nothing written', async () => {
    const staff = (rights: Right[]) => w.h.tokenFor(agencyId, { role: 'staff', rights });
    const reader = await staff(['subscriptions.list']);
    expect((await w.h.request('GET', subscription.path.replace(':agencyId', agencyId), { token: reader })).status).toBe(
      200,
    );
    const refused = await w.h.request('PATCH', plan.path.replace(':agencyId', agencyId), {
      token: reader,
      json: { termination: 'requested' },
    });
    expect([refused.status, refused.error?.message]).toEqual([
      403,
      'Vous ne bénéficiez pas de l\'autorisation "Abonnements : modification".',
    ]);
    const blind = await w.h.request('GET', subscription.path.replace(':agencyId', agencyId), {
      token: await staff([]),
    });
    expect(blind.status).toBe(403);
    expect(await terminated()).toEqual([]);
  });

  it("another agency's plan answers 404, to its owner too; a customer user's, 404", async () => {
    const foreignOwner = await w.h.tokenFor(neighbourId);
    for (const [method, path, json] of [
      ['GET', subscription.path, undefined],
      ['PATCH', plan.path, { termination: 'requested' }],
    ] as const) {
      const answer = await w.h.request(method, path.replace(':agencyId', agencyId), { token: foreignOwner, json });
      expect([method, answer.status]).toEqual([method, 404]);
    }
    const customer = await w.h.tokenFor(agencyId, {
      role: 'customer',
      customer: crypto.randomUUID(),
      rights: ['subscriptions.list', 'subscriptions.edit'],
    });
    const asCustomer = await w.h.request('PATCH', plan.path.replace(':agencyId', agencyId), {
      token: customer,
      json: { termination: 'requested' },
    });
    expect(asCustomer.status).toBe(404);
    expect(await terminated()).toEqual([]);
  });
});
