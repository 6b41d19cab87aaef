import { Suspense, useMemo, useState, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { REMOTES } from '@portal/contracts';
import { deferredComponent, PlainPlaceholder } from '@portal/kit/core';
import type { PortalRoute } from '../routing/portal-routes.js';
import { loadedPage, loadPage } from '../remotes/page-cache.js';
import { usePortalRoutes } from '../remotes/portal-routes-context.js';
import { RemoteErrorBoundary, RemoteUnavailable } from './remote-error-boundary.js';

const pages = new Map<string, ComponentType>();

const pagePlaceholder = <PlainPlaceholder rows={6} />;

/**
 * The page of a route, one component per route and attempt, so that a tab keeps its page and a retry
 * loads it anew: the page's own component when its module is already loaded (prefetched), else a
 * deferred one (not `React.lazy`: see `deferredComponent`). Kept once made, even when the module
 * arrives since: a page whose component changed would be mounted again, its calls cancelled and made
 * a second time.
 */
function pageOf(route: PortalRoute, attempt: number): ComponentType | undefined {
  const load = route.page;
  if (!load) return undefined;
  const key = `${route.source}:${route.path}:${attempt}`;
  let page = pages.get(key);
  if (!page) {
    page =
      loadedPage(load) ?? deferredComponent(() => loadPage(load).then((module) => module.default), pagePlaceholder);
    pages.set(key, page);
  }
  return page;
}

/** The screen of a route inside its tab, with the route's params for the page (see `ScreenScope`). */
export function RouteScreen(props: { route: PortalRoute; pathname: string }) {
  const { route, pathname } = props;
  const { retry } = usePortalRoutes();
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(() => pageOf(route, attempt), [route, attempt]);
  const area = route.source === 'shell' ? 'Accueil' : REMOTES[route.source].label;
  const again = () => {
    if (route.source !== 'shell') void retry(route.source);
    setAttempt((count) => count + 1);
  };
  if (!Page) return <RemoteUnavailable area={area} onRetry={again} />;
  return (
    <RemoteErrorBoundary key={attempt} area={area} onRetry={again}>
      <Suspense fallback={pagePlaceholder}>
        <Routes location={{ pathname: `/${pathname}` }}>
          <Route path={`/${route.path}`} element={<Page />} />
        </Routes>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
