import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, remoteApp, ROOT_DIR } from '@portal/kit/build';
import { freePort } from '@portal/service-kit/testing/ports';
import { activeScreen, logIn, menuEntry, openMenuEntry, tryAgainIfLost, visible } from './journeys.js';
import { DEMO_PASSWORD, startPortal, type PortalUnderTest } from './portal-under-test.js';

let portal: PortalUnderTest;

beforeAll(async () => {
  portal = await startPortal();
}, 180_000);
afterAll(async () => portal?.stop(), 60_000);

/** A fingerprint of every file of the shell's build: proof that nothing of it was rebuilt. */
async function shellFingerprint(): Promise<string> {
  const dir = path.join(ROOT_DIR, 'shell', 'dist');
  const hash = createHash('sha256');
  for (const file of (await readdir(dir)).sort()) hash.update(file).update(await readFile(path.join(dir, file)));
  return hash.digest('hex');
}

describe('remotes found at run time', () => {
  it("a remote whose server is down shows its French error panel while the others work, and comes back with 'Réessayer'", async () => {
    // A browser with no copy of the remote: one the service worker already keeps opens from its copy
    // instead (pwa.e2e.test.ts).
    const browser = await portal.newPage({ serviceWorkers: 'block' });
    await logIn(browser, portal.url, 'proprietaire@vigie-demo.fr');
    // The portal knows the remote (its menu entry), then the remote's server goes away and the page
    // is loaded again: the remote cannot be reached at all.
    await visible(menuEntry(browser, 'Réglages terrain'));
    const field = portal.remoteServers.get('mf_field');
    if (!field) throw new Error('mf_field is not served');
    const port = Number(new URL(field.url).port);
    await field.close();
    await browser.reload();

    // Its entries stay and its area shows the panel; the other remotes work. (The menu is built again as
    // the reloaded page learns its remotes: a click landing meanwhile is made again, as a person would.)
    const panel = activeScreen(browser).getByText('Le module Terrain est momentanément indisponible.');
    await tryAgainIfLost(async () => {
      await openMenuEntry(browser, 'Réglages terrain');
      await panel.waitFor({ timeout: 10_000 });
    });
    await openMenuEntry(browser, 'Tableau de bord');
    await visible(activeScreen(browser).getByText('Contrôles du planning'));
    await openMenuEntry(browser, 'Synthèse');
    await visible(activeScreen(browser).getByText('Synthèse de la facturation'));
    await openMenuEntry(browser, 'Réglages terrain');
    await visible(activeScreen(browser).getByText('Le module Terrain est momentanément indisponible.'));

    portal.remoteServers.set('mf_field', await portal.serveRemote('mf_field', port));
    await activeScreen(browser).getByRole('button', { name: 'Réessayer' }).click();
    await visible(activeScreen(browser).getByText('Fréquence du contrôle travailleur isolé (PTI)'));
    await browser.context().close();
  });

  it('a remote redeployed elsewhere is used at the next load, with no rebuild of the shell or the other remotes', async () => {
    const before = await shellFingerprint();
    const browser = await portal.newPage();
    await logIn(browser, portal.url, 'proprietaire@vigie-demo.fr');
    await openMenuEntry(browser, 'À propos');
    await visible(activeScreen(browser).getByText('Module Administration'));
    expect(await activeScreen(browser).innerText()).not.toContain('nouvelle-version-e2e');

    const outDir = await mkdtemp(path.join(tmpdir(), 'mf-admin-v2-'));
    try {
      await buildApp(remoteApp('mf_admin'), ROOT_DIR, { outDir, buildLabel: 'nouvelle-version-e2e' });
      const redeployed = await portal.serveRemote('mf_admin', await freePort(), outDir);
      const previous = portal.config.remotes.mf_admin;
      portal.config.remotes.mf_admin = `${redeployed.url}/mf-manifest.json`;
      try {
        await browser.reload();
        await openMenuEntry(browser, 'À propos');
        await visible(activeScreen(browser).getByText('nouvelle-version-e2e'));
        // The other remotes still answer from where they were.
        await openMenuEntry(browser, 'Tableau de bord');
        await visible(activeScreen(browser).getByText('Contrôles du planning'));
      } finally {
        portal.config.remotes.mf_admin = previous;
        await redeployed.close();
      }
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
    expect(await shellFingerprint()).toBe(before);
    await browser.context().close();
  }, 120_000);

  it('a remote runs on its own origin for its team: the kit login, then its own screens', async () => {
    const admin = portal.remoteServers.get('mf_admin');
    if (!admin) throw new Error('mf_admin is not served');
    const browser = await portal.newPage();
    await browser.goto(admin.url);
    await browser.getByLabel('Adresse e-mail').fill('proprietaire@vigie-demo.fr');
    await browser.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await browser.getByRole('button', { name: 'Se connecter' }).click();
    await browser.getByRole('menuitem', { name: 'À propos' }).click();
    await visible(browser.getByText("Version de l'application"));
    await browser.context().close();
  });
});
