import type { RemoteRoute } from '@portal/kit';

/** mf-field's screens (DOMAIN-MAP: field mode and supervision; answered by svc-operations). */
export const routes: RemoteRoute[] = [
  {
    // The signed-in agent's own services, a week at a time (01 §2 terrain/planning).
    path: 'terrain/planning',
    label: 'Mon planning',
    group: 'Terrain',
    order: 0,
    access: { roles: ['agent'], right: 'planning.list' },
    page: () => import('./pages/my-planning/my-planning-page.js'),
  },
  {
    path: 'terrain/reglages',
    label: 'Réglages terrain',
    group: 'Terrain',
    order: 1,
    access: { right: 'agencySettings.list' },
    page: () => import('./pages/field-settings/field-settings-page.js'),
  },
  {
    path: 'terrain/checkpoints',
    label: 'Points de contrôle par site',
    group: 'Terrain',
    order: 5,
    access: { right: 'checkpoints.list' },
    page: () => import('./pages/checkpoints/checkpoints-by-site-page.js'),
  },
  {
    // Creating needs checkpoints.create, editing checkpoints.edit: the page checks the one its id asks for.
    path: 'terrain/checkpoints/edit/:id?',
    label: 'Point de contrôle',
    menu: false,
    access: {},
    page: () => import('./pages/checkpoints/checkpoint-edit-page.js'),
  },
];
