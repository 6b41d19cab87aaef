import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { REMOTES, REMOTE_NAMES, type PortalConfig, type RemoteName } from '@portal/contracts';
import type { StripeFake } from '@portal/service-kit/fakes/stripe/index';
import { freePort } from '@portal/service-kit/testing/ports';
import { ROOT_DIR, serveStatic, type StaticServer } from '@portal/kit/build';
import { runDemoSeeds } from '../local/seed.js';
import { startSystem, type ServiceName, type SystemUnderTest } from '../system/system-under-test.js';
import { recordFailedCalls } from './failed-calls.js';

export const DEMO_PASSWORD = 'Demo2026!';
const SHELL_DIST = path.join(ROOT_DIR, 'shell', 'dist');

/** Chromium as the machine has it (no browser download here), headless and quiet. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Chromium, with `fakeCamera` a camera that films that Y4M file over and over (see `fake-camera.ts`):
 * its pages are then granted the camera without a prompt.
 */
export function launchChromium(options: { fakeCamera?: string } = {}): Promise<Browser> {
  const camera = options.fakeCamera
    ? [
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${options.fakeCamera}`,
      ]
    : [];
  return chromium.launch({
    executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...camera],
  });
}

/**
 * The whole portal as a visitor meets it: the three services with the demo data (real PostgreSQL
 * and NATS), the shell and each remote served from their own origin out of their built `dist/`, a
 * `portal.config.json` the test may change at any time, and Chromium. With `smtpUrl`, the services
 * mail through that server (the kit's SMTP capture standing in for the relay); without, nowhere.
 * Billing pays through the local fake of Stripe (a third party; `stripe` to give the test's own),
 * whose signed webhooks reach billing, and the portal loads its Stripe.js.
 */
export async function startPortal(options: { smtpUrl?: string; stripe?: StripeFake } = {}) {
  // The shell's origin is chosen first: the services' mails link to it (PORTAL_URL).
  const shellPort = await freePort();
  const system: SystemUnderTest = await startSystem({
    ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
    ...(options.stripe ? { stripe: options.stripe } : {}),
    env: { PORTAL_URL: `http://localhost:${shellPort}` },
  });
  const remoteServers = new Map<RemoteName, StaticServer>();
  const config: PortalConfig = {
    remotes: {} as PortalConfig['remotes'],
    services: system.urls,
    stripe: { jsUrl: system.stripe.jsUrl, publishableKey: 'pk_test_e2e' },
  };
  // The shell and each remote's standalone page read the same runtime config from their origin (and
  // their pages' Content-Security-Policy is made from it at each request).
  const portalConfig = async () => config;
  /** Serves a remote's built files: its `dist/`, or another build of it (a redeploy). */
  const serveRemote = (remote: RemoteName, port: number, dir = path.join(ROOT_DIR, REMOTES[remote].dir, 'dist')) =>
    serveStatic({ dir, port, portalConfig });
  let shell: StaticServer | undefined;
  let browser: Browser | undefined;
  try {
    const seedEnv = (service: ServiceName) => ({
      DATABASE_URL: system.databaseUrls[service],
      NATS_URL: system.nats.url,
      LOG_LEVEL: 'warn',
    });
    await runDemoSeeds({
      identity: seedEnv('identity'),
      operations: seedEnv('operations'),
      billing: seedEnv('billing'),
    });

    for (const remote of REMOTE_NAMES) {
      const server = await serveRemote(remote, await freePort());
      remoteServers.set(remote, server);
      config.remotes[remote] = `${server.url}/mf-manifest.json`;
    }
    shell = await serveStatic({ dir: SHELL_DIST, port: shellPort, portalConfig });
    browser = await launchChromium();
  } catch (error) {
    await Promise.all([...remoteServers.values()].map((server) => server.close()));
    await shell?.close();
    await system.stop();
    throw error;
  }
  let shellServer = shell;
  const openBrowser = browser;

  return {
    system,
    /** The shell's origin. */
    url: shellServer.url,
    /** What `portal.config.json` answers: change it and the next page load uses it. */
    config,
    browser: openBrowser,
    remoteServers,
    serveRemote,
    /**
     * Serves another build of the shell (a redeploy: `dir`, by default its `dist/`) on the same origin,
     * in place of the one served until now.
     */
    async serveShell(dir = SHELL_DIST): Promise<void> {
      const port = Number(new URL(shellServer.url).port);
      await shellServer.close();
      shellServer = await serveStatic({ dir, port, portalConfig });
    },
    /**
     * A page in a browser context of its own. The portal's service worker runs there as in a real
     * browser, unless `serviceWorkers: 'block'` (a test of a first visit that must not find the
     * files a worker already keeps).
     */
    async newPage(options: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<Page> {
      const context = await openBrowser.newContext({
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
        serviceWorkers: options.serviceWorkers ?? 'allow',
        reducedMotion: 'reduce',
      });
      return recordFailedCalls(await context.newPage());
    },
    async stop(): Promise<void> {
      await openBrowser.close();
      await Promise.all([...remoteServers.values()].map((server) => server.close()));
      await shellServer.close();
      await system.stop();
    },
  };
}
export type PortalUnderTest = Awaited<ReturnType<typeof startPortal>>;
