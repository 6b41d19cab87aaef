import type { RemoteRoute } from '@portal/kit';

/** mf-planning's screens (DOMAIN-MAP: planning, collaborators, sites; answered by svc-operations). */
export const routes: RemoteRoute[] = [
  {
    path: 'adminDashboard',
    label: 'Tableau de bord',
    order: 1,
    access: { right: 'dashboard.list' },
    page: () => import('./pages/dashboard/dashboard-page.js'),
  },
];
