import { formatMessage, fr } from '@portal/contracts';
import { isApiError } from '@portal/kit';
import type { StripeJsError } from './stripe-js.js';

/** Stripe.js's refusal in 02 §8's words: 'Erreur Stripe : ' and its own (French) message. */
export const stripeRefusal = (error: StripeJsError) =>
  formatMessage('STRIPE_ERROR', { message: error.message ?? fr.PAYMENT_ERROR });

/** A failed call or load, as the dialog shows it. */
export const failureText = (failure: unknown) =>
  isApiError(failure) || failure instanceof Error ? failure.message : fr.UNKNOWN_ERROR;
