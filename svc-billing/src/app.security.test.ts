import { expect } from 'vitest';
import {
  BILLING_CALLS,
  CartCheckoutSchema,
  CatalogItemSchema,
  CustomerSchema,
  DiscountSchema,
} from '@portal/contracts';
import { startStripeFake } from '@portal/service-kit/fakes/stripe/index';
import { agencyRoutesSecuritySuite } from '@portal/service-kit/testing/agency-routes-security';
import { findAgency } from './agencies/repo.js';
import { cheque, CREDIT_NOTE_PATH, PAYMENTS_PATH } from './agency-invoices/testing/fixtures.js';
import { seedSubscriptionOffers, subscriptionOfferSeedId } from './seed/subscription-offers.js';
import { settingsStore } from './settings/repo.js';
import { startBillingHarness } from './testing/harness.js';
import {
  DOCUMENT_PARAM_ALIASES,
  DOCUMENT_ROUTE_BODIES,
  documentRouteParams,
} from './commercial-documents/security-fixtures.js';
import {
  PAYMENT_METHOD_LAPSED_PARAM_ALIASES,
  PAYMENT_METHOD_PARAM_ALIASES,
  PAYMENT_METHOD_ROUTE_BODIES,
  paymentMethodRouteParams,
} from './payment-methods/testing/security-fixtures.js';

/** Where the fake's API answers: the payment methods' set-ups are confirmed there (browser side). */
let stripeUrl = '';

/**
 * Every agency route of the app, read from Hono's own table, guarded as its contract says: a route
 * added later is covered without editing this file, and a route missing from contracts fails here.
 */
/** Billing with the local fake of Stripe (a third party), so that the cart's route pays for real. */
async function startWithStripe() {
  const stripe = await startStripeFake();
  stripeUrl = stripe.url;
  const h = await startBillingHarness({ stripeUrl: stripe.url });
  await seedSubscriptionOffers(h.sql);
  return {
    ...h,
    async close() {
      await h.close();
      await stripe.close();
    },
  };
}

const cart = { lines: [{ offerId: subscriptionOfferSeedId('pro'), quantity: 1 }], period: 'monthly' };

agencyRoutesSecuritySuite({
  start: startWithStripe,
  calls: BILLING_CALLS,
  callsName: 'BILLING_CALLS',
  body: { paymentTermDays: 45 },
  bodies: {
    'POST /agency/:agencyId/fetch/customers': {},
    'POST /agency/:agencyId/customer': { name: 'Client de la suite de sécurité' },
    'POST /agency/:agencyId/fetch/billable-lines': {},
    'POST /agency/:agencyId/fetch/billable-lines/by-customer': {},
    'POST /agency/:agencyId/fetch/catalog-items': {},
    'POST /agency/:agencyId/catalog-item': {
      designation: 'Article de la suite',
      unitPrice: '10.00',
      priceUnit: 'hour',
    },
    'POST /agency/:agencyId/fetch/discounts': {},
    'POST /agency/:agencyId/discount': { label: 'Remise de la suite', kind: 'discount', type: 'percent', value: '5' },
    'POST /agency/:agencyId/subscription/cart': cart,
    'POST /agency/:agencyId/fetch/agency-invoices': {},
    'POST /agency/:agencyId/fetch/agency-article-orders': {},
    'PATCH /agency/:agencyId/plan': { termination: 'requested' },
    ...DOCUMENT_ROUTE_BODIES,
    ...PAYMENT_METHOD_ROUTE_BODIES,
  },
  paramAliases: {
    ...DOCUMENT_PARAM_ALIASES,
    ...PAYMENT_METHOD_PARAM_ALIASES,
    // The agency invoice of the cart, not a commercial invoice.
    'GET /agency/:agencyId/agency-invoice/:invoiceId/pdf': { invoiceId: 'agencyInvoiceId' },
    'POST /agency/:agencyId/agency-invoice/:invoiceId/card-payment': { invoiceId: 'agencyInvoiceId' },
    // An invoice cancelled by a credit note: the credit note's PDF.
    'GET /agency/:agencyId/agency-invoice/:invoiceId/credit-note/pdf': { invoiceId: 'cancelledAgencyInvoiceId' },
    // An invoice of its own: a debit under way leaves no other payment open on its invoice.
    'POST /agency/:agencyId/agency-invoice/:invoiceId/sepa-payment': { invoiceId: 'sepaAgencyInvoiceId' },
  },
  lapsedParamAliases: {
    ...PAYMENT_METHOD_LAPSED_PARAM_ALIASES,
    'POST /agency/:agencyId/agency-invoice/:invoiceId/sepa-payment': { invoiceId: 'lapsedSepaAgencyInvoiceId' },
  },
  // A customer of the agency with one contact: what the customer routes read and change when allowed.
  params: async (h, agencyId) => {
    const created = await h.request('POST', `/agency/${agencyId}/customer`, {
      token: await h.tokenFor(agencyId),
      json: {
        name: 'Résidence de la suite',
        contacts: [{ firstName: 'Anne', lastName: 'Martin', email: 'anne.martin@example.fr' }],
      },
    });
    const customer = CustomerSchema.parse(created.body);
    // An article and a discount of the agency: what their deletions remove when allowed.
    const owner = { token: await h.tokenFor(agencyId) };
    const article = await h.request('POST', `/agency/${agencyId}/catalog-item`, {
      ...owner,
      json: { designation: 'Article de la suite', unitPrice: '10.00', priceUnit: 'hour' },
    });
    const discount = await h.request('POST', `/agency/${agencyId}/discount`, {
      ...owner,
      json: { label: 'Remise de la suite', kind: 'fee', type: 'amount', value: '35' },
    });
    const checkOut = async () =>
      CartCheckoutSchema.parse(
        (await h.request('POST', `/agency/${agencyId}/subscription/cart`, { ...owner, json: cart })).body,
      );
    const checkout = await checkOut();
    // A plan paid (a cheque the platform records): what PATCH plan terminates.
    const superAdmin = await h.tokenFor(null, { role: 'super_admin', email: 'admin@plateforme.test' });
    const paid = await h.request('POST', PAYMENTS_PATH, {
      token: superAdmin,
      json: cheque((await checkOut()).invoice),
    });
    expect(paid.status).toBe(201);
    const cancelled = (await checkOut()).invoice;
    const creditNote = await h.request('POST', CREDIT_NOTE_PATH, {
      token: superAdmin,
      json: { invoiceId: cancelled.id, reason: 'Commande en double' },
    });
    expect(creditNote.status).toBe(201);
    return {
      customerId: customer.id,
      contactId: customer.contacts[0]?.id ?? '',
      action: 'archive',
      catalogItemId: CatalogItemSchema.parse(article.body).id,
      discountId: DiscountSchema.parse(discount.body).id,
      // A card payment waiting for its confirmation, and the invoice of the cart.
      paymentId: checkout.payment.id,
      agencyInvoiceId: checkout.invoice.id,
      sepaAgencyInvoiceId: (await checkOut()).invoice.id,
      lapsedSepaAgencyInvoiceId: (await checkOut()).invoice.id,
      cancelledAgencyInvoiceId: cancelled.id,
      // A customer with estimates, invoices and a line to invoice.
      ...(await documentRouteParams(h, agencyId)),
      // Cards saved at Stripe: the default, others to set as the default and to delete.
      ...(await paymentMethodRouteParams(h, agencyId, stripeUrl)),
    };
  },
  settings: settingsStore,
  findAgency,
  expectUntouched: (settings) => expect(settings?.paymentTermDays).toBe(30),
});
