import type { RemoteRoute } from '@portal/kit';

/** mf-admin's screens (DOMAIN-MAP: platform administration, the user's profile, subscription pages). */
export const routes: RemoteRoute[] = [
  {
    path: 'adminAgencies',
    label: 'Agences',
    order: 1,
    access: { roles: ['support', 'super_admin'], agency: false, withoutSubscription: true },
    page: () => import('./pages/agencies/agencies-page.js'),
  },
  {
    // 02 §2, §6: in the support's Administration group, kept for the super admin.
    path: 'administration/agencySubscriptionOffers',
    label: 'Liste des offres',
    group: 'Administration',
    order: 3,
    access: { roles: ['super_admin'], agency: false, withoutSubscription: true },
    page: () => import('./pages/subscription-offers/subscription-offers-page.js'),
  },
  {
    path: 'user',
    label: 'Mon profil',
    menu: false,
    access: { agency: false, withoutSubscription: true },
    page: () => import('./pages/profile/profile-page.js'),
  },
  {
    path: 'free-trial',
    label: 'Essai gratuit',
    menu: false,
    access: { roles: ['owner', 'staff', 'agent', 'customer'], withoutSubscription: true },
    page: () => import('./pages/free-trial/free-trial-page.js'),
  },
  {
    // 00 §2.2: collaborators only, reached from the user menu. (The iOS packaged app, which hides it,
    // is not built from this code.)
    path: 'app-agent',
    label: 'Application mobile',
    menu: false,
    access: { roles: ['agent'] },
    page: () => import('./pages/app-agent/app-agent-page.js'),
  },
  {
    // 00 §2.2 params: the owner's group (support and the super admin acting in the agency too).
    path: 'params/commercial-docs',
    label: 'Facturation',
    group: 'Paramètres',
    order: 3,
    access: { roles: ['owner', 'support', 'super_admin'], right: 'agencySettings.list' },
    page: () => import('./pages/commercial-docs-settings/commercial-docs-settings-page.js'),
  },
  {
    path: 'liensUtiles/about',
    label: 'À propos',
    group: 'Liens utiles',
    access: { agency: false, withoutSubscription: true },
    page: () => import('./pages/about/about-page.js'),
  },
];
