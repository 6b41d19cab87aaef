import Stripe from 'stripe';

export const TEST_SECRET_KEY = 'sk_test_portal_billing';
export const TEST_PUBLISHABLE_KEY = 'pk_test_portal_billing';

/** The official library pointed at the fake, as the billing service configures it. */
export function stripeFor(fake: { port: number }, secretKey = TEST_SECRET_KEY): Stripe {
  return new Stripe(secretKey, {
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

/** What the browser script sends: Stripe's form encoding with brackets. */
function encode(value: unknown, prefix: string, pairs: URLSearchParams): URLSearchParams {
  if (value === undefined || value === null) return pairs;
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) encode(item, prefix ? `${prefix}[${key}]` : key, pairs);
  } else {
    pairs.append(prefix, String(value));
  }
  return pairs;
}

/**
 * The browser's side of a payment (what Stripe.js does with the publishable key and the client secret):
 * confirms the intent of `clientSecret` with `params`. Returns the status and the JSON answer.
 */
export async function confirmFromBrowser(
  fake: { url: string },
  clientSecret: string,
  params: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> & { error?: Record<string, unknown> } }> {
  const id = clientSecret.split('_secret_')[0] ?? '';
  const kind = id.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
  const response = await fetch(`${fake.url}/v1/${kind}/${id}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_PUBLISHABLE_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: encode({ ...params, client_secret: clientSecret }, '', new URLSearchParams()).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** `payment_method_data` for a test card typed in the browser. */
export function cardData(number: string, name = 'Marie Durand') {
  return {
    type: 'card',
    card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
    billing_details: { name },
  };
}

/** `payment_method_data` for a SEPA mandate typed in the browser. */
export function sepaData(iban: string) {
  return {
    type: 'sepa_debit',
    sepa_debit: { iban },
    billing_details: { name: 'Marie Durand', email: 'marie.durand@vigie.test' },
  };
}
