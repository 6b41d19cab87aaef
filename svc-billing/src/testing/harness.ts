import { fileURLToPath } from 'node:url';
import { DEMO_PLATFORM_SELLER, type DocumentParty } from '@portal/contracts';
import { createSmtpMailer } from '@portal/service-kit/mail/smtp-mailer';
import { startAgencyServiceHarness, withAgencyEvents } from '@portal/service-kit/testing/agency-service-harness';
import { startSmtpCapture } from '@portal/service-kit/testing/smtp-capture';
import { AGENCY_PROVISIONING_DURABLE, agencyEventHandlers, startAgencyProvisioning } from '../agencies/events.js';
import { createPaymentProvider } from '../agency-payments/payment-provider.js';
import { createApp } from '../app.js';
import { SERVICE_NAME } from '../deps.js';

/** The secret the tests' Stripe webhooks are signed with. */
export const TEST_STRIPE_WEBHOOK_SECRET = 'whsec_billing_tests';

/**
 * Stripe for tests: the official client pointed at the local fake of Stripe a test started, or, for
 * the tests that never pay, at an address where nothing answers.
 */
export function testPaymentProvider(stripeUrl = 'http://127.0.0.1:9') {
  return createPaymentProvider({
    secretKey: 'sk_test_billing_tests',
    webhookSecret: TEST_STRIPE_WEBHOOK_SECRET,
    apiUrl: stripeUrl,
  });
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * Billing on a database of its own, with tokens signed by a key of the test's own, its mails going
 * to an SMTP server of the test's own (`mails`: what it received), for one test file.
 */
export async function startBillingHarness(options: { stripeUrl?: string; platformSeller?: DocumentParty } = {}) {
  const platformSeller = options.platformSeller ?? DEMO_PLATFORM_SELLER;
  const smtp = await startSmtpCapture();
  const mailer = createSmtpMailer(smtp.url, 'Portail <no-reply@portail.test>');
  const payments = testPaymentProvider(options.stripeUrl);
  const harness = await startAgencyServiceHarness({
    service: SERVICE_NAME,
    migrationsDir: MIGRATIONS_DIR,
    createApp: (deps) => createApp({ ...deps, mailer, payments, platformSeller }),
    agencyHandlers: agencyEventHandlers,
  });
  return {
    ...harness,
    mails: smtp.mails,
    mailer,
    payments,
    async close() {
      mailer.close();
      await smtp.close();
      await harness.close();
    },
  };
}
export type BillingHarness = Awaited<ReturnType<typeof startBillingHarness>>;

/**
 * The harness plus a real nats-server, billing's provisioning consumer on it, and an identity
 * stand-in publishing through the kit's outbox and relay.
 */
export async function startBillingEventsHarness() {
  return withAgencyEvents(await startBillingHarness(), {
    durable: AGENCY_PROVISIONING_DURABLE,
    start: startAgencyProvisioning,
  });
}
export type BillingEventsHarness = Awaited<ReturnType<typeof startBillingEventsHarness>>;
