import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr, PaymentsFixResultSchema } from '@portal/contracts';
import { stripeSignatureHeader } from '@portal/service-kit/fakes/stripe/index';
import { applyProviderEvent } from '../agency-payments/apply-provider-event.js';
import { TEST_STRIPE_WEBHOOK_SECRET } from '../testing/harness.js';
import { outboxEvents } from '../customers/test-fixtures.js';
import { startLostWebhooksWorld, type LostWebhooksWorld } from './testing/lost-webhooks-world.js';

let w: LostWebhooksWorld;
let support: string;

beforeAll(async () => {
  w = await startLostWebhooksWorld();
  support = await w.h.tokenFor(null, { role: 'support' });
});
afterAll(async () => {
  await w?.close();
});

const fix = async (token = support) => {
  const answer = await w.h.request('GET', '/admin/payments-fix', { token });
  expect(answer.status).toBe(200);
  return PaymentsFixResultSchema.parse(answer.body);
};

describe('GET /admin/payments-fix (Stripe: local fake, its webhooks lost)', () => {
  it('repairs a card payment whose succeeded webhook never came: validated, the invoice paid and announced once', async () => {
    const { agencyId, invoice, payment } = await w.checkout();
    const paid = await w.payByCard(payment.clientSecret);
    expect(paid.body).toMatchObject({ status: 'succeeded' });
    await w.stripe.webhooksIdle();
    expect(await w.payment(payment.id)).toMatchObject({ status: 'PENDING', invoiceStatus: 100 });

    expect(await fix()).toEqual({ checked: 1, fixed: 1 });
    expect(await w.payment(payment.id)).toMatchObject({ status: 'VALIDATED', invoiceStatus: 200 });
    const announced = await outboxEvents(w.h.sql, { subject: 'billing.payment.validated', agencyId });
    expect(announced.map((event) => event.payload.invoiceId)).toEqual([invoice.id]);

    // Nothing left to repair; asked again, nothing moves and nothing is announced again.
    expect(await fix()).toEqual({ checked: 0, fixed: 0 });
    expect(await outboxEvents(w.h.sql, { subject: 'billing.payment.validated', agencyId })).toHaveLength(1);
  });

  it('applies each real state: 3-D Secure awaited, a decline in 02 §8’s words; an unpaid intent is left waiting', async () => {
    const secure = await w.checkout();
    await w.payByCard(secure.payment.clientSecret, '4000002760003184');
    const declined = await w.checkout();
    await w.payByCard(declined.payment.clientSecret, '4000000000009995');
    const untouched = await w.checkout();

    expect(await fix()).toEqual({ checked: 3, fixed: 2 });
    expect(await w.payment(secure.payment.id)).toMatchObject({ status: 'PENDING', requiresAuthentication: true });
    expect(await w.payment(declined.payment.id)).toMatchObject({ status: 'ERROR', error: fr.PAYMENT_NOT_COLLECTED });
    expect(await w.payment(untouched.payment.id)).toMatchObject({ status: 'PENDING', requiresAuthentication: false });

    // The holder authenticates later; that event is lost too: the next fix validates it.
    w.stripe.completeAuthentication(secure.payment.clientSecret.split('_secret_')[0] ?? '', 'succeed');
    expect(await fix()).toEqual({ checked: 3, fixed: 1 });
    expect(await w.payment(secure.payment.id)).toMatchObject({ status: 'VALIDATED', invoiceStatus: 200 });
  });

  it('leaves a refunded payment in error: its intent succeeded, but Stripe refunded its charge', async () => {
    const { payment } = await w.checkout();
    await w.payByCard(payment.clientSecret);
    await fix();
    const intentId = payment.clientSecret.split('_secret_')[0] ?? '';
    await w.h.payments.stripe.refunds.create({ payment_intent: intentId });
    // Stripe's refund event, applied by the webhook's own code (the world's webhooks reach no one).
    const refunded = w.stripe.events.find(
      (event) => event.type === 'charge.refunded' && event.data.object.payment_intent === intentId,
    );
    // Read as billing's webhook reads it: signed, then verified and parsed by Stripe's own library.
    const body = JSON.stringify(refunded);
    const header = stripeSignatureHeader(body, TEST_STRIPE_WEBHOOK_SECRET);
    const event = w.h.payments.stripe.webhooks.constructEvent(body, header, TEST_STRIPE_WEBHOOK_SECRET);
    await applyProviderEvent(w.h.sql, event, w.h.logger);
    expect(await w.payment(payment.id)).toMatchObject({ status: 'ERROR', error: fr.PAYMENT_REFUNDED });

    expect((await fix()).fixed).toBe(0);
    expect(await w.payment(payment.id)).toMatchObject({ status: 'ERROR', invoiceStatus: 100 });
  });

  it('is written in the platform audit log, by whom', async () => {
    const superAdmin = await w.h.tokenFor(null, { role: 'super_admin', email: 'super@portail.test' });
    await fix(superAdmin);
    const lines = await w.h.asPlatform(
      (tx) => tx<{ action: string; actorEmail: string }[]>`
        select action, actor_email from platform_audit_log order by occurred_at desc, id desc limit 1`,
    );
    expect(lines).toEqual([{ action: 'GET /admin/payments-fix', actorEmail: 'super@portail.test' }]);
  });
});
