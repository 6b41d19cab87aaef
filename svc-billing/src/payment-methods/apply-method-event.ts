import type Stripe from 'stripe';
import { SavedPaymentMethodTypeSchema, type SavedPaymentMethodType } from '@portal/contracts';
import type { Logger, Tx } from '@portal/service-kit';
import { idOf, savedTypeOf } from './provider-methods.js';
import {
  clearDefaultIf,
  findBillingAccountByCustomer,
  markPaymentMethodDetached,
  recordPaymentMethod,
  setDefaultIfNone,
} from './repo.js';

export type MethodEventOutcome = 'applied' | 'ignored-type' | 'unknown-customer' | 'foreign';

/** The agency whose Stripe customer this is, with its account row locked. */
async function accountOf(tx: Tx, customer: string | { id: string } | null) {
  const customerId = idOf(customer);
  return customerId ? findBillingAccountByCustomer(tx, customerId) : undefined;
}

async function saved(
  tx: Tx,
  agencyId: string,
  method: { id: string; type: SavedPaymentMethodType; mandateReference: string | null },
) {
  await recordPaymentMethod(tx, { ...method, agencyId });
  // The first method saved becomes the default (02 §4 'Payment items and methods').
  await setDefaultIfNone(tx, agencyId, method);
}

async function setupSucceeded(tx: Tx, setup: Stripe.SetupIntent, logger: Logger): Promise<MethodEventOutcome> {
  const methodId = idOf(setup.payment_method);
  const account = await accountOf(tx, setup.customer);
  if (!methodId || !account) return 'unknown-customer';
  if (setup.metadata?.agencyId !== account.agencyId) {
    logger.warn({ setupIntentId: setup.id, agencyId: account.agencyId }, 'set-up of another agency');
    return 'foreign';
  }
  const type =
    SavedPaymentMethodTypeSchema.safeParse(setup.metadata?.type).data ??
    savedTypeOf(setup.payment_method_types[0] ?? '') ??
    'CARD';
  await saved(tx, account.agencyId, { id: methodId, type, mandateReference: idOf(setup.mandate) });
  return 'applied';
}

async function methodAttached(tx: Tx, method: Stripe.PaymentMethod): Promise<MethodEventOutcome> {
  const type = savedTypeOf(method.type);
  if (!type) return 'ignored-type';
  const account = await accountOf(tx, method.customer);
  if (!account) return 'unknown-customer';
  await saved(tx, account.agencyId, { id: method.id, type, mandateReference: null });
  return 'applied';
}

async function methodDetached(tx: Tx, method: Stripe.PaymentMethod): Promise<MethodEventOutcome> {
  await markPaymentMethodDetached(tx, method.id);
  // A default detached at Stripe (not through the portal, which refuses it) is forgotten: the next
  // read makes the oldest remaining method the default.
  await clearDefaultIf(tx, method.id);
  return 'applied';
}

/**
 * A verified Stripe event about a payment method, in the transaction that records the event once
 * (`applyProviderEvent`): a set-up that succeeded or a method attached is copied (its agency found by
 * the Stripe customer, the set-up's metadata checked against it) and becomes the default if the agency
 * has none; a method detached is marked and stops being the default.
 */
export async function applyPaymentMethodEvent(
  tx: Tx,
  event: Stripe.Event,
  logger: Logger,
): Promise<MethodEventOutcome> {
  switch (event.type) {
    case 'setup_intent.succeeded':
      return setupSucceeded(tx, event.data.object, logger);
    case 'payment_method.attached':
      return methodAttached(tx, event.data.object);
    case 'payment_method.detached':
      return methodDetached(tx, event.data.object);
    default:
      return 'ignored-type';
  }
}
