import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';

export type RouteEntry = { method: string; path: string; params: string[] };

/**
 * Every route an app answers (middleware entries left out), read from Hono's own table, so a test
 * built on it covers routes added later without being edited.
 */
export function routeTable(app: Hono<AppEnv>): RouteEntry[] {
  const seen = new Map<string, RouteEntry>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    const key = `${route.method} ${route.path}`;
    if (!seen.has(key)) {
      const params = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      seen.set(key, { method: route.method, path: route.path, params });
    }
  }
  return [...seen.values()];
}

/** The path with each `:param` replaced; a param without a value is an error, so no route is skipped. */
export function fillPath(route: RouteEntry, values: Record<string, string>): string {
  return route.path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`No value for :${name} in ${route.method} ${route.path}: add it to the test's ids`);
    return encodeURIComponent(value);
  });
}
