import { startStripeFake } from '@portal/service-kit/fakes/stripe/index';

/** What billing and the portal are given to take payments (README, "Payments"). */
export type StripeSetup = {
  /** Billing's environment: its secret key, webhook secret and, for the fake, the API's address. */
  billingEnv: Record<string, string>;
  /** The portal's: where Stripe.js is loaded from and its publishable key. */
  portalEnv: { STRIPE_JS_URL: string; STRIPE_PUBLISHABLE_KEY: string };
  /** Tells the fake where billing's webhook listens (real Stripe is told by `stripe listen`). */
  connectWebhooks(billingUrl: string): void;
  description: string;
  stop(): Promise<void>;
};

const FAKE_SECRET_KEY = 'sk_test_local_fake';
const FAKE_PUBLISHABLE_KEY = 'pk_test_local_fake';
const FAKE_WEBHOOK_SECRET = 'whsec_local_fake';

/**
 * Stripe for `npm start`: with STRIPE_SECRET_KEY (and STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET)
 * the real test mode; otherwise the local fake of Stripe the tests use (a third party faked: its
 * test cards, its 3-D Secure page, its signed webhooks), in this process.
 */
export async function setUpStripe(config: {
  secretKey?: string | undefined;
  publishableKey?: string | undefined;
  webhookSecret?: string | undefined;
  fakePort: number;
}): Promise<StripeSetup> {
  if (config.secretKey) {
    if (!config.publishableKey || !config.webhookSecret) {
      throw new Error('STRIPE_SECRET_KEY needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (README, "Payments")');
    }
    return {
      billingEnv: { STRIPE_SECRET_KEY: config.secretKey, STRIPE_WEBHOOK_SECRET: config.webhookSecret },
      portalEnv: { STRIPE_JS_URL: 'https://js.stripe.com/v3/', STRIPE_PUBLISHABLE_KEY: config.publishableKey },
      connectWebhooks: () => undefined,
      description: 'Stripe test mode (webhooks through `stripe listen`)',
      stop: async () => undefined,
    };
  }
  const fake = await startStripeFake({ port: config.fakePort });
  return {
    billingEnv: {
      STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    },
    portalEnv: { STRIPE_JS_URL: fake.jsUrl, STRIPE_PUBLISHABLE_KEY: FAKE_PUBLISHABLE_KEY },
    connectWebhooks: (billingUrl) => fake.addWebhookEndpoint(`${billingUrl}/stripe`, FAKE_WEBHOOK_SECRET),
    description: `local fake ${fake.url} (card 4242 4242 4242 4242; 3-D Secure: 4000 0027 6000 3184)`,
    stop: () => fake.close(),
  };
}
