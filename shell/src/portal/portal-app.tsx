import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createHashRouter, RouterProvider } from 'react-router';
import type * as KitRoot from '@portal/kit';
import { AntdScope, queryClient, useSession } from '@portal/kit/core';
import { isPhoneWidth } from '../layout/phone-width.js';
import { PortalLayout } from '../layout/portal-layout.js';
import { FrameNotices } from '../notices/frame-notices.js';
import { afterFirstScreen } from '../remotes/first-screen.js';
import { PortalRoutesProvider } from '../remotes/portal-routes-context.js';

// Every path goes to the layout, which keeps one tab per open screen.
const router = createHashRouter([{ path: '*', element: <PortalLayout /> }]);

/** How long after the first screen antd's styles are kept: its late parts (the map…) have come. */
const KEEP_STYLES_AFTER_MS = 2_000;

let kit: typeof KitRoot | undefined;
/** antd's styles kept (kit `keepStyles`, in the kit's root that comes with antd: loaded by then). */
const keepStyles = () => {
  if (kit) kit.keepStyles();
  else
    void import('@portal/kit').then((module) => {
      kit = module;
      module.keepStyles();
    });
};

/**
 * Keeps antd's styles for the next opening (see `restoreKeptStyles`): once the first screen is ready
 * and the browser idle, and again whenever the page is left or hidden (screens opened since).
 */
function useKeptStyles(): void {
  useEffect(() => {
    let active = true;
    const keepWhenIdle = () => {
      if (!active) return;
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(keepStyles);
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
 * The logged-in portal: the remotes' routes, the layout with its tabs, the notices, and the shared
 * query cache. On a desktop everything sits under antd's providers (French, theme); a phone's frame
 * is drawn without antd, each screen getting antd's providers when it needs them (`ScreenScope`), so
 * that an agent reopening his active service (drawn without antd) waits for none of it. Acting as
 * another agency (support) starts afresh: tabs and cached answers belong to one agency.
 */
export default function PortalApp() {
  const session = useSession();
  const identity = session.status === 'anonymous' ? '' : `${session.claims.sub}@${session.claims.agency ?? ''}`;
  const [phone] = useState(isPhoneWidth);
  useEffect(() => () => queryClient.clear(), [identity]);
  useKeptStyles();
  const portal = (
    <>
      <FrameNotices />
      <PortalRoutesProvider>
        <RouterProvider key={identity} router={router} />
      </PortalRoutesProvider>
    </>
  );
  return (
    <QueryClientProvider client={queryClient}>{phone ? portal : <AntdScope>{portal}</AntdScope>}</QueryClientProvider>
  );
}
