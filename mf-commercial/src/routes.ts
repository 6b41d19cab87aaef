import type { RemoteRoute } from '@portal/kit';

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
    access: { right: 'invoices.list' },
    page: () => import('./pages/billable-lines/billable-lines-page.js'),
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
