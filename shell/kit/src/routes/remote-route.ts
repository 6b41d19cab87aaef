import type { ComponentType } from 'react';
import type { Right, Role } from '@portal/contracts';

/** The drawer's groups, in the order of spec 00 §2.3. */
export const MENU_GROUPS = [
  'Planification',
  'Terrain',
  'Sites',
  'Clients',
  'Facturation',
  'Collaborateurs',
  'Agence',
  'Stocks & Articles',
  'Paramètres',
  'Administration',
  'Liens utiles',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** Who may open a route. */
export type RouteAccess = {
  /** Only these roles (absent: every role). */
  roles?: readonly Role[];
  /** The right it needs (owner, support and admin hold them all). */
  right?: Right;
  /** False for screens that do not act in an agency (support's own screens, the profile). Default true. */
  agency?: boolean;
  /** Reachable without a valid subscription (home, free trial, payment pages). Default false. */
  withoutSubscription?: boolean;
};

/** What the shell knows of a route without loading its screen: enough to build the menu and guard it. */
export type RouteMeta = {
  /** Hash path without the leading slash, react-router syntax (`demandes/:id?`). */
  path: string;
  /** French label: menu entry and tab title. */
  label: string;
  /**
   * The tab title when the address names one item by the route's optional parameter (`incident/:uuid?`:
   * 'Signaler un événement' for a new one, 'Événement' for an existing one). Default: `label`.
   */
  itemLabel?: string;
  /** Drawer group; absent: a top-level entry. */
  group?: MenuGroup;
  /** False: routed but not in the drawer (reached from a link or the header). Default true. */
  menu?: boolean;
  /** Position in its group (smaller first). */
  order?: number;
  access: RouteAccess;
  /**
   * A route that only leads to another address (00 §2.4: `delivery` → `incident?typeKey=delivery`):
   * the portal goes there and opens no tab of its own (its page serves the remote's standalone page).
   */
  redirect?: string;
};

/** A route a remote exposes: its metadata and its page, loaded when first opened. */
export type RemoteRoute = RouteMeta & {
  page: () => Promise<{ default: ComponentType }>;
  /**
   * Starts what the page will ask first (its API calls, into the shared query cache) while the page's
   * code loads: the shell calls it when the portal is opened on this route's address.
   */
  preload?: () => Promise<unknown>;
  /**
   * The page is drawn without antd (the kit's plain components; what it opens of antd, a dialog, in an
   * `AntdScope`): on a phone the portal shows it without loading antd first. Default: the page gets
   * antd's providers, loaded before it shows.
   */
  plainPage?: boolean;
};

/** What every remote exposes as `./routes`. */
export type RemoteRoutesModule = { routes: RemoteRoute[] };

/** Keeps only what can be stored (the shell remembers a remote's routes for when it is down). */
export function routeMeta(route: RouteMeta): RouteMeta {
  const { path, label, itemLabel, group, menu, order, access, redirect } = route;
  return {
    path,
    label,
    access,
    ...(itemLabel ? { itemLabel } : {}),
    ...(group ? { group } : {}),
    ...(menu === false ? { menu } : {}),
    ...(order !== undefined ? { order } : {}),
    ...(redirect ? { redirect } : {}),
  };
}
