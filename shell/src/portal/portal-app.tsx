import { useEffect } from 'react';
import { createHashRouter, RouterProvider } from 'react-router';
import { keepStyles, PortalProvider, queryClient, useSession } from '@portal/kit';
import { PortalLayout } from '../layout/portal-layout.js';
import { ModerationNotice } from '../notices/moderation-notice.js';
import { NoticeCenter } from '../notices/notice-center.js';
import { afterFirstScreen } from '../remotes/first-screen.js';
import { PortalRoutesProvider } from '../remotes/portal-routes-context.js';

// Every path goes to the layout, which keeps one tab per open screen.
const router = createHashRouter([{ path: '*', element: <PortalLayout /> }]);

/** How long after the first screen antd's styles are kept: its late parts (the map…) have come. */
const KEEP_STYLES_AFTER_MS = 2_000;

/**
 * Keeps antd's styles for the next opening (see `restoreKeptStyles`): once the first screen is ready
 * and the browser idle, and again whenever the page is left or hidden (screens opened since).
 */
function useKeptStyles(): void {
  useEffect(() => {
    let active = true;
    const keepWhenIdle = () => {
      if (!active) return;
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => keepStyles());
      else keepStyles();
    };
    const timer = afterFirstScreen().then(() => window.setTimeout(keepWhenIdle, KEEP_STYLES_AFTER_MS));
    const onHidden = () => {
      if (document.visibilityState === 'hidden') keepStyles();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', keepStyles);
    return () => {
      active = false;
      void timer.then((id) => window.clearTimeout(id));
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', keepStyles);
    };
  }, []);
}

/**
 * The logged-in portal: French antd, the remotes' routes, the layout with its tabs, the notices.
 * Acting as another agency (support) starts afresh: tabs and cached answers belong to one agency.
 */
export default function PortalApp() {
  const session = useSession();
  const identity = session.status === 'anonymous' ? '' : `${session.claims.sub}@${session.claims.agency ?? ''}`;
  useEffect(() => () => queryClient.clear(), [identity]);
  useKeptStyles();
  return (
    <PortalProvider>
      <NoticeCenter />
      <ModerationNotice />
      <PortalRoutesProvider>
        <RouterProvider key={identity} router={router} />
      </PortalRoutesProvider>
    </PortalProvider>
  );
}
