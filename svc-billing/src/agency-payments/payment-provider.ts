import Stripe from 'stripe';

/**
 * The card and SEPA payment provider (Stripe, through its official library): the client, and the
 * secret its webhooks are signed with. `apiUrl` points the client at another address than Stripe's
 * (the local fake of tests and `npm start` without test keys).
 */
export type PaymentProvider = { stripe: Stripe; webhookSecret: string };

export function createPaymentProvider(options: {
  secretKey: string;
  webhookSecret: string;
  apiUrl?: string | undefined;
}): PaymentProvider {
  const url = options.apiUrl ? new URL(options.apiUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  return { stripe, webhookSecret: options.webhookSecret };
}
