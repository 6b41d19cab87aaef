import { Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { REMOTES } from '@portal/contracts';
import type { PortalRoute } from '../routing/portal-routes.js';
import { loadedPage, loadPage } from '../remotes/page-cache.js';
import { usePortalRoutes } from '../remotes/portal-routes-context.js';
import { RemoteErrorBoundary, RemoteUnavailable } from './remote-error-boundary.js';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The page of a route: the component itself when its module is already loaded (prefetched), else one
 * lazy component per route and attempt, so that a tab keeps its page and a retry loads it anew.
 */
function pageOf(route: PortalRoute, attempt: number): ComponentType | undefined {
  const load = route.page;
  if (!load) return undefined;
  const ready = loadedPage(load);
  if (ready) return ready;
  const key = `${route.source}:${route.path}:${attempt}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(() => loadPage(load));
    pages.set(key, page);
  }
  return page;
}

/** The screen of a route inside its tab, with the route's params for the page. */
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
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <Routes location={{ pathname: `/${pathname}` }}>
          <Route path={`/${route.path}`} element={<Page />} />
        </Routes>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
