import { BILLING_AUDIT_CALLS, BILLING_SETTINGS_CALLS } from '@portal/contracts';
import { auditRoutes, createHttpApp, settingsRoutes } from '@portal/service-kit';
import { articleOrdersRoutes } from './agency-article-orders/routes.js';
import { agencyInvoicesRoutes } from './agency-invoices/routes.js';
import { agencyPaymentsRoutes } from './agency-payments/routes.js';
import { agencyTerminationsRoutes } from './agency-terminations/routes.js';
import { requireProvisionedAgency } from './agencies/require-agency.js';
import { billableLinesRoutes } from './billable-lines/routes.js';
import { commercialDocumentsRoutes } from './commercial-documents/routes.js';
import { catalogRoutes } from './catalog/routes.js';
import { customersRoutes } from './customers/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { discountsRoutes } from './discounts/routes.js';
import { paymentMethodsRoutes } from './payment-methods/routes.js';
import { paymentsFixRoutes } from './payments-fix/routes.js';
import { SERVICE_NAME, type BillingDeps } from './deps.js';
import { settingsStore } from './settings/repo.js';
import { subscriptionOffersRoutes } from './subscription-offers/routes.js';

/** Billing's HTTP app: every route of the service, no listen. */
export function createApp(deps: BillingDeps) {
  const app = createHttpApp({ ...deps.http, service: SERVICE_NAME, logger: deps.logger, ready: deps.ready });
  for (const routes of [
    // The agency's commercial documents settings (params/commercial-docs).
    settingsRoutes({ ...deps, service: SERVICE_NAME, calls: BILLING_SETTINGS_CALLS, store: settingsStore }),
    dashboardRoutes(deps),
    // What support did in billing while acting as the agency: for the owner and the platform.
    auditRoutes({ ...deps, call: BILLING_AUDIT_CALLS.list, requireAgency: requireProvisionedAgency }),
    // Customers and prospects with their contacts (customers screen).
    customersRoutes(deps),
    // Lines of the finished services waiting to be invoiced (facturation/a-facturer).
    billableLinesRoutes(deps),
    // The article catalogue (serviceCatalog) and the discounts and fees (discountList).
    catalogRoutes(deps),
    discountsRoutes(deps),
    // Estimates, invoices and credit notes (devis, factures) and the customer's own (customerInvoices).
    commercialDocumentsRoutes(deps),
    // The platform's offers to agencies (administration/agencySubscriptionOffers) and what an agency may buy.
    subscriptionOffersRoutes(deps),
    // The agency's own cart, payments and invoices (agencySubscription, payments) and Stripe's webhook.
    agencyPaymentsRoutes(deps),
    // The plan running and its termination (agencySubscription/subscriptions).
    agencyTerminationsRoutes(deps),
    // The agency's cards and SEPA mandates at Stripe (payments/methods), and support's payments fix.
    paymentMethodsRoutes(deps),
    paymentsFixRoutes(deps),
    // Every agency's invoices for the platform (administration/agencyInvoices) and an agency's own PDF.
    agencyInvoicesRoutes(deps),
    // The articles bought, to deliver: the platform's list (adminAgencyArticleOrders) and the agency's (payments).
    articleOrdersRoutes(deps),
  ]) {
    app.route('/', routes);
  }
  return app;
}
