import type { Charge, Customer, PaymentIntent, PaymentMethod, Refund, SetupIntent, StripeObject } from './objects.js';

/** What the browser typed, kept beside the payment method (Stripe keeps it, never answers it). */
export type PaymentMethodSource = { cardNumber: string } | { iban: string };

/** The fake's whole state, in memory, gone with the process. */
export class StripeFakeStore {
  readonly customers = new Map<string, Customer>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly setupIntents = new Map<string, SetupIntent>();
  readonly charges = new Map<string, Charge>();
  readonly refunds = new Map<string, Refund>();
  readonly sources = new Map<string, PaymentMethodSource>();
  /** Payment methods a set-up intent has authenticated for later payments off session. */
  readonly setUpForOffSession = new Set<string>();

  /** Any object by its id, whatever its kind (for `expand`). */
  find(id: string): StripeObject | undefined {
    return (
      this.customers.get(id) ??
      this.paymentMethods.get(id) ??
      this.paymentIntents.get(id) ??
      this.setupIntents.get(id) ??
      this.charges.get(id) ??
      this.refunds.get(id)
    );
  }
}
