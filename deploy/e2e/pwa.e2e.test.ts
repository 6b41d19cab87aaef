import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fr } from '@portal/contracts';
import { ROOT_DIR, type WebAppManifest } from '@portal/kit/build';
import { activeScreen, logIn, openMenuEntry, tabBar, visible } from './journeys.js';
import { startPortal, type PortalUnderTest } from './portal-under-test.js';

let portal: PortalUnderTest;

beforeAll(async () => {
  portal = await startPortal();
}, 180_000);
afterAll(async () => portal?.stop(), 60_000);

/** Waits until the portal's service worker controls the page (the first visit: once it has installed). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** The version of the worker that controls the page, as it answers it. */
function workerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<{ version: string }>) => resolve(event.data.version);
        const controller = navigator.serviceWorker.controller;
        if (controller) controller.postMessage({ type: 'get-version' }, [channel.port2]);
        else resolve('none');
      }),
  );
}

/** The registration's workers as the page sees them, for a failure's message. */
function workerStates(page: Page): Promise<string> {
  return page
    .evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const state = (worker: ServiceWorker | null | undefined) => worker?.state ?? 'none';
      return `active ${state(registration?.active)}, waiting ${state(registration?.waiting)}, installing ${state(
        registration?.installing,
      )}, controller ${state(navigator.serviceWorker.controller)}`;
    })
    .catch((error: unknown) => `workers unknown: ${String(error)}`);
}

/** What the page loaded from the shell's and the remotes' origins that the worker does not keep (yet). */
function notKept(page: Page): Promise<string[]> {
  const origins = [portal.url, ...[...portal.remoteServers.values()].map((server) => server.url)];
  return page.evaluate(async (from) => {
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => from.some((origin) => url.startsWith(`${origin}/`)));
    const missing: string[] = [];
    for (const url of new Set(urls)) if (!(await caches.match(url, { ignoreVary: true }))) missing.push(url);
    return missing;
  }, origins);
}

/** The files of the remotes' screens (their manifests' exposed assets) the worker does not keep (yet). */
function screensNotKept(page: Page): Promise<string[]> {
  const manifests = [...portal.remoteServers.values()].map((server) => `${server.url}/mf-manifest.json`);
  return page.evaluate(async (addresses) => {
    const missing: string[] = [];
    for (const address of addresses) {
      const manifest = (await (await fetch(address)).json()) as {
        exposes: { assets: Record<'js' | 'css', Record<'sync' | 'async', string[]>> }[];
      };
      const files = manifest.exposes.flatMap(({ assets }) =>
        [assets.js, assets.css].flatMap((list) => [...list.sync, ...list.async]),
      );
      for (const file of new Set(files)) {
        const url = new URL(file, address).href;
        if (!(await caches.match(url, { ignoreVary: true }))) missing.push(url);
      }
    }
    return missing;
  }, manifests);
}

