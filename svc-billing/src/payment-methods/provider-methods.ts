import type Stripe from 'stripe';
import {
  isCardExpired,
  type AgencyPaymentMethods,
  type PaymentMethod,
  type PaymentMethodType,
  type SavedPaymentMethodType,
} from '@portal/contracts';
import { AppError } from '@portal/service-kit';

/** Stripe's type of a saved method, in our words (02 §4); others (none are set up here) are left out. */
export function savedTypeOf(type: string): SavedPaymentMethodType | undefined {
  if (type === 'card') return 'CARD';
  if (type === 'sepa_debit') return 'SEPA';
  return undefined;
}

/** An expandable field of a Stripe object: its id whether it came expanded or not. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** A call to Stripe whose failure is 502 'Erreur Stripe : {message}' (02 §8), the provider's words kept. */
export async function atStripe<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new AppError('STRIPE_ERROR', { params: { message }, internal: `${what}: ${message}` });
  }
}

/** Every card and SEPA mandate attached to the customer at Stripe, newest first (Stripe's order). */
export async function listProviderMethods(stripe: Stripe, customerId: string): Promise<Stripe.PaymentMethod[]> {
  const methods = await atStripe(`payment methods of ${customerId}`, () =>
    stripe.customers.listPaymentMethods(customerId, { limit: 100 }).autoPagingToArray({ limit: 1000 }),
  );
  return methods.filter((method) => savedTypeOf(method.type) !== undefined);
}

/** A Stripe payment method as the screen shows it, without its default flag. */
export function methodRow(
  method: Stripe.PaymentMethod,
  mandates: Map<string, string>,
): Omit<PaymentMethod, 'isDefault'> {
  const type = savedTypeOf(method.type) ?? 'CARD';
  const holderName = method.billing_details?.name ?? null;
  if (type === 'CARD') {
    const card = {
      brand: method.card?.brand ?? 'unknown',
      last4: method.card?.last4 ?? '',
      expMonth: method.card?.exp_month ?? 0,
      expYear: method.card?.exp_year ?? 0,
      holderName,
    };
    return { id: method.id, type, enabled: !isCardExpired(card), card, sepa: null };
  }
  return {
    id: method.id,
    type,
    enabled: true,
    card: null,
    sepa: {
      last4: method.sepa_debit?.last4 ?? '',
      bankCode: method.sepa_debit?.bank_code ?? null,
      country: method.sepa_debit?.country ?? null,
      mandateReference: mandates.get(method.id) ?? null,
      holderName,
    },
  };
}

/**
 * Which method is the default: the one billing keeps while Stripe still holds it; otherwise (none
 * chosen yet, or Stripe's events not arrived, or it was detached) the oldest usable one, the first
 * saved. A cheque chosen as the default type (02 §3) leaves every saved method aside.
 */
export function resolveDefault<M extends { id: string; enabled: boolean }>(
  methods: readonly M[],
  stored: { id: string | null; type: PaymentMethodType | null },
): M | undefined {
  if (stored.type === 'CHECK') return undefined;
  const kept = methods.find((method) => method.id === stored.id);
  if (kept) return kept;
  return methods.filter((method) => method.enabled).at(-1);
}

/** The screen's list: the default first, then Stripe's order (newest first). */
export function paymentMethodsView(
  rows: readonly Omit<PaymentMethod, 'isDefault'>[],
  defaultId: string | null,
  storedType: PaymentMethodType | null,
): AgencyPaymentMethods {
  const methods = rows.map((row) => ({ ...row, isDefault: row.id === defaultId }));
  const first = methods.filter((method) => method.isDefault);
  const defaultType = first[0]?.type ?? (storedType === 'CHECK' ? 'CHECK' : null);
  return { defaultType, methods: [...first, ...methods.filter((method) => !method.isDefault)] };
}
