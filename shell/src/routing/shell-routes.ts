import type { PortalRoute } from './portal-routes.js';

export const HOME_PATH = 'home';

/** The shell's own screens (00 §2.2): home is reachable without a valid subscription. */
export const SHELL_ROUTES: PortalRoute[] = [
  {
    path: HOME_PATH,
    label: 'Accueil',
    order: 0,
    source: 'shell',
    access: { agency: false, withoutSubscription: true },
    page: () => import('../home/home-page.js'),
  },
];
