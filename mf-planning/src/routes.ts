import type { Role } from '@portal/contracts';
import type { RemoteRoute } from '@portal/kit';

/**
 * The agency's management screens: its office (owner, staff) and the platform acting in it. Field
 * agents reach sites and checkpoints through the field remote, customers through their own routes,
 * even when their default rights let them read the data.
 */
const AGENCY_OFFICE: readonly Role[] = ['owner', 'staff', 'support', 'super_admin'];

/** mf-planning's screens (DOMAIN-MAP: planning, collaborators, sites; answered by svc-operations). */
export const routes: RemoteRoute[] = [
  {
    path: 'adminDashboard',
    label: 'Tableau de bord',
    order: 1,
    access: { right: 'dashboard.list' },
    page: () => import('./pages/dashboard/dashboard-page.js'),
  },
  {
    // Opens the sites view or the agents view, by right (01 §2).
    path: 'adminPlanning',
    label: 'Planning',
    group: 'Planification',
    order: 1,
    access: { roles: AGENCY_OFFICE, right: 'planning.list' },
    page: () => import('./pages/planning/planning-page.js'),
  },
  {
    path: 'adminPlanning/sites',
    label: 'Planning des sites',
    menu: false,
    access: { roles: AGENCY_OFFICE, right: 'planning.list' },
    page: () => import('./pages/planning/sites-planning-page.js'),
  },
  {
    path: 'adminPlanning/agents',
    label: 'Planning des collaborateurs',
    menu: false,
    access: { roles: AGENCY_OFFICE, right: 'planning.list' },
    page: () => import('./pages/planning/agents-planning-page.js'),
  },
  {
    path: 'adminServices',
    label: 'Services',
    group: 'Planification',
    order: 2,
    access: { roles: AGENCY_OFFICE, right: 'services.list' },
    page: () => import('./pages/services/services-page.js'),
  },
  {
    path: 'listIndispo',
    label: 'Indisponibilités',
    group: 'Planification',
    order: 3,
    access: { roles: AGENCY_OFFICE, right: 'unavailabilities.list' },
    page: () => import('./pages/unavailabilities/unavailabilities-page.js'),
  },
  {
    path: 'circuits',
    label: 'Circuits',
    group: 'Planification',
    order: 4,
    access: { roles: AGENCY_OFFICE, right: 'services.list' },
    page: () => import('./pages/circuits/circuits-page.js'),
  },
  {
    path: 'listInterrupt',
    label: 'Interruptions',
    group: 'Planification',
    order: 5,
    access: { roles: AGENCY_OFFICE, right: 'serviceBreaks.list' },
    page: () => import('./pages/service-breaks/service-breaks-page.js'),
  },
  {
    path: 'sites',
    label: 'Sites',
    group: 'Sites',
    order: 1,
    access: { roles: AGENCY_OFFICE, right: 'sites.list' },
    page: () => import('./pages/sites/sites-page.js'),
  },
  {
    path: 'site-photos',
    label: 'Photos des sites',
    group: 'Sites',
    order: 3,
    access: { roles: AGENCY_OFFICE, right: 'sites.list' },
    page: () => import('./pages/site-photos/site-photos-page.js'),
  },
  {
    path: 'sites-hours',
    label: 'Heures des sites',
    group: 'Sites',
    order: 5,
    access: { roles: AGENCY_OFFICE, right: 'hours.list' },
    page: () => import('./pages/hours/sites-hours-page.js'),
  },
  {
    // The customer's own sites, read-only (customer prefix: 00 §2.5).
    path: 'customerSites',
    label: 'Sites',
    order: 5,
    access: { roles: ['customer'], right: 'sites.list' },
    page: () => import('./pages/customer-sites/customer-sites-page.js'),
  },
  {
    // The interventions planned on the customer's own sites, read-only (customerPlaningSites, 01 §2;
    // 'Planning des sites' rather than the spec's 'Sites', which the entry above already says).
    path: 'customerPlaningSites',
    label: 'Planning des sites',
    order: 6,
    access: { roles: ['customer'], right: 'planning.list' },
    page: () => import('./pages/customer-planning/customer-planning-page.js'),
  },
  {
    path: 'checkpoints',
    label: 'Points de contrôle',
    group: 'Sites',
    order: 4,
    access: { roles: AGENCY_OFFICE, right: 'checkpoints.list' },
    page: () => import('./pages/checkpoints/checkpoints-page.js'),
  },
  {
    path: 'agents',
    label: 'Collaborateurs',
    group: 'Collaborateurs',
    order: 1,
    access: { roles: AGENCY_OFFICE, right: 'agents.list' },
    page: () => import('./pages/agents/agents-page.js'),
  },
  {
    path: 'agents-hours',
    label: 'Heures des collaborateurs',
    group: 'Collaborateurs',
    order: 3,
    access: { roles: AGENCY_OFFICE, right: 'hours.list' },
    page: () => import('./pages/hours/agents-hours-page.js'),
  },
  {
    // The agent's own hours of the month (hoursAgent), beside his planning in the field menu.
    path: 'hoursAgent',
    label: 'Mes heures',
    group: 'Terrain',
    order: 2,
    access: { roles: ['agent'], right: 'planning.list' },
    page: () => import('./pages/hours/my-hours-page.js'),
  },
  {
    // The agent directory: every member of the agency but customers (the service answers phones
    // only to those holding agents.list or agentPhones.list).
    path: 'list',
    label: 'Annuaire',
    group: 'Collaborateurs',
    order: 2,
    access: { roles: ['owner', 'staff', 'agent', 'support', 'super_admin'] },
    page: () => import('./pages/directory/directory-page.js'),
  },
];
