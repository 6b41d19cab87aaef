import { fileURLToPath } from 'node:url';
import { REMOTES, REMOTE_NAMES, SHELL_DEFAULT_PORT, type RemoteName } from '@portal/contracts';
import type { FrontendApp } from './app-config.js';
import { buildApp } from './build-app.js';
import { currentPortalConfig } from './portal-config-file.js';
import { runFrontend } from './run-frontend.js';
import { PORTAL_PRIMARY_COLOR } from '../src/ui/theme.js';

/** The repository root (this file is shell/kit/build/). */
export const ROOT_DIR = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The host: it exposes nothing and finds the remotes at run time. It is the installable app, named as
 * its pages are, with the service worker that keeps the portal's files for offline use.
 */
export const SHELL_APP: FrontendApp = {
  dir: 'shell',
  federationName: 'shell',
  title: 'Portail',
  pwa: {
    name: 'Portail',
    shortName: 'Portail',
    description: 'Le portail des agences de propreté et de sécurité : planning, terrain, clients et facturation.',
    themeColor: PORTAL_PRIMARY_COLOR,
    backgroundColor: '#ffffff',
    serviceWorker: './src/service-worker/service-worker.ts',
  },
};

/** A remote: it exposes `./routes` (its route table) and runs standalone from its own `index.html`. */
export function remoteApp(name: RemoteName): FrontendApp {
  return {
    dir: REMOTES[name].dir,
    federationName: name,
    title: `Portail · ${REMOTES[name].label}`,
    exposes: { './routes': './src/routes.ts' },
  };
}

/** The shell and the four remotes, in build order. */
export const ALL_FRONTENDS: FrontendApp[] = [SHELL_APP, ...REMOTE_NAMES.map(remoteApp)];

/** `npm run build` of one front end. */
export async function buildFrontend(app: FrontendApp): Promise<void> {
  const { ms } = await buildApp(app, ROOT_DIR);
  console.log(`[${app.dir}] built in ${(ms / 1000).toFixed(1)} s`);
}

/**
 * `npm start` of the shell or a remote: built, then served on its own origin. Both the shell and a
 * remote's standalone page read the runtime config from their own origin, and their pages' policy
 * is made from it.
 */
export async function startFrontend(app: FrontendApp): Promise<void> {
  const remote = REMOTE_NAMES.find((name) => REMOTES[name].dir === app.dir);
  await runFrontend(app, ROOT_DIR, {
    defaultPort: remote ? REMOTES[remote].defaultPort : SHELL_DEFAULT_PORT,
    portalConfig: () => currentPortalConfig(),
  });
}
