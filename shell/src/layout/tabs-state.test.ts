import { describe, expect, it } from 'vitest';
import type { PortalRoute } from '../routing/portal-routes.js';
import { closeTab, openTab, tabFor } from './tabs-state.js';

const page = () => Promise.resolve({ default: () => null });
const ROUTES: PortalRoute[] = [
  { path: 'home', label: 'Accueil', source: 'shell', access: {}, page },
  { path: 'demandes/:id?', label: 'Demandes', source: 'mf_commercial', access: {}, page },
  { path: 'adminDashboard', label: 'Tableau de bord', source: 'mf_planning', access: {}, page },
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

  it('closing the active tab shows its neighbour; closing another keeps the active one; the last goes home', () => {
    const tabs = ['home', 'demandes', 'adminDashboard'].map((path) => tabFor(ROUTES, path));
    const active = tabs[2]!.key;
    expect(closeTab(tabs, active, active)).toEqual({ tabs: tabs.slice(0, 2), next: 'demandes' });
    expect(closeTab(tabs, tabs[0]!.key, active)).toEqual({ tabs: tabs.slice(1) });
    expect(closeTab([tabs[0]!], tabs[0]!.key, tabs[0]!.key)).toEqual({ tabs: [], next: 'home' });
  });
});
