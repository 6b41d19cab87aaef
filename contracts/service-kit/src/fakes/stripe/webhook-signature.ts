import { createHmac } from 'node:crypto';

/**
 * The `Stripe-Signature` header as Stripe writes it: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" keyed by the endpoint's secret>`, which `stripe.webhooks.constructEvent` checks.
 */
export function stripeSignatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
