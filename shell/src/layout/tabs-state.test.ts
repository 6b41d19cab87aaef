import { describe, expect, it } from 'vitest';
import type { PortalRoute } from '../routing/portal-routes.js';
import { closeTab, openTab, tabFor } from './tabs-state.js';

const page = () => Promise.resolve({ default: () => null });
const ROUTES: PortalRoute[] = [
  { path: 'home', label: 'Accueil', source: 'shell', access: {}, page },
  { path: 'demandes/:id?', label: 'Demandes', source: 'mf_commercial', access: {}, page },
  { path: 'adminDashboard', label: 'Tableau de bord', source: 'mf_planning', access: {}, page },
  {
    path: 'incident/:uuid?',
    label: 'Signaler un événement',
    itemLabel: 'Événement',
    source: 'mf_field',
    access: {},
    page,
  },
];

describe('the tab bar of open screens', () => {
  it("opens one tab per route, reused by the route's sub-paths, and 'Route inexistante' for an unknown path", () => {
    let tabs = openTab([], tabFor(ROUTES, 'home'));
    tabs = openTab(tabs, tabFor(ROUTES, 'demandes'));
    tabs = openTab(tabs, tabFor(ROUTES, 'demandes/42'));
    tabs = openTab(tabs, tabFor(ROUTES, 'nulle-part'));
    expect(tabs.map((tab) => [tab.label, tab.pathname])).toEqual([
      ['Accueil', 'home'],
      ['Demandes', 'demandes/42'],
      ['Route inexistante', 'nulle-part'],
    ]);
  });

  it("names an unknown path's tab 'Chargement…' while the remotes have not all answered", () => {
    expect(tabFor(ROUTES, 'terrain/serviceActif/42', false).label).toBe('Chargement…');
    expect(tabFor(ROUTES, 'terrain/serviceActif/42', true).label).toBe('Route inexistante');
    expect(tabFor(ROUTES, 'demandes/42', false).label).toBe('Demandes');
  });

  it("titles a route's tab with its item label while the address names an item, in the same tab", () => {
    let tabs = openTab([], tabFor(ROUTES, 'incident'));
    expect(tabs.map((tab) => tab.label)).toEqual(['Signaler un événement']);
    tabs = openTab(tabs, tabFor(ROUTES, 'incident/6f1c2b9e-0d1a-4c55-9b0e-3a2f1d7c8e90'));
    expect(tabs.map((tab) => tab.label)).toEqual(['Événement']);
    tabs = openTab(tabs, tabFor(ROUTES, 'incident'));
    expect(tabs.map((tab) => tab.label)).toEqual(['Signaler un événement']);
    expect(tabFor(ROUTES, 'demandes/42').label).toBe('Demandes');
  });

  it('closing the active tab shows its neighbour; closing another keeps the active one; the last goes home', () => {
    const tabs = ['home', 'demandes', 'adminDashboard'].map((path) => tabFor(ROUTES, path));
    const active = tabs[2]!.key;
    expect(closeTab(tabs, active, active)).toEqual({ tabs: tabs.slice(0, 2), next: 'demandes' });
    expect(closeTab(tabs, tabs[0]!.key, active)).toEqual({ tabs: tabs.slice(1) });
    expect(closeTab([tabs[0]!], tabs[0]!.key, tabs[0]!.key)).toEqual({ tabs: [], next: 'home' });
  });
});
