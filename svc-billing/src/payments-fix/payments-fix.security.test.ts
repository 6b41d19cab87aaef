import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_RIGHTS, PAYMENTS_FIX_CALLS, uuidv7, type AccessClaims } from '@portal/contracts';
import { routeTable } from '@portal/service-kit/testing/route-table';
import { startLostWebhooksWorld, type LostWebhooksWorld } from './testing/lost-webhooks-world.js';

let w: LostWebhooksWorld;
let agencyId: string;
let paymentId: string;

beforeAll(async () => {
  w = await startLostWebhooksWorld();
  const order = await w.checkout();
  agencyId = order.agencyId;
  paymentId = order.payment.id;
  await w.payByCard(order.payment.clientSecret);
});
afterAll(async () => {
  await w?.close();
});

const { fix } = PAYMENTS_FIX_CALLS;
const auditLines = async () =>
  (await w.h.asPlatform((tx) => tx<{ count: number }[]>`select count(*)::int as count from platform_audit_log`))[0]
    ?.count;

describe('GET /admin/payments-fix: support and the super admin only (02 §6 "shown to admins")', () => {
  it('is the route of contracts', () => {
    const routes = routeTable(w.h.app).filter((route) => route.path === fix.path);
    expect(routes.map((route) => route.method)).toEqual([fix.method]);
  });

  it('without a token → 401; with a token identity did not sign → 401', async () => {
    expect((await w.h.request('GET', fix.path)).error?.code).toBe('JWT_NOT_FOUND');
    expect((await w.h.request('GET', fix.path, { token: 'not-a-jwt' })).status).toBe(401);
  });

  it.each<[string, Partial<AccessClaims>]>([
    ['an owner', { role: 'owner' }],
    ['staff holding every right', { role: 'staff', rights: [...ALL_RIGHTS] }],
    ['an agent holding every right', { role: 'agent', rights: [...ALL_RIGHTS] }],
    ['a customer user', { role: 'customer', customer: uuidv7() }],
  ])('→ 403 FORBIDDEN to %s, and nothing is read from Stripe nor changed', async (_who, claims) => {
    const [before, lines] = [w.stripe.requests.length, await auditLines()];
    const answer = await w.h.request('GET', fix.path, { token: await w.h.tokenFor(agencyId, claims) });
    expect([answer.status, answer.error?.code]).toEqual([403, 'FORBIDDEN']);
    expect(w.stripe.requests.length).toBe(before);
    expect(await auditLines()).toBe(lines);
    expect(await w.payment(paymentId)).toMatchObject({ status: 'PENDING' });
  });

  it.each<[string, Partial<AccessClaims>]>([
    ['support', { role: 'support', agency: null }],
    ['support acting as an agency (platform scope all the same)', { role: 'support' }],
    ['the super admin', { role: 'super_admin', agency: null }],
  ])('→ 200 to %s', async (_who, claims) => {
    const token = await w.h.tokenFor('agency' in claims ? null : agencyId, claims);
    const answer = await w.h.request('GET', fix.path, { token });
    expect(answer.status).toBe(200);
    expect(await w.payment(paymentId)).toMatchObject({ status: 'VALIDATED' });
  });
});
