import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7, type AccessClaims, type Right } from '@portal/contracts';
import { startPaymentsWorld, type PaymentsWorld } from '../agency-payments/testing/payments-world.js';
import { listMethods, saveMethod, type TestAgency } from './testing/saved-methods.js';

let w: PaymentsWorld;
let agency: TestAgency;
let defaultId: string;
let otherId: string;

beforeAll(async () => {
  w = await startPaymentsWorld();
  agency = await w.agency();
  defaultId = (await saveMethod(w, agency, 'CARD')).methodId;
  otherId = (await saveMethod(w, agency, 'SEPA')).methodId;
});
afterAll(async () => {
  await w?.close();
});

const as = (claims: Partial<AccessClaims>) => w.h.tokenFor(agency.agencyId, claims);
const staff = (...rights: Right[]) => as({ role: 'staff', rights });

describe('payments/methods: each call its own right (02 §6; billing’s app suite checks every route’s guards)', () => {
  it('listing needs no more than paymentMethods.list, and changes nothing', async () => {
    const answer = await w.h.request('GET', `/agency/${agency.agencyId}/payment-methods`, {
      token: await staff('paymentMethods.list'),
    });
    expect(answer.status).toBe(200);
  });

  it.each<[string, string, Right]>([
    ['the set-up', 'payment-methods/setup', 'paymentMethods.create'],
    ['the default', 'default-payment-methods/{other}', 'paymentMethods.edit'],
    ['the deletion', 'payment-methods/{other}/delete', 'paymentMethods.delete'],
  ])(
    '%s → 403 to staff holding every other payment methods right, and nothing changes at Stripe',
    async (_what, path, right) => {
      const others = (['list', 'create', 'edit', 'delete'] as const)
        .map((action) => `paymentMethods.${action}` as Right)
        .filter((candidate) => candidate !== right);
      const before = w.stripe.requests.filter((request) => request.method === 'POST').length;
      const answer = await w.h.request('POST', `/agency/${agency.agencyId}/${path.replace('{other}', otherId)}`, {
        token: await staff(...others),
        json: path.endsWith('setup') ? { type: 'CARD' } : undefined,
      });
      expect([answer.status, answer.error?.code, answer.error?.details?.right]).toEqual([403, 'RIGHT_MISSING', right]);
      expect(w.stripe.requests.filter((request) => request.method === 'POST').length).toBe(before);
      expect((await listMethods(w, agency)).methods.map((method) => [method.id, method.isDefault])).toEqual([
        [defaultId, true],
        [otherId, false],
      ]);
    },
  );

  it("another agency's owner reaches none of them: 404 AGENCY_NOT_FOUND", async () => {
    const other = await w.agency();
    for (const [method, path] of [
      ['GET', 'payment-methods'],
      ['POST', `default-payment-methods/${otherId}`],
      ['POST', `payment-methods/${otherId}/delete`],
    ] as const) {
      const answer = await w.h.request(method, `/agency/${agency.agencyId}/${path}`, { token: other.token });
      expect([path, answer.status, answer.error?.code]).toEqual([path, 404, 'AGENCY_NOT_FOUND']);
    }
  });

  it('support acting as the agency may change the default, and the agency’s audit log says so', async () => {
    const token = await as({ role: 'support', act: { sub: uuidv7(), email: 'support@plateforme.test' } });
    const answer = await w.h.request('POST', `/agency/${agency.agencyId}/default-payment-methods/${otherId}`, {
      token,
    });
    expect(answer.status).toBe(200);
    const lines = await w.h.asPlatform(
      (tx) => tx<{ action: string }[]>`select action from audit_log where agency_id = ${agency.agencyId}`,
    );
    expect(lines.map((line) => line.action)).toContain('POST /agency/:agencyId/default-payment-methods/:methodId');
  });
});
