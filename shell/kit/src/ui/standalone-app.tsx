import { Layout, Menu, Result, Skeleton } from 'antd';
import { Suspense, useMemo } from 'react';
import { createHashRouter, Link, Navigate, RouterProvider, useLocation, useRoutes } from 'react-router';
import { formatMessage, rightLabel } from '@portal/contracts';
import { LoginForm } from '../auth/login-form.js';
import { logOut } from '../auth/auth-calls.js';
import { useSessionLoader } from '../auth/use-session-loader.js';
import type { RemoteRoute } from '../routes/remote-route.js';
import { routeAccess } from '../routes/route-access.js';
import { useSession } from '../session/hooks.js';
import { deferredComponent } from './deferred-component.js';
import { PortalProvider } from './portal-provider.js';

function StandaloneRoutes(props: { title: string; routes: RemoteRoute[] }) {
  const session = useSession();
  const location = useLocation();
  const elements = useMemo(
    () =>
      props.routes.map((route) => {
        const Page = deferredComponent(() => route.page().then((module) => module.default), <Skeleton active />);
        return { route, Page };
      }),
    [props.routes],
  );
  const routed = useRoutes([
    ...elements.map(({ route, Page }) => {
      const verdict = routeAccess(route.access, session);
      return {
        path: `/${route.path}`,
        element: verdict.allowed ? (
          <Page />
        ) : (
          <Result
            status="403"
            title={
              verdict.reason === 'right'
                ? formatMessage('RIGHT_MISSING', { label: rightLabel(verdict.right) })
                : 'Accès refusé'
            }
          />
        ),
      };
    }),
    { path: '*', element: <Navigate to={`/${props.routes[0]?.path ?? ''}`} replace /> },
  ]);
  const items = props.routes
    .filter((route) => !route.path.includes(':') && routeAccess(route.access, session).allowed)
    .map((route) => ({ key: `/${route.path}`, label: <Link to={`/${route.path}`}>{route.label}</Link> }));
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider theme="light" width={240}>
        <div style={{ padding: 16, fontWeight: 600 }}>{props.title}</div>
        <Menu
          mode="inline"
          selectedKeys={[location.pathname]}
          items={[...items, { key: 'logout', label: 'Se déconnecter', onClick: logOut }]}
        />
      </Layout.Sider>
      <Layout.Content style={{ padding: 24 }}>
        <Suspense fallback={<Skeleton active />}>{routed}</Suspense>
      </Layout.Content>
    </Layout>
  );
}

/**
 * A remote run on its own (its team's dev entry): the kit's login, then the remote's routes in a
 * plain side menu, guarded like in the portal.
 */
export function StandaloneApp(props: { title: string; routes: RemoteRoute[] }) {
  const session = useSession();
  const { sessionLost } = useSessionLoader();
  const router = useMemo(
    () => createHashRouter([{ path: '*', element: <StandaloneRoutes title={props.title} routes={props.routes} /> }]),
    [props.title, props.routes],
  );
  if (session.status === 'anonymous') {
    return <LoginForm title={props.title} {...(sessionLost ? { notice: 'Vous devez vous reconnecter' } : {})} />;
  }
  if (session.status === 'loading') return <Skeleton active />;
  return (
    <PortalProvider>
      <RouterProvider router={router} />
    </PortalProvider>
  );
}