describe('the portal as an installable app', () => {
  it('links a French manifest with its icons, served from its own origin', async () => {
    const page = await (await fetch(`${portal.url}/`)).text();
    expect(page).toContain('<link rel="manifest" href="manifest.webmanifest">');
    const response = await fetch(`${portal.url}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = (await response.json()) as WebAppManifest;
    expect(manifest).toMatchObject({
      name: 'Portail',
      lang: 'fr',
      display: 'standalone',
      start_url: './',
      theme_color: '#1677ff',
    });
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((entry) => entry.sizes === `${size}x${size}`);
      const png = await fetch(new URL(icon?.src ?? '', `${portal.url}/`));
      expect(png.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await png.arrayBuffer()).readUInt32BE(16)).toBe(size);
    }
  });

  it("after one visit, the agent's 'Mon planning' opens with no network", async () => {
    const page = await portal.newPage();
    await logIn(page, portal.url, 'agent@vigie-demo.fr');
    await openMenuEntry(page, 'Mon planning');
    await visible(activeScreen(page).getByRole('heading', { name: 'Mon planning' }));
    await controlled(page);
    // The files loaded before the worker took the page (the remotes' manifests, entries and page
    // chunks, those under way then included) are handed to it: wait until it keeps every one.
    await expect.poll(() => notKept(page), { timeout: 20_000 }).toEqual([]);
    // And every screen of every remote, those never opened and what they load on demand (the active
    // service's map and dialogs, what a route's preload asks).
    await expect.poll(() => screensNotKept(page), { timeout: 30_000 }).toEqual([]);
    const field = portal.remoteServers.get('mf_field');
    if (!field) throw new Error('mf_field is not served');

    await page.context().setOffline(true);
    try {
      // Neither the page nor its worker reach any server now.
      const worker = page.context().serviceWorkers()[0];
      if (!worker) throw new Error('no service worker in the context');
      expect(
        await worker.evaluate(
          (url) =>
            fetch(url).then(
              () => 'réseau',
              () => 'hors ligne',
            ),
          field.url,
        ),
      ).toBe('hors ligne');
      const fieldFiles: { url: string; fromWorker: boolean }[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(field.url)) {
          fieldFiles.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
        }
      });
      await page.reload();
      await visible(tabBar(page), 30_000);
      await visible(activeScreen(page).getByRole('heading', { name: 'Mon planning' }));
      // mf-field's manifest, entry and chunks all came from the worker's copies.
      expect(fieldFiles.map((file) => new URL(file.url).pathname)).toContain('/mf-manifest.json');
      expect(fieldFiles.filter((file) => !file.fromWorker)).toEqual([]);
      // The agent is still logged in (his drawer, his screen), only the week's services need the network.
      await visible(activeScreen(page).getByText("Le planning n'a pas pu être chargé"));
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    } finally {
      await page.context().setOffline(false);
    }
    await page.context().close();
  }, 120_000);

  it("a new deployment offers 'Rafraîchir' or 'Ignorer'; 'Rafraîchir' reloads under the new version", async () => {
    const page = await portal.newPage();
    await logIn(page, portal.url, 'agent@vigie-demo.fr');
    await controlled(page);
    const deployed = await workerVersion(page);
    expect(deployed).toMatch(/^[0-9a-f]{16}$/);

    // The same files again, with a worker of another version (what a rebuild gives, in a moment).
    const redeployed = await mkdtemp(path.join(tmpdir(), 'shell-v2-'));
    try {
      await cp(path.join(ROOT_DIR, 'shell', 'dist'), redeployed, { recursive: true });
      const script = await readFile(path.join(redeployed, 'sw.js'), 'utf8');
      expect(script).toContain(`"${deployed}"`);
      await writeFile(path.join(redeployed, 'sw.js'), script.replaceAll(`"${deployed}"`, '"nouvelle-version-e2e"'));
      await portal.serveShell(redeployed);

      // The browser looks for a new worker (as it does at each load and every 30 minutes).
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const prompt = page.getByRole('dialog').filter({ hasText: fr.UPDATE_AVAILABLE });
      await visible(prompt.getByText('Une mise à jour est disponible. Veuillez recharger la page.'));
      await prompt.getByRole('button', { name: 'Ignorer' }).click();
      await prompt.waitFor({ state: 'hidden' });
      expect(await workerVersion(page)).toBe(deployed);

      // Still waiting at the next load: offered again.
      await page.reload();
      await visible(prompt.getByRole('button', { name: 'Rafraîchir' }), 30_000);
      const refresh = prompt.getByRole('button', { name: 'Rafraîchir' });
      // A new document is a new time origin: seen whether or not its 'load' event comes while the
      // browser is busy (the new version's worker answers the reload's files as it activates).
      const timeOrigin = () => page.evaluate(() => performance.timeOrigin);
      const reloadedSince = (before: number) =>
        expect
          .poll(() => timeOrigin().catch(() => before), { timeout: 30_000 })
          .not.toBe(before)
          .catch(() => undefined);
      // 'Rafraîchir' asks the new version to take the page once the page loads nothing for a moment
      // (the screens it prefetches when idle woke the old version during the switch, and Chromium
      // then held the new one back for minutes), and reloads when it did. A click lost while the
      // prompt animates in is made again.
      let version = deployed;
      for (let attempt = 1; attempt <= 3 && version !== 'nouvelle-version-e2e'; attempt++) {
        const before = await timeOrigin();
        await refresh.click({ timeout: 30_000 }).catch(() => undefined);
        await reloadedSince(before);
        await visible(tabBar(page), 30_000);
        version = await workerVersion(page);
      }
      expect(version, `'Rafraîchir' brings the new version in (${await workerStates(page)})`).toBe(
        'nouvelle-version-e2e',
      );
      expect(await prompt.isVisible()).toBe(false);
    } finally {
      await portal.serveShell();
      await rm(redeployed, { recursive: true, force: true });
    }
    await page.context().close();
  }, 240_000);
  it("app-agent: the agent installs the portal through the browser's prompt, then reads that it is installed", async () => {
    const shots = process.env['E2E_SCREENSHOTS'];
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      const page = await portal.newPage();
      await page.setViewportSize({ width, height });
      const shoot = async (name: string) => {
        if (shots) await page.screenshot({ path: `${shots}/app-agent-${name}-${width}.png`, fullPage: true });
      };
      await logIn(page, portal.url, 'agent@vigie-demo.fr');
      await page.getByLabel('Menu utilisateur').hover();
      await page.getByRole('menuitem', { name: "Installer l'application" }).click();
      await page.mouse.move(width / 2, height - 10);
      const screen = activeScreen(page);
      await visible(screen.getByText('Mode terrain hors connexion'));
      await shoot('opened');

      // Chromium's prompt as the shell's kit receives it (a headless browser offers none of its own).
      await page.evaluate(() => {
        const prompted = window as unknown as { prompted?: number };
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => {
            prompted.prompted = (prompted.prompted ?? 0) + 1;
            return Promise.resolve();
          },
          userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
        });
        window.dispatchEvent(event);
      });
      const install = screen.getByRole('button', { name: "Installer l'application" });
      await visible(install);
      await shoot('prompt');
      await install.click();
      await visible(screen.getByText("Installation acceptée : l'application s'ajoute à votre écran d'accueil."));
      expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
      await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
      await visible(screen.getByText("L'application est installée"));
      await shoot('installed');
      await page.context().close();
    }
  }, 120_000);
});
