import { INCIDENT_REDIRECTS, SERVICE_EVENT_TYPES } from '@portal/contracts';
import type { RemoteRoute } from '@portal/kit';

const onDuty = { roles: ['agent'], right: 'services.list' } as const;

/** presence, controleSpecifique…: the incident screen with the type fixed (00 §2.4). */
const incidentRedirects: RemoteRoute[] = Object.entries(INCIDENT_REDIRECTS).map(([path, typeKey]) => ({
  path,
  label: SERVICE_EVENT_TYPES[typeKey].name,
  menu: false,
  access: { right: 'missionEvents.create' },
  redirect: `/incident?typeKey=${typeKey}`,
  page: () => import('./pages/field/incident-redirect.js'),
}));

/** mf-field's screens (DOMAIN-MAP: field mode and supervision; answered by svc-operations). */
export const routes: RemoteRoute[] = [
  {
    // Today's services of the agent, planned first: start one, or resume the one on duty (01 §2 Field mode).
    path: 'terrain/priseService/:id?',
    label: 'Prise de service',
    group: 'Terrain',
    order: -3,
    access: onDuty,
    page: () => import('./pages/field/take-service-page.js'),
    preload: () => import('./field/field-day-query.js').then((module) => module.prefetchFieldDay()),
  },
  {
    path: 'terrain/serviceActif/:id?',
    label: 'Service en cours',
    group: 'Terrain',
    order: -2,
    access: onDuty,
    page: () => import('./pages/field/active-service-page.js'),
    preload: () => import('./field/field-day-query.js').then((module) => module.prefetchFieldDay()),
    // Drawn without antd: shown before antd is loaded, antd coming after its paint (docs/field-mode.md).
    plainPage: true,
  },
  {
    // The circuit (tour) of the day, its stops in order, the next to take (01 §2, §4).
    path: 'terrain/circuitActif/:slug?',
    label: 'Circuit',
    menu: false,
    access: onDuty,
    page: () => import('./pages/field/circuit-page.js'),
  },
  {
    path: 'terrain/tournee/:id?',
    label: 'Ronde',
    menu: false,
    access: { roles: ['agent'], right: 'rounds.list' },
    page: () => import('./pages/field/round-page.js'),
  },
  {
    path: 'terrain/events',
    label: 'Événements',
    group: 'Terrain',
    order: -1,
    access: { roles: ['agent'], right: 'missionEvents.list' },
    page: () => import('./pages/field/events-page.js'),
  },
  {
    path: 'incident/:uuid?',
    label: 'Signaler un événement',
    itemLabel: 'Événement',
    menu: false,
    access: { right: 'missionEvents.create' },
    page: () => import('./pages/field/incident-page.js'),
  },
  ...incidentRedirects,
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
    // Start a service nobody planned (00 §2.4: agents only, the create-service right).
    path: 'servicesNonPlanifies',
    label: 'Service non planifié',
    group: 'Terrain',
    order: 0.5,
    access: { roles: ['agent'], right: 'services.create' },
    page: () => import('./pages/unplanned-service/unplanned-service-page.js'),
  },
  {
    // The sites list needs the agents-planning right; creating one, sites.create (01 §2 Sites and checkpoints).
    path: 'terrain/sites',
    label: 'Sites',
    group: 'Terrain',
    order: 3,
    access: { roles: ['agent'], right: 'planning.list' },
    page: () => import('./pages/field-sites/sites-page.js'),
  },
  {
    path: 'terrain/site/:id?',
    label: 'Site',
    menu: false,
    access: { right: 'sites.list' },
    page: () => import('./pages/field-sites/site-page.js'),
  },
  {
    path: 'terrain/nfc',
    label: 'Lecture de badge',
    group: 'Terrain',
    order: 3.5,
    access: { roles: ['agent'], right: 'checkpoints.list' },
    page: () => import('./pages/nfc/nfc-page.js'),
  },
  {
    path: 'terrain/contactAgence',
    label: "Contacter l'agence",
    group: 'Terrain',
    order: 4,
    access: { roles: ['agent'] },
    page: () => import('./pages/contact-agency/contact-agency-page.js'),
  },
  {
    // A basic screen (00 §2.2: no meta): the collaborator's own card.
    path: 'agentBadge',
    label: 'Mon badge',
    group: 'Terrain',
    order: 4.5,
    access: { roles: ['agent'] },
    page: () => import('./pages/agent-badge/agent-badge-page.js'),
  },
  {
    // adminMc (01 §2): a site's main courante for the office, its integrity checked, exported.
    path: 'adminMc',
    label: 'Mains courantes',
    group: 'Terrain',
    order: 0,
    access: { roles: ['owner', 'staff', 'support', 'super_admin'], right: 'missionEvents.list' },
    page: () => import('./pages/main-courante/main-courante-page.js'),
  },
  {
    // customerMc (00 §2.5, customer prefix): the main courante of his own sites, read-only, its integrity checked.
    path: 'customerMc',
    label: 'Mains courantes',
    order: 6.5,
    access: { roles: ['customer'], right: 'missionEvents.list' },
    page: () => import('./pages/customer-main-courante/customer-main-courante-page.js'),
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
