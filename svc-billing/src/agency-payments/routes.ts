import { Hono, type Context } from 'hono';
import type Stripe from 'stripe';
import { AGENCY_PAYMENT_CALLS, STRIPE_WEBHOOK_PATH } from '@portal/contracts';
import {
  AppError,
  authenticate,
  requireRight,
  requireTenant,
  scopeOf,
  validate,
  type AppEnv,
} from '@portal/service-kit';
import { idParam, provisionedAgency } from '../customers/guards.js';
import type { BillingDeps } from '../deps.js';
import { applyProviderEvent } from './apply-provider-event.js';
import { checkoutCart, type Buyer } from './checkout-cart.js';
import { findAgencyInvoices, getPaymentIntentState } from './find-agency-invoices.js';
import { moderationStateOf } from './moderation.js';
import { payAgencyInvoiceByCard, payAgencyInvoiceBySepa } from './pay-agency-invoice.js';

const { cart, payInvoice, payInvoiceBySepa, paymentIntent, invoices, moderation } = AGENCY_PAYMENT_CALLS;

/** Who pays: the agency of the path, and the signed-in user. */
function buyerOf(c: Context<AppEnv>): Buyer {
  const session = c.get('session');
  return { agencyId: c.req.param('agencyId') ?? '', userId: session.userId, email: session.email };
}

/**
 * The agency's subscription on billing (AGENCY_PAYMENT_CALLS): its cart, its payments and invoices,
 * open without a valid subscription (the payment pages); and Stripe's webhook, public, each event
 * verified by its signature before anything is read from it.
 */
export function agencyPaymentsRoutes(deps: BillingDeps) {
  const auth = authenticate(deps.verify, { subscription: 'optional' });
  const agency = provisionedAgency(deps.sql);
  return new Hono<AppEnv>()
    .post(cart.path, auth, requireTenant, requireRight(cart.right), agency, validate('json', cart.body), async (c) => {
      return c.json(await checkoutCart(deps, buyerOf(c), c.req.valid('json')), 201);
    })
    .post(
      payInvoice.path,
      auth,
      requireTenant,
      requireRight(payInvoice.right),
      agency,
      idParam('invoiceId', 'AGENCY_INVOICE_NOT_FOUND'),
      async (c) => c.json(await payAgencyInvoiceByCard(deps, buyerOf(c), c.req.param('invoiceId')), 201),
    )
    .post(
      payInvoiceBySepa.path,
      auth,
      requireTenant,
      requireRight(payInvoiceBySepa.right),
      agency,
      idParam('invoiceId', 'AGENCY_INVOICE_NOT_FOUND'),
      validate('json', payInvoiceBySepa.body),
      async (c) =>
        c.json(await payAgencyInvoiceBySepa(deps, buyerOf(c), c.req.param('invoiceId'), c.req.valid('json')), 201),
    )
    .get(
      paymentIntent.path,
      auth,
      requireTenant,
      requireRight(paymentIntent.right),
      agency,
      idParam('paymentId', 'PAYMENT_NOT_FOUND'),
      async (c) => c.json(await getPaymentIntentState(deps.sql, scopeOf(c.get('session')), c.req.param('paymentId'))),
    )
    .post(
      invoices.path,
      auth,
      requireTenant,
      requireRight(invoices.right),
      agency,
      validate('json', invoices.body),
      async (c) => c.json(await findAgencyInvoices(deps.sql, scopeOf(c.get('session')), c.req.valid('json'))),
    )
    .get(moderation.path, auth, requireTenant, requireRight(moderation.right), agency, async (c) =>
      c.json(await moderationStateOf(deps.sql, scopeOf(c.get('session')))),
    )
    .post(STRIPE_WEBHOOK_PATH, async (c) => {
      const raw = await c.req.text();
      let event: Stripe.Event;
      try {
        event = deps.payments.stripe.webhooks.constructEvent(
          raw,
          c.req.header('stripe-signature') ?? '',
          deps.payments.webhookSecret,
        );
      } catch {
        throw new AppError('STRIPE_SIGNATURE_INVALID');
      }
      const { duplicate } = await applyProviderEvent(deps.sql, event, deps.logger);
      return c.json({ received: true as const, duplicate });
    });
}
