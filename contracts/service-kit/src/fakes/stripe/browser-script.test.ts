import { chromium, type Browser, type Page } from 'playwright-core';
import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeFake, type StripeFake } from './index.js';
import { startPortalPage } from './testing/portal-page.js';
import { TEST_PUBLISHABLE_KEY, stripeFor } from './testing/stripe-clients.js';

/** What the page's calls resolve to, as Stripe.js shapes it. */
type Outcome = {
  paymentIntent?: { id: string; status: string };
  setupIntent?: { id: string; status: string; payment_method: string };
  error?: { type: string; code: string; decline_code?: string; message: string };
};

declare const window: {
  Stripe: (key: string, options: { locale: string }) => StripeJs;
  stripe: StripeJs;
  card: unknown;
  changes: { complete: boolean; error?: { message: string } }[];
};
type StripeJs = {
  elements(): {
    create(type: 'card'): { mount(target: string): void; on(event: string, handler: (e: never) => void): void };
  };
  confirmCardPayment(secret: string, data?: object): Promise<Outcome>;
  confirmCardSetup(secret: string, data?: object): Promise<Outcome>;
  confirmSepaDebitSetup(secret: string, data?: object): Promise<Outcome>;
  retrievePaymentIntent(secret: string): Promise<Outcome>;
};

describe('Stripe fake (a third party faked locally): its browser script in Chromium', () => {
  let fake: StripeFake;
  let stripe: Stripe;
  let browser: Browser;
  let portal: Awaited<ReturnType<typeof startPortalPage>>;
  let page: Page;

  beforeAll(async () => {
    fake = await startStripeFake();
    stripe = stripeFor(fake);
    portal = await startPortalPage('<!doctype html><html lang="fr"><body><div id="card"></div></body></html>');
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await portal.close();
    await fake.close();
  });

  beforeEach(async () => {
    page = await browser.newPage();
    await page.goto(portal.url);
    await page.addScriptTag({ url: fake.jsUrl });
    await page.evaluate((key) => {
      window.stripe = window.Stripe(key, { locale: 'fr' });
      const card = window.stripe.elements().create('card');
      window.changes = [];
      card.on('change', (event: never) => window.changes.push(event));
      card.mount('#card');
      window.card = card;
    }, TEST_PUBLISHABLE_KEY);
  });
  afterEach(() => page.close());

  async function typeCard(number: string) {
    await page.getByLabel('Numéro de carte').fill(number);
    await page.getByLabel("Date d'expiration").fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
  }

  const payWithCard = (clientSecret: string) =>
    page.evaluate(
      (secret) =>
        window.stripe.confirmCardPayment(secret, {
          payment_method: { card: window.card, billing_details: { name: 'Marie Durand' } },
        }),
      clientSecret,
    );

  async function newIntent() {
    const intent = await stripe.paymentIntents.create({
      amount: 12_900,
      currency: 'eur',
      allowed_payment_method_types: ['card'],
    });
    return { id: intent.id, clientSecret: intent.client_secret ?? '' };
  }

  it('reports a complete card, then pays after the 3-D Secure test page is completed', async () => {
    await typeCard('4000 0027 6000 3184');
    expect(await page.getByLabel('Numéro de carte').inputValue()).toBe('4000 0027 6000 3184');
    expect(await page.evaluate(() => window.changes.at(-1)?.complete)).toBe(true);
    const intent = await newIntent();

    const paying = payWithCard(intent.clientSecret);
    const challenge = page.getByRole('dialog', { name: '3D Secure 2 – Test Page' });
    await challenge.waitFor();
    await expect(challenge.textContent()).resolves.toMatch(/fake/);
    await challenge.getByRole('button', { name: 'Complete' }).click();

    expect(await paying).toEqual({ paymentIntent: expect.objectContaining({ id: intent.id, status: 'succeeded' }) });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(fake.paymentIntent(intent.id)?.status).toBe('succeeded');
  });

  it("resolves with the French authentication error when the payer clicks 'Fail'", async () => {
    await typeCard('4000002500003155');
    const intent = await newIntent();
    const paying = payWithCard(intent.clientSecret);
    await page.getByRole('button', { name: 'Fail' }).click();

    expect((await paying).error).toMatchObject({
      code: 'payment_intent_authentication_failure',
      message:
        'Nous ne parvenons pas à authentifier votre moyen de paiement. Veuillez choisir un autre moyen de paiement et réessayer.',
    });
    expect(fake.paymentIntent(intent.id)?.status).toBe('requires_payment_method');
  });

  it('resolves a declined card with its French message, and an incomplete one without calling', async () => {
    await page.getByLabel('Numéro de carte').fill('4242 4242');
    const intent = await newIntent();
    expect((await payWithCard(intent.clientSecret)).error).toMatchObject({
      type: 'validation_error',
      code: 'incomplete_number',
      message: 'Votre numéro de carte est incomplet.',
    });

    await typeCard('4000000000000002');
    expect((await payWithCard(intent.clientSecret)).error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Votre carte a été refusée.',
    });
    const retrieved = await page.evaluate((secret) => window.stripe.retrievePaymentIntent(secret), intent.clientSecret);
    expect(retrieved.paymentIntent).toMatchObject({ id: intent.id, status: 'requires_payment_method' });
  });

  it('saves a card and a SEPA mandate for a customer', async () => {
    const customer = await stripe.customers.create({ email: 'marie.durand@vigie.test' });
    await typeCard('4242424242424242');
    const cardSetup = await stripe.setupIntents.create({ customer: customer.id });
    const savedCard = await page.evaluate(
      (secret) => window.stripe.confirmCardSetup(secret, { payment_method: { card: window.card } }),
      cardSetup.client_secret ?? '',
    );
    expect(savedCard.setupIntent).toMatchObject({ id: cardSetup.id, status: 'succeeded' });

    const sepaSetup = await stripe.setupIntents.create({
      customer: customer.id,
      allowed_payment_method_types: ['sepa_debit'],
    });
    const savedMandate = await page.evaluate(
      (secret) =>
        window.stripe.confirmSepaDebitSetup(secret, {
          payment_method: {
            sepa_debit: { iban: 'FR1420041010050500013M02606' },
            billing_details: { name: 'Marie Durand', email: 'marie.durand@vigie.test' },
          },
        }),
      sepaSetup.client_secret ?? '',
    );
    expect(savedMandate.setupIntent).toMatchObject({ id: sepaSetup.id, status: 'succeeded' });
    const saved = await stripe.paymentMethods.list({ customer: customer.id });
    expect(saved.data.map((pm) => pm.type).sort()).toEqual(['card', 'sepa_debit']);
  });
});
