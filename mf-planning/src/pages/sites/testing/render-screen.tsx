import { PortalProvider, queryClient, sessionStore } from '@portal/kit';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MapTilesProvider } from '@portal/kit/map';

/** A screen in the portal's providers, without map tiles (the tests never reach a tile server). */
export function renderScreen(node: ReactNode) {
  queryClient.clear();
  return render(
    <PortalProvider>
      <MapTilesProvider tileUrl={null}>{node}</MapTilesProvider>
    </PortalProvider>,
  );
}

/** Unmounts before the session goes, so that no screen renders without one. */
export async function endScreen(): Promise<void> {
  cleanup();
  await queryClient.cancelQueries();
  queryClient.clear();
  sessionStore.clear();
}
