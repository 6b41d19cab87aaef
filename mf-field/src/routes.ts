import type { RemoteRoute } from '@portal/kit';

/** mf-field's screens (DOMAIN-MAP: field mode and supervision; answered by svc-operations). */
export const routes: RemoteRoute[] = [
  {
    path: 'terrain/reglages',
    label: 'Réglages terrain',
    group: 'Terrain',
    order: 1,
    access: { right: 'agencySettings.list' },
    page: () => import('./pages/field-settings/field-settings-page.js'),
  },
];
