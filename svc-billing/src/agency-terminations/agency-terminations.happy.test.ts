import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, AGENCY_PAYMENT_CALLS, DEMO_PLATFORM_SELLER, localDateOf } from '@portal/contracts';
import { mailsTo, readMail } from '@portal/service-kit/testing/mail-reading';
import { agencyContact, invoicedAgency } from '../agency-invoices/testing/fixtures.js';
import { sendAgencyMails } from '../agency-mails/send-agency-mails.js';
import type { PaymentsWorld } from '../agency-payments/testing/payments-world.js';
import { startRenewalWorld, type RenewalSteps } from '../agency-renewals/testing/renewal-steps.js';
import { subscriptionOfferSeedId } from '../seed/subscription-offers.js';

/**
 * The termination of an agency's plan (PATCH plan, GET subscriptions): when it ends under 02 §9's
 * terms, and the renewal job that no longer invoices it past that. Stripe is a third party: its fake.
 */
let w: PaymentsWorld;
let steps: RenewalSteps;

beforeAll(async () => ({ w, steps } = await startRenewalWorld()));
afterAll(async () => w?.close());

const { subscription, plan } = AGENCY_PAYMENT_CALLS;
const pathOf = (path: string, agencyId: string) => path.replace(':agencyId', agencyId);

async function planOf(agencyId: string) {
  const answer = await w.h.request('GET', pathOf(subscription.path, agencyId), { token: await w.h.tokenFor(agencyId) });
  expect([answer.status, answer.error]).toEqual([200, null]);
  return subscription.response.parse(answer.body).plan;
}

async function changePlan(agencyId: string, termination: 'requested' | 'withdrawn') {
  const answer = await w.h.request('PATCH', pathOf(plan.path, agencyId), {
    token: await w.h.tokenFor(agencyId),
    json: { termination },
  });
  expect([answer.status, answer.error]).toEqual([200, null]);
  return plan.response.parse(answer.body).plan;
}

describe('terminating the PRO plan (no commitment)', () => {
  it('ends with the paid period running: the renewal is no longer invoiced; withdrawn, it is again', async () => {
    const { agencyId, periodEnd } = await steps.paidByCard('Agence qui résilie');
    const running = await planOf(agencyId);
    expect(running).toMatchObject({
      name: 'PRO',
      offerType: 1,
      period: 'monthly',
      periodEnd: periodEnd.toISOString(),
      committedUntil: null,
      endsIfTerminatedNow: periodEnd.toISOString(),
      termination: null,
    });

    const terminated = await changePlan(agencyId, 'requested');
    expect(terminated?.termination?.effectiveAt).toBe(periodEnd.toISOString());
    expect(Date.now() - Date.parse(terminated?.termination?.requestedAt ?? '')).toBeLessThan(60_000);
    expect(await planOf(agencyId)).toEqual(terminated);

    const dayBefore = new Date(periodEnd.getTime() - 3600_000);
    expect((await steps.renewAt(dayBefore)).renewed).toBe(0);
    expect(await steps.invoicesOf(agencyId)).toHaveLength(1);

    expect((await changePlan(agencyId, 'withdrawn'))?.termination).toBeNull();
    await steps.renewAt(dayBefore);
    expect((await steps.invoicesOf(agencyId)).map((invoice) => invoice.status)).toEqual([200, 100]);
  });
});

describe('the termination confirmed by mail', () => {
  const sendMails = () =>
    w.h.asPlatform(
      sendAgencyMails({ sql: w.h.sql, mailer: w.h.mailer, logger: w.h.logger, platformSeller: DEMO_PLATFORM_SELLER }),
    );
  const frenchDate = (date: Date) => localDateOf(date).split('-').reverse().join('/');

  it('mails the day the subscription ends, then its withdrawal: once each, however often asked', async () => {
    const name = 'Agence Résiliée Par Mail';
    const { agencyId, periodEnd } = await steps.paidByCard(name);
    const mailsOfAgency = () => mailsTo(w.h.mails, agencyContact(name).email).map(readMail);
    await changePlan(agencyId, 'requested');
    await changePlan(agencyId, 'requested');
    await sendMails();
    const [requested, ...others] = mailsOfAgency();
    expect(others).toEqual([]);
    expect(requested?.subject).toBe('Résiliation de votre abonnement');
    expect(requested?.text).toContain(
      `Nous avons bien reçu la demande de résiliation de l'abonnement de ${name} au portail.`,
    );
    expect(requested?.text).toContain(
      `Votre abonnement prendra fin le ${frenchDate(periodEnd)} et ne sera plus renouvelé. Le portail reste accessible jusqu'à cette date.`,
    );
    expect(requested?.text).toContain(
      "Vous pouvez annuler cette résiliation jusque-là depuis Agence → Dates d'abonnements",
    );

    await changePlan(agencyId, 'withdrawn');
    await changePlan(agencyId, 'withdrawn');
    await sendMails();
    expect(mailsOfAgency()).toHaveLength(2);
    const withdrawn = mailsOfAgency()[1];
    expect(withdrawn?.subject).toBe('Annulation de la résiliation de votre abonnement');
    expect(withdrawn?.text).toContain(
      `La résiliation de l'abonnement de ${name} au portail est annulée : votre abonnement continue et sera renouvelé à chaque échéance comme auparavant.`,
    );

    // Asked again after the withdrawal: a new confirmation.
    await changePlan(agencyId, 'requested');
    await sendMails();
    expect(mailsOfAgency().map((mail) => mail.subject)).toEqual([
      'Résiliation de votre abonnement',
      'Annulation de la résiliation de votre abonnement',
      'Résiliation de votre abonnement',
    ]);
  });
});

describe('PATCH plan is idempotent', () => {
  it('asked twice, the first termination stands as it was; withdrawn with none standing, nothing changes', async () => {
    const { agencyId } = await steps.paidByCard('Agence qui double-clique');
    expect((await changePlan(agencyId, 'withdrawn'))?.termination).toBeNull();
    const first = await changePlan(agencyId, 'requested');
    expect(await changePlan(agencyId, 'requested')).toEqual(first);
  });
});

describe('terminating a committed plan', () => {
  it('runs to the end of its 12 months of commitment, the periods renewed until then', async () => {
    const { agencyId, cardPayment } = await invoicedAgency(w, 'Agence engagée', {
      period: 'monthly',
      lines: [{ offerId: subscriptionOfferSeedId('website'), quantity: 1 }],
    });
    await w.payByCard(cardPayment.clientSecret);
    const [paid] = await steps.invoicesOf(agencyId);
    const paidAt = paid?.paidAt ?? new Date();
    const committedUntil = addMonths(paidAt, 12).toISOString();

    expect(await planOf(agencyId)).toMatchObject({ offerType: 2, committedUntil, endsIfTerminatedNow: committedUntil });
    expect((await changePlan(agencyId, 'requested'))?.termination?.effectiveAt).toBe(committedUntil);
    // The first period's end is well before: renewed as usual.
    await steps.renewAt(new Date(addMonths(paidAt, 1).getTime() - 3600_000));
    expect(await steps.invoicesOf(agencyId)).toHaveLength(2);
  });
});
