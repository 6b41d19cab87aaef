import { describe, expect, it } from 'vitest';
import { sessionStore } from '@portal/kit/core';
import { signInForTest } from '../../kit/test/session.js';
import type { PortalRoute } from '../routing/portal-routes.js';
import { SHELL_ROUTES } from '../routing/shell-routes.js';
import { buildMenu, menuPath } from './build-menu.js';

const page = () => Promise.resolve({ default: () => null });
const ROUTES: PortalRoute[] = [
  ...SHELL_ROUTES,
  {
    path: 'adminDashboard',
    label: 'Tableau de bord',
    source: 'mf_planning',
    access: { right: 'dashboard.list' },
    page,
  },
  {
    path: 'adminServices',
    label: 'Services',
    group: 'Planification',
    source: 'mf_planning',
    access: { right: 'services.list' },
    page,
  },
  {
    path: 'demandes/:id?',
    label: 'Demandes',
    group: 'Collaborateurs',
    source: 'mf_commercial',
    access: { right: 'agentRequests.list' },
    page,
  },
  {
    path: 'adminAgencies',
    label: 'Agences',
    source: 'mf_admin',
    access: { roles: ['support', 'super_admin'], agency: false },
    page,
  },
  {
    path: 'user',
    label: 'Mon profil',
    menu: false,
    source: 'mf_admin',
    access: { agency: false, withoutSubscription: true },
    page,
  },
  {
    path: 'liensUtiles/about',
    label: 'À propos',
    group: 'Liens utiles',
    source: 'mf_admin',
    access: { agency: false, withoutSubscription: true },
    page,
  },
];

const names = (entries: ReturnType<typeof buildMenu>): unknown[] =>
  entries.map((entry) => (entry.children ? { [entry.name]: entry.children.map((child) => child.name) } : entry.name));

describe('the drawer menu', () => {
  it('groups entries in the order of spec 00 §2.3, top-level entries first, only what the rights open', () => {
    signInForTest({ role: 'staff', rights: ['services.list', 'agentRequests.list'] });
    expect(names(buildMenu(ROUTES, sessionStore.get()))).toEqual([
      'Accueil',
      { Planification: ['Services'] },
      { Collaborateurs: ['Demandes'] },
      { 'Liens utiles': ['À propos'] },
    ]);
  });

  it('the owner sees every agency screen but not the support ones; hidden routes never show', () => {
    signInForTest({ role: 'owner' });
    expect(names(buildMenu(ROUTES, sessionStore.get()))).toEqual([
      'Accueil',
      'Tableau de bord',
      { Planification: ['Services'] },
      { Collaborateurs: ['Demandes'] },
      { 'Liens utiles': ['À propos'] },
    ]);
  });

  it('support outside an agency sees its own screens only', () => {
    signInForTest({ role: 'support', agency: false });
    expect(names(buildMenu(ROUTES, sessionStore.get()))).toEqual([
      'Accueil',
      'Agences',
      { 'Liens utiles': ['À propos'] },
    ]);
  });

  it('without a valid subscription only what needs none stays', () => {
    signInForTest({ role: 'owner', subscriptionValid: false });
    expect(names(buildMenu(ROUTES, sessionStore.get()))).toEqual(['Accueil', { 'Liens utiles': ['À propos'] }]);
  });

  it('links a route without its optional parameters, and never one that needs a parameter', () => {
    expect(menuPath({ ...ROUTES[3]!, path: 'demandes/:id?' })).toBe('/demandes');
    expect(menuPath({ ...ROUTES[3]!, path: 'terrain/site/:id' })).toBeUndefined();
  });
});
