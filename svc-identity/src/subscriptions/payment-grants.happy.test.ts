import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LicenceUsageSchema, type PaymentValidatedPayload } from '@portal/contracts';
import { call } from '@portal/service-kit/testing/call';
import { publishRaw } from '@portal/service-kit/testing/jetstream-api';
import { startInvitationsHarness, type InvitationsHarness } from '../invitations/testing/harness.js';
import { createAgencyWithOwner } from '../testing/fixtures.js';
import { claimsOf, logIn, testIp } from '../testing/session-requests.js';

let h: InvitationsHarness;
beforeAll(async () => {
  h = await startInvitationsHarness();
});
afterAll(async () => h?.close());

/** An agency whose 14-day trial ended yesterday, with the trial's 5 licences. */
async function agencyAfterItsTrial() {
  const agency = await createAgencyWithOwner(h.sql);
  await h.asPlatform(
    (tx) =>
      tx`update agencies set trial_ends_at = now() - interval '1 day', agents_limit = 5 where id = ${agency.agencyId}`,
  );
  return agency;
}

const proAndFiveLicences = (agencyId: string, paidAt: Date): PaymentValidatedPayload => ({
  agencyId,
  invoiceId: '01a21755-0000-7000-8000-0000000000a1',
  invoiceNumber: 'ABO-2026-00042',
  paymentId: '01a21755-0000-7000-8000-0000000000b1',
  period: 'monthly',
  totalInclTax: '119.93',
  paidAt: paidAt.toISOString(),
  lines: [
    { offerId: null, offerType: 1, quantity: 1, licences: 5, packUnits: 0 },
    { offerId: null, offerType: 100, quantity: 5, licences: 5, packUnits: 0 },
  ],
});

const licencesOf = (agencyId: string, token: string) => call(h.app, 'GET', `/agency/${agencyId}/licences`, { token });

const stateOf = (agencyId: string) =>
  h.asPlatform(
    (tx) => tx<{ agentsLimit: number; subscriptionValidUntil: Date | null; locked: boolean }[]>`
      select agents_limit, subscription_valid_until, locked from agencies where id = ${agencyId}`,
  );

const limitsAnnouncements = (agencyId: string) =>
  h.asPlatform(
    (tx) =>
      tx`select id from outbox where subject = 'identity.agency.limits-changed' and envelope->>'agencyId' = ${agencyId}`,
  );

describe('billing.payment.validated', () => {
  it('an agency whose trial ended gets 402 on its calls but home and payments, then PRO and 5 licences open it with 10', async () => {
    const { agencyId, owner } = await agencyAfterItsTrial();
    const before = await logIn(h.app, owner, { ip: testIp() });
    expect(claimsOf(before.token).access).not.toBeNull();
    const refused = await licencesOf(agencyId, before.token);
    expect(refused.status).toBe(402);
    expect(refused.error?.message).toBe(
      "Votre abonnement n'est plus valide : seules les pages d'accueil, d'essai gratuit et de paiement restent accessibles",
    );
    const user = await call(h.app, 'GET', '/user', { token: before.token });
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({
      session: { subscription: { state: 'free_trial_finished', accessGranted: false } },
    });

    const paidAt = new Date();
    const event = await h.billing.announce('billing.payment.validated', proAndFiveLicences(agencyId, paidAt), agencyId);
    await h.caughtUp();

    const [state] = await stateOf(agencyId);
    expect(state?.agentsLimit).toBe(10);
    expect(state?.locked).toBe(false);
    const month = new Date(paidAt);
    month.setUTCMonth(month.getUTCMonth() + 1);
    expect(state?.subscriptionValidUntil?.toISOString()).toBe(month.toISOString());
    expect(await limitsAnnouncements(agencyId)).toHaveLength(1);

    const after = await logIn(h.app, owner, { ip: testIp() });
    expect(claimsOf(after.token).access).toBe(month.toISOString());
    const opened = await licencesOf(agencyId, after.token);
    expect(opened.status).toBe(200);
    expect(LicenceUsageSchema.parse(opened.body).agentsLimit).toBe(10);

    // The same announcement delivered again grants nothing more.
    await publishRaw(h.nc, event.subject, event);
    await publishRaw(h.nc, event.subject, event);
    await h.caughtUp();
    expect((await stateOf(agencyId))[0]).toEqual(state);
    expect(await limitsAnnouncements(agencyId)).toHaveLength(1);
  });

  it('a payment announced for another agency than its envelope is ignored', async () => {
    const { agencyId } = await agencyAfterItsTrial();
    const other = await agencyAfterItsTrial();
    await h.billing.announce('billing.payment.validated', proAndFiveLicences(other.agencyId, new Date()), agencyId);
    await h.caughtUp();
    expect((await stateOf(agencyId))[0]?.agentsLimit).toBe(5);
    expect((await stateOf(other.agencyId))[0]?.agentsLimit).toBe(5);
  });

  it('a refunded payment locks the agency: its tokens carry no access and GET user says so; a new payment lifts it', async () => {
    const { agencyId, owner } = await agencyAfterItsTrial();
    await h.billing.announce('billing.payment.validated', proAndFiveLicences(agencyId, new Date()), agencyId);
    await h.caughtUp();
    await h.billing.announce(
      'billing.subscription.changed',
      {
        agencyId,
        locked: true,
        reason: 'payment_refunded',
        invoiceId: '01a21755-0000-7000-8000-0000000000a1',
        paymentId: '01a21755-0000-7000-8000-0000000000b1',
      },
      agencyId,
    );
    await h.caughtUp();
    const locked = await logIn(h.app, owner, { ip: testIp() });
    expect(claimsOf(locked.token).access).toBeNull();
    expect((await licencesOf(agencyId, locked.token)).status).toBe(402);
    const user = await call(h.app, 'GET', '/user', { token: locked.token });
    expect(user.body).toMatchObject({ session: { subscription: { state: 'locked', accessGranted: false } } });

    await h.billing.announce('billing.payment.validated', proAndFiveLicences(agencyId, new Date()), agencyId);
    await h.caughtUp();
    const unlocked = await logIn(h.app, owner, { ip: testIp() });
    expect((await licencesOf(agencyId, unlocked.token)).status).toBe(200);
  });
});
