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
    path: 'administration/agencyInvoices',
    label: 'Factures',
    group: 'Administration',
    order: 1,
    access: { roles: ['super_admin'], agency: false, withoutSubscription: true },
    page: () => import('./pages/admin-agency-invoices/agency-invoices-admin-page.js'),
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
    // 02 §2, §6: in the support's Administration group; admin and support change the statuses.
    path: 'administration/adminAgencyArticleOrders',
    label: 'Liste des commandes',
    group: 'Administration',
    order: 4,
    access: { roles: ['support', 'super_admin'], agency: false, withoutSubscription: true },
    page: () => import('./pages/agency-article-orders/admin-article-orders-page.js'),
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
    // 02 §2: agencySubscription opens plan_options; both children need the subscription right and
    // stay open without a valid subscription (00 §2.1: the payment pages).
    path: 'agencySubscription',
    label: 'Abonnement',
    menu: false,
    access: {
      roles: ['owner', 'staff', 'support', 'super_admin'],
      right: 'subscriptions.list',
      withoutSubscription: true,
    },
    page: () => import('./pages/plan-options/agency-subscription-redirect.js'),
  },
  {
    path: 'agencySubscription/plan_options',
    label: "Options d'abonnements",
    group: 'Agence',
    order: 20,
    access: {
      roles: ['owner', 'staff', 'support', 'super_admin'],
      right: 'subscriptions.list',
      withoutSubscription: true,
    },
    page: () => import('./pages/plan-options/plan-options-page.js'),
  },
  {
    path: 'agencySubscription/subscriptions',
    label: "Dates d'abonnements",
    group: 'Agence',
    order: 21,
    access: {
      roles: ['owner', 'staff', 'support', 'super_admin'],
      right: 'subscriptions.list',
      withoutSubscription: true,
    },
    page: () => import('./pages/subscription-dates/subscription-dates-page.js'),
  },
  {
    // 02 §2: to Mes factures, else the payment methods, else home; platform mode only (no customer, no agent).
    path: 'payments',
    label: 'Paiements',
    menu: false,
    access: { roles: ['owner', 'staff', 'support', 'super_admin'], withoutSubscription: true },
    page: () => import('./pages/payments/payments-redirect.js'),
  },
  {
    // 02 §2: a payments child, platform mode only (no customer, no agent), open without a valid subscription.
    path: 'payments/methods',
    label: 'Mes moyens de paiement',
    group: 'Agence',
    order: 21,
    access: {
      roles: ['owner', 'staff', 'support', 'super_admin'],
      right: 'paymentMethods.list',
      withoutSubscription: true,
    },
    page: () => import('./pages/payment-methods/payment-methods-page.js'),
  },
  {
    path: 'payments/invoices',
    label: 'Mes factures',
    group: 'Agence',
    order: 22,
    access: {
      roles: ['owner', 'staff', 'support', 'super_admin'],
      right: 'subscriptionInvoices.list',
      withoutSubscription: true,
    },
    page: () => import('./pages/agency-invoices/agency-invoices-page.js'),
  },
  {
    // 02 §2: a payments child, platform mode only (no customer, no agent), read only.
    path: 'payments/agencyArticleOrders',
    label: 'Suivi de commande',
    group: 'Agence',
    order: 23,
    access: {
      roles: ['owner', 'staff', 'support', 'super_admin'],
      right: 'articleOrders.list',
      withoutSubscription: true,
    },
    page: () => import('./pages/agency-article-orders/agency-article-orders-page.js'),
  },
  {
    path: 'liensUtiles/about',
    label: 'À propos',
    group: 'Liens utiles',
    access: { agency: false, withoutSubscription: true },
    page: () => import('./pages/about/about-page.js'),
  },
];
