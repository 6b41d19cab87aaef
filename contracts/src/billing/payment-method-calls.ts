import type { CallTable } from '../common/calls.js';
import {
  AgencyPaymentMethodsSchema,
  PaymentMethodSetupRequestSchema,
  PaymentMethodSetupSchema,
  PaymentsFixResultSchema,
} from './payment-methods.js';

/**
 * The agency's payment methods on billing (payments/methods, 02 §2, §7), read from Stripe: open to an
 * agency whose subscription has run out (the payment pages), `withoutSubscription`. Another agency's
 * method, or one Stripe no longer holds → 404 'Moyen de paiement introuvable'.
 */
export const PAYMENT_METHOD_CALLS = {
  /** `GET payment-methods`: the cards and SEPA mandates, the default first. */
  list: {
    method: 'GET',
    path: '/agency/:agencyId/payment-methods',
    right: 'paymentMethods.list',
    response: AgencyPaymentMethodsSchema,
    withoutSubscription: true,
  },
  /**
   * A Stripe set-up intent for a card or a SEPA mandate (the role 02 §7's `GET card-details` played):
   * its client secret, which Stripe.js confirms with the card element or the IBAN (201).
   */
  setup: {
    method: 'POST',
    path: '/agency/:agencyId/payment-methods/setup',
    right: 'paymentMethods.create',
    body: PaymentMethodSetupRequestSchema,
    response: PaymentMethodSetupSchema,
    withoutSubscription: true,
  },
  /**
   * `POST default-payment-methods/{id}`: the default becomes this method; already the default → 409
   * 'Ce moyen de paiement est déjà utilisé par défaut.' (a warning); an expired card → 409.
   */
  setDefault: {
    method: 'POST',
    path: '/agency/:agencyId/default-payment-methods/:methodId',
    right: 'paymentMethods.edit',
    response: AgencyPaymentMethodsSchema,
    withoutSubscription: true,
  },
  /**
   * `POST payment-methods/{id}/delete`: detached from the agency's customer at Stripe; the default →
   * 409 'Vous ne pouvez pas supprimer votre moyen de paiement par défaut.'
   */
  delete: {
    method: 'POST',
    path: '/agency/:agencyId/payment-methods/:methodId/delete',
    right: 'paymentMethods.delete',
    response: AgencyPaymentMethodsSchema,
    withoutSubscription: true,
  },
} as const satisfies CallTable;

/**
 * `GET payments-fix` (02 §6 'Fix payment errors', shown to admins): every agency payment in error,
 * pending or processing with a Stripe intent is read again from Stripe and its real state applied as
 * Stripe's event would have (a lost webhook repaired). Support and super admin, platform scope.
 */
export const PAYMENTS_FIX_CALLS = {
  fix: {
    method: 'GET',
    path: '/admin/payments-fix',
    roles: ['support', 'super_admin'],
    response: PaymentsFixResultSchema,
  },
} as const satisfies CallTable;
