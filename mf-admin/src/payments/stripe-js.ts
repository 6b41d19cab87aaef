import { DIALOG_LOAD_TIMEOUT_MS, fr } from '@portal/contracts';
import { portalConfig } from '@portal/kit';

/*
 * Stripe.js (v3), loaded on demand from the address `portal.config.json` gives (`stripe.jsUrl`:
 * Stripe's own, or the local fake's `/v3/` in tests and `npm start`) with its publishable key. The
 * page's Content-Security-Policy allows that origin (kit `security-headers.ts`). Only what the
 * portal uses is typed here, by hand: the card element, the card and SEPA set-ups, the card payment.
 */

/** Stripe.js's refusal (`{ error }`), already in French with `locale: 'fr'`. */
export type StripeJsError = {
  type: string;
  code?: string;
  decline_code?: string;
  message?: string;
};

export type StripeIntentLike = {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  status: string;
  payment_method?: string | null;
};

export type StripeSetupResult =
  { setupIntent: StripeIntentLike; error?: undefined } | { setupIntent?: undefined; error: StripeJsError };
export type StripePaymentResult =
  { paymentIntent: StripeIntentLike; error?: undefined } | { paymentIntent?: undefined; error: StripeJsError };

/** What the card element reports as it is typed in. */
export type StripeCardChange = { complete: boolean; empty: boolean; brand?: string; error?: StripeJsError };

export type StripeCardElementLike = {
  mount(target: string | HTMLElement): void;
  destroy(): void;
  focus(): void;
  clear(): void;
  on(event: 'change', handler: (change: StripeCardChange) => void): StripeCardElementLike;
  on(event: 'ready' | 'focus' | 'blur', handler: () => void): StripeCardElementLike;
};

export type StripeElementsLike = {
  create(type: 'card', options?: { hidePostalCode?: boolean; style?: Record<string, unknown> }): StripeCardElementLike;
};

export type StripeBillingDetails = { name?: string; email?: string };

export type StripeLike = {
  elements(options?: { locale?: string }): StripeElementsLike;
  /** Saves a card for later payments (3-D Secure handled by Stripe.js when the bank asks for it). */
  confirmCardSetup(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElementLike; billing_details?: StripeBillingDetails } },
  ): Promise<StripeSetupResult>;
  /** Saves a SEPA mandate: the IBAN, the holder's name and e-mail (Stripe requires both). */
  confirmSepaDebitSetup(
    clientSecret: string,
    data: {
      payment_method: { sepa_debit: { iban: string }; billing_details: Required<StripeBillingDetails> };
    },
  ): Promise<StripeSetupResult>;
  /** Pays a payment intent with the card typed in, or a saved payment method's id. */
  confirmCardPayment(
    clientSecret: string,
    data?: {
      payment_method?: string | { card: StripeCardElementLike; billing_details?: StripeBillingDetails };
      setup_future_usage?: 'off_session' | 'on_session';
    },
    options?: { handleActions?: boolean },
  ): Promise<StripePaymentResult>;
  /** The 3-D Secure authentication of a payment that asks for it. */
  handleCardAction(clientSecret: string): Promise<StripePaymentResult>;
  retrievePaymentIntent(clientSecret: string): Promise<StripePaymentResult>;
};

type StripeFactory = (publishableKey: string, options?: { locale?: string }) => StripeLike;

/**
 * Stripe.js could not be had: the config names none (`not-configured`), the script failed to load
 * or did not define `Stripe` (`load-failed`), or took longer than a dialog may (`timeout`, 02 §9).
 * Its message is the French one of a dialog that did not load (02 §8).
 */
export class StripeJsUnavailableError extends Error {
  constructor(readonly reason: 'not-configured' | 'load-failed' | 'timeout') {
    super(fr.DIALOG_LOAD_FAILED);
    this.name = 'StripeJsUnavailableError';
  }
}

const SCRIPT_MARK = 'data-portal-stripe-js';

declare global {
  /** What Stripe.js defines once loaded (its `Stripe(publishableKey, options)` factory). */
  interface Window {
    Stripe?: StripeFactory;
  }
}

const stripeFactory = () => window.Stripe;

function injectScript(url: string, timeoutMs: number): Promise<StripeFactory> {
  return new Promise((resolve, reject) => {
    // A script left by a failed or timed-out attempt is replaced: the next attempt loads afresh.
    document.querySelector(`script[${SCRIPT_MARK}]`)?.remove();
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.setAttribute(SCRIPT_MARK, '');
    const timer = window.setTimeout(() => reject(new StripeJsUnavailableError('timeout')), timeoutMs);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      const factory = stripeFactory();
      if (factory) resolve(factory);
      else reject(new StripeJsUnavailableError('load-failed'));
    });
    script.addEventListener('error', () => {
      window.clearTimeout(timer);
      reject(new StripeJsUnavailableError('load-failed'));
    });
    document.head.append(script);
  });
}

let loading: Promise<StripeLike> | undefined;

/**
 * Stripe.js with the portal's publishable key, in French: the script is loaded the first time it is
 * asked for, then the same instance is returned. A failure is not kept: the next call tries again.
 */
export function loadStripeJs(options: { timeoutMs?: number } = {}): Promise<StripeLike> {
  loading ??= (async () => {
    const config = portalConfig().stripe;
    if (!config) throw new StripeJsUnavailableError('not-configured');
    const factory = stripeFactory() ?? (await injectScript(config.jsUrl, options.timeoutMs ?? DIALOG_LOAD_TIMEOUT_MS));
    return factory(config.publishableKey, { locale: 'fr' });
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Forgets the instance (tests, or a config whose key changed). */
export function resetStripeJs(): void {
  loading = undefined;
}
