import { z } from 'zod';
import type { CallTable } from '../common/calls.js';
import { listResponseSchema } from '../common/paging.js';
import {
  AgencyInvoiceListRequestSchema,
  AgencyInvoiceSchema,
  CartCheckoutSchema,
  ModerationStateSchema,
  PaymentIntentStateSchema,
} from './agency-invoices.js';
import { SepaPaymentRequestSchema } from './payment-methods.js';
import { CartCheckoutRequestSchema } from './subscription-cart.js';
import { AgencyPlanStateSchema, PlanChangeRequestSchema } from './subscription-termination.js';

/**
 * The agency's own subscription on billing (agencySubscription, payments, 02 §2, §7): what it orders
 * and pays. All of them stay open to an agency whose subscription has run out (00 §2.1: the payment
 * pages), `withoutSubscription`.
 */
export const AGENCY_PAYMENT_CALLS = {
  /**
   * `POST subscription/cart`: the agency invoice of the cart (its lines copied from the offers) and
   * its payment: by card, whose client secret the screen confirms with the card (3-D Secure
   * included); or, `paymentMethod: 'SEPA'`, debited at once on the agency's default SEPA mandate
   * (409 SEPA_MANDATE_REQUIRED without one), validated when the bank settles it.
   * An offer that is not offered (hidden, deactivated, deleted, unknown) → 404 'Offre introuvable'.
   */
  cart: {
    method: 'POST',
    path: '/agency/:agencyId/subscription/cart',
    right: 'subscriptions.edit',
    body: CartCheckoutRequestSchema,
    response: CartCheckoutSchema,
    withoutSubscription: true,
  },
  /**
   * One of the agency's invoices awaiting payment paid by card from Mes factures (a renewal the bank
   * refused, a cart left unpaid): a new card payment of what remains due, whose client secret the
   * screen confirms as the cart's; the invoice's card payments still open at Stripe are cancelled
   * first. Another agency's or an unknown invoice → 404 'Facture introuvable'; one paid or cancelled
   * → 409.
   */
  payInvoice: {
    method: 'POST',
    path: '/agency/:agencyId/agency-invoice/:invoiceId/card-payment',
    right: 'subscriptions.edit',
    response: CartCheckoutSchema,
    withoutSubscription: true,
  },
  /**
   * The same invoice debited at once on one of the agency's SEPA mandates (the screen gives its
   * default; not one of its usable mandates → 404 'Moyen de paiement introuvable'); validated when the
   * bank settles the debit.
   */
  payInvoiceBySepa: {
    method: 'POST',
    path: '/agency/:agencyId/agency-invoice/:invoiceId/sepa-payment',
    right: 'subscriptions.edit',
    body: SepaPaymentRequestSchema,
    response: CartCheckoutSchema,
    withoutSubscription: true,
  },
  /** `GET subscriptions` (Dates d'abonnements): the plan running, its commitment and its termination. */
  subscription: {
    method: 'GET',
    path: '/agency/:agencyId/subscriptions',
    right: 'subscriptions.list',
    response: AgencyPlanStateSchema,
    withoutSubscription: true,
  },
  /**
   * `PATCH plan`: the running plan terminated (résiliation: it ends as the plan's terms say and is no
   * longer renewed), or that termination withdrawn before it takes effect. Idempotent: asked twice, the
   * first termination stands. No plan running → 409 SUBSCRIPTION_NOT_RUNNING.
   */
  plan: {
    method: 'PATCH',
    path: '/agency/:agencyId/plan',
    right: 'subscriptions.edit',
    body: PlanChangeRequestSchema,
    response: AgencyPlanStateSchema,
    withoutSubscription: true,
  },
  /** `GET payment-intent/{id}`: a payment's client secret and where it stands. */
  paymentIntent: {
    method: 'GET',
    path: '/agency/:agencyId/payment-intent/:paymentId',
    right: 'subscriptionInvoices.list',
    response: PaymentIntentStateSchema,
    withoutSubscription: true,
  },
  /** Mes factures: the agency's invoices from the platform, 20 per page, newest first. */
  invoices: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/agency-invoices',
    right: 'subscriptionInvoices.list',
    body: AgencyInvoiceListRequestSchema,
    response: listResponseSchema(AgencyInvoiceSchema),
    withoutSubscription: true,
  },
  /** One of the agency's invoices as a PDF (application/pdf); another agency's → 404 'Facture introuvable'. */
  invoicePdf: {
    method: 'GET',
    path: '/agency/:agencyId/agency-invoice/:invoiceId/pdf',
    right: 'subscriptionInvoices.list',
    response: z.instanceof(Blob),
    withoutSubscription: true,
  },
  /** The credit note that cancelled one of the agency's invoices, as a PDF; none → 404 'Avoir introuvable'. */
  creditNotePdf: {
    method: 'GET',
    path: '/agency/:agencyId/agency-invoice/:invoiceId/credit-note/pdf',
    right: 'subscriptionInvoices.list',
    response: z.instanceof(Blob),
    withoutSubscription: true,
  },
  /**
   * 02 §4 moderation: whether the agency's first invoice waits on a payment the platform has still to
   * see through (a SEPA debit being processed, a payment in validation): the portal then shows 'Votre
   * compte est en attente de modération.'.
   */
  moderation: {
    method: 'GET',
    path: '/agency/:agencyId/subscription/moderation',
    right: 'subscriptionInvoices.list',
    response: ModerationStateSchema,
    withoutSubscription: true,
  },
} as const satisfies CallTable;

/** Stripe's webhook (02 §7 `POST stripe`): public, each event verified by its signature. */
export const STRIPE_WEBHOOK_PATH = '/stripe';
export const StripeWebhookAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
