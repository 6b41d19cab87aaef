import { createRoot } from 'react-dom/client';
import { loadPortalConfig } from '../config/portal-config.js';
import type { RemoteRoute } from '../routes/remote-route.js';
import { StandaloneApp } from './standalone-app.js';

/** The standalone page of a remote: its config from its own origin, then the kit's login and frame. */
export async function startStandalone(title: string, routes: RemoteRoute[]): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  await loadPortalConfig();
  root.render(<StandaloneApp title={title} routes={routes} />);
}
