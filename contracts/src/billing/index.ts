export * from './settings-calls.js';
export * from './dashboard-calls.js';
export * from './audit-calls.js';
export * from './customers.js';
export * from './customer-calls.js';
export * from './billable-lines.js';
export * from './billable-line-calls.js';
export * from './pricing.js';
export * from './document-totals.js';
export * from './due-date.js';
export * from './commercial-documents.js';
export * from './due-invoices.js';
export * from './commercial-document-calls.js';
export * from './catalog.js';
export * from './catalog-calls.js';
export * from './discounts.js';
export * from './discount-calls.js';
export * from './subscription-offers.js';
export * from './subscription-termination.js';
export * from './subscription-offer-calls.js';
export * from './paid-period.js';
export * from './subscription-cart.js';
export * from './agency-invoices.js';
export * from './agency-payment-calls.js';
export * from './payment-methods.js';
export * from './platform-seller.js';
export * from './payment-method-calls.js';
export * from './agency-invoice-admin.js';
export * from './agency-invoice-admin-calls.js';
export * from './agency-article-orders.js';
export * from './agency-article-order-calls.js';

import { CUSTOMER_CALLS } from './customer-calls.js';
import { BILLABLE_LINE_CALLS } from './billable-line-calls.js';
import { BILLING_AUDIT_CALLS } from './audit-calls.js';
import { BILLING_DASHBOARD_CALLS } from './dashboard-calls.js';
import { BILLING_SETTINGS_CALLS } from './settings-calls.js';
import { CATALOG_CALLS } from './catalog-calls.js';
import { DISCOUNT_CALLS } from './discount-calls.js';
import { SUBSCRIPTION_OFFER_ADMIN_CALLS, SUBSCRIPTION_OFFER_CALLS } from './subscription-offer-calls.js';
import { AGENCY_PAYMENT_CALLS } from './agency-payment-calls.js';
import { PAYMENT_METHOD_CALLS, PAYMENTS_FIX_CALLS } from './payment-method-calls.js';
import { AGENCY_INVOICE_ADMIN_CALLS } from './agency-invoice-admin-calls.js';
import { AGENCY_ARTICLE_ORDER_CALLS, ARTICLE_ORDER_ADMIN_CALLS } from './agency-article-order-calls.js';
import { CUSTOMER_INVOICE_CALLS, ESTIMATE_CALLS, INVOICE_CALLS } from './commercial-document-calls.js';

/** Every call billing answers, for clients and for the suites that check each route's guard. */
export const BILLING_CALLS = [
  ...Object.values(BILLING_SETTINGS_CALLS),
  ...Object.values(BILLING_DASHBOARD_CALLS),
  ...Object.values(BILLING_AUDIT_CALLS),
  ...Object.values(CUSTOMER_CALLS),
  ...Object.values(BILLABLE_LINE_CALLS),
  ...Object.values(CATALOG_CALLS),
  ...Object.values(DISCOUNT_CALLS),
  ...Object.values(ESTIMATE_CALLS),
  ...Object.values(INVOICE_CALLS),
  ...Object.values(CUSTOMER_INVOICE_CALLS),
  ...Object.values(SUBSCRIPTION_OFFER_CALLS),
  ...Object.values(SUBSCRIPTION_OFFER_ADMIN_CALLS),
  ...Object.values(AGENCY_PAYMENT_CALLS),
  ...Object.values(PAYMENT_METHOD_CALLS),
  ...Object.values(PAYMENTS_FIX_CALLS),
  ...Object.values(AGENCY_INVOICE_ADMIN_CALLS),
  ...Object.values(AGENCY_ARTICLE_ORDER_CALLS),
  ...Object.values(ARTICLE_ORDER_ADMIN_CALLS),
] as const;
