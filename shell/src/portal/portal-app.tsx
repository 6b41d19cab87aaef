import { useEffect } from 'react';
import { createHashRouter, RouterProvider } from 'react-router';
import { PortalProvider, queryClient, useSession } from '@portal/kit';
import { PortalLayout } from '../layout/portal-layout.js';
import { NoticeCenter } from '../notices/notice-center.js';
import { PortalRoutesProvider } from '../remotes/portal-routes-context.js';

// Every path goes to the layout, which keeps one tab per open screen.
const router = createHashRouter([{ path: '*', element: <PortalLayout /> }]);

/**
 * The logged-in portal: French antd, the remotes' routes, the layout with its tabs, the notices.
 * Acting as another agency (support) starts afresh: tabs and cached answers belong to one agency.
 */
export default function PortalApp() {
  const session = useSession();
  const identity = session.status === 'anonymous' ? '' : `${session.claims.sub}@${session.claims.agency ?? ''}`;
  useEffect(() => () => queryClient.clear(), [identity]);
  return (
    <PortalProvider>
      <NoticeCenter />
      <PortalRoutesProvider>
        <RouterProvider key={identity} router={router} />
      </PortalRoutesProvider>
    </PortalProvider>
  );
}
