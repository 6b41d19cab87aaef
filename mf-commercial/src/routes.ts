import type { Role } from '@portal/contracts';
import type { RemoteRoute } from '@portal/kit';

/** The agency's office and the platform acting in it: customers hold invoices.list for their own invoices. */
const AGENCY_OFFICE: readonly Role[] = ['owner', 'staff', 'support', 'super_admin'];

/** mf-commercial's screens (DOMAIN-MAP: customers and commercial documents; answered by svc-billing). */
export const routes: RemoteRoute[] = [
  {
    path: 'facturation/synthese',
    label: 'Synthèse',
    group: 'Facturation',
    order: 0,
    access: { right: 'dashboard.list' },
    page: () => import('./pages/billing-summary/billing-summary-page.js'),
  },
  {
    path: 'facturation/a-facturer',
    label: 'À facturer',
    group: 'Facturation',
    order: 1,
    access: { roles: AGENCY_OFFICE, right: 'invoices.list' },
    page: () => import('./pages/billable-lines/billable-lines-page.js'),
  },
  {
    path: 'devis',
    label: 'Devis',
    group: 'Facturation',
    order: 2,
    access: { roles: AGENCY_OFFICE, right: 'estimates.list' },
    page: () => import('./pages/commercial-documents/estimates-page.js'),
  },
  {
    path: 'factures',
    label: 'Factures',
    group: 'Facturation',
    order: 3,
    access: { roles: AGENCY_OFFICE, right: 'invoices.list' },
    page: () => import('./pages/commercial-documents/invoices-page.js'),
  },
  {
    // What the customer owes: amounts left to pay, overdue, next due date (customer prefix: 00 §2.5).
    path: 'customerDashboard',
    label: 'Tableau de bord',
    order: 1,
    access: { roles: ['customer'], right: 'invoices.list' },
    page: () => import('./pages/customer-dashboard/customer-dashboard-page.js'),
  },
  {
    // The customer's own invoices and credit notes (customer prefix: 00 §2.5).
    path: 'customerInvoices',
    label: 'Mes factures',
    order: 7,
    access: { roles: ['customer'], right: 'invoices.list' },
    page: () => import('./pages/customer-invoices/customer-invoices-page.js'),
  },
  {
    path: 'serviceCatalog',
    label: 'Catalogue',
    group: 'Facturation',
    order: 8,
    access: { roles: AGENCY_OFFICE, right: 'catalog.list' },
    page: () => import('./pages/catalog/catalog-page.js'),
  },
  {
    path: 'discountList',
    label: 'Remises',
    group: 'Facturation',
    order: 9,
    access: { roles: AGENCY_OFFICE, right: 'catalog.list' },
    page: () => import('./pages/discounts/discounts-page.js'),
  },
  {
    path: 'customers',
    label: 'Clients',
    group: 'Clients',
    order: 0,
    access: { right: 'customers.list' },
    page: () => import('./pages/customers/customers-page.js'),
  },
];
