import { Hono } from 'hono';
import type { AppEnv } from '@portal/service-kit';
import type { BillingDeps } from '../deps.js';
import { customerInvoiceRoutes } from './customer-invoice-routes.js';
import { estimateRoutes } from './estimate-routes.js';
import { invoiceRoutes } from './invoice-routes.js';

/** Estimates, invoices and credit notes, and a customer's own invoices (devis, factures, customerInvoices). */
export function commercialDocumentsRoutes(deps: BillingDeps) {
  return new Hono<AppEnv>()
    .route('/', estimateRoutes(deps))
    .route('/', invoiceRoutes(deps))
    .route('/', customerInvoiceRoutes(deps));
}
