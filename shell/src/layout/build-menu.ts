import { MENU_GROUPS, routeAccess, type Session } from '@portal/kit/core';
import type { PortalRoute } from '../routing/portal-routes.js';

export type MenuEntry = { path: string; name: string; children?: MenuEntry[] };

/** The link of a route in the menu: its path without optional parameters (`demandes/:id?` → `/demandes`). */
export function menuPath(route: PortalRoute): string | undefined {
  const segments = route.path.split('/').filter((segment) => !(segment.startsWith(':') && segment.endsWith('?')));
  if (segments.some((segment) => segment.startsWith(':') || segment === '*')) return undefined;
  return `/${segments.join('/')}`;
}

const byOrder = (a: PortalRoute, b: PortalRoute) =>
  (a.order ?? 100) - (b.order ?? 100) || a.label.localeCompare(b.label, 'fr');

/**
 * The drawer of 00 §2.3: top-level entries first, then the groups in the spec's order; an entry is
 * shown only when the user's role, agency, subscription and rights open it, a group only when it
 * has an entry.
 */
export function buildMenu(routes: readonly PortalRoute[], session: Session): MenuEntry[] {
  const visible = routes.filter(
    (route) => route.menu !== false && menuPath(route) && routeAccess(route.access, session).allowed,
  );
  const entry = (route: PortalRoute): MenuEntry => ({ path: menuPath(route) ?? '/', name: route.label });
  const topLevel = visible
    .filter((route) => !route.group)
    .sort(byOrder)
    .map(entry);
  const groups = MENU_GROUPS.flatMap((group) => {
    const children = visible
      .filter((route) => route.group === group)
      .sort(byOrder)
      .map(entry);
    return children.length > 0 ? [{ path: `/~${encodeURIComponent(group)}`, name: group, children }] : [];
  });
  return [...topLevel, ...groups];
}
