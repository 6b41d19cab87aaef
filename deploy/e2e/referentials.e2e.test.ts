import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, rightLabel } from '@portal/contracts';
import { demoIds } from '@portal/service-kit/demo/ids';
import type { Page } from 'playwright-core';
import { activeScreen, choose, dialog, logIn, openMenuEntry, visible } from './journeys.js';
import { callService, tokenOf as tokenOfAccount } from './service-api.js';
import { startPortal, type PortalUnderTest } from './portal-under-test.js';

let portal: PortalUnderTest;
const VIGIE = demoIds.agency('vigie');

beforeAll(async () => {
  portal = await startPortal();
}, 180_000);
afterAll(async () => portal?.stop(), 60_000);

const tokenOf = (email: string) => tokenOfAccount(portal, email);
const callApi = (service: 'identity' | 'operations' | 'billing', path: string, token: string, init?: RequestInit) =>
  callService(portal, service, path, token, init);

/** A blank 1×1 PNG served for every map tile: the tile server is a third party, mocked here. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Answers the OpenStreetMap tiles of `page` with a blank tile; gives how many were asked. */
async function mockMapTiles(page: Page): Promise<() => number> {
  let served = 0;
  await page.route('https://tile.openstreetmap.org/**', async (route) => {
    served += 1;
    await route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE });
  });
  return () => served;
}

describe('referentials: the owner builds a customer, its site, a checkpoint and collaborators', () => {
  it('creates them through the screens (map tiles mocked), the second collaborator hitting the quota', async () => {
    // The platform admin sells Vigie one more licence than the four collaborators it has.
    const admin = await tokenOf('admin@plateforme-demo.fr');
    const limits = await callApi('identity', `/admin/agencies/${VIGIE}/limits`, admin, {
      method: 'PUT',
      body: JSON.stringify({ agentsLimit: 5, accountsLimit: 10, freeAccounts: 2 }),
    });
    expect(limits.status).toBe(200);
    const owner = await tokenOf('proprietaire@vigie-demo.fr');
    // Operations learns the new limits from identity's event.
    await expect
      .poll(async () => (await callApi('operations', `/agency/${VIGIE}/agents/usage`, owner)).body['agentsLimit'], {
        timeout: 10_000,
      })
      .toBe(5);

    const page = await portal.newPage();
    const tilesServed = await mockMapTiles(page);
    await logIn(page, portal.url, 'proprietaire@vigie-demo.fr');

    // A customer, in Clients.
    await openMenuEntry(page, 'Clients');
    await activeScreen(page).getByRole('button', { name: 'Ajouter un client' }).click();
    const customerDialog = dialog(page, 'Nouveau client');
    await visible(customerDialog);
    await customerDialog.getByLabel('Nom', { exact: true }).fill('Hôtel Les Arcades');
    // The browser's back button with the dialog open: the screen left is hidden with its dialog (a
    // portal outside its tab) and both come back as they were.
    await page.goBack();
    await expect.poll(() => customerDialog.isVisible()).toBe(false);
    await page.goForward();
    await visible(customerDialog);
    expect(await customerDialog.getByLabel('Nom', { exact: true }).inputValue()).toBe('Hôtel Les Arcades');
    await customerDialog.getByLabel('E-mail', { exact: true }).fill('direction@arcades-demo.fr');
    await customerDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(activeScreen(page).getByRole('cell', { name: 'Hôtel Les Arcades' }));
    await visible(activeScreen(page).getByRole('cell', { name: /^411-/ }));

    // Its site, located on the map.
    await openMenuEntry(page, 'Sites');
    await activeScreen(page).getByRole('button', { name: 'Nouveau site' }).click();
    const siteDialog = dialog(page, 'Site');
    await visible(siteDialog);
    await siteDialog.getByLabel('Nom', { exact: true }).fill('Hôtel Les Arcades – Accueil');
    // The customer reaches operations' read model through billing's event; then the picker offers it.
    await expect
      .poll(
        async () => {
          const choices = await callApi('operations', `/agency/${VIGIE}/fetch/customers`, owner, {
            method: 'POST',
            body: JSON.stringify({ query: 'arcades' }),
          });
          return choices.body['filteredCount'];
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    await choose(page, siteDialog.getByLabel('Client', { exact: true }), 'Arcades', 'Hôtel Les Arcades');
    await siteDialog.getByRole('tab', { name: 'Adresse' }).click();
    await siteDialog.getByLabel('Ville', { exact: true }).fill('Montpellier');
    const map = siteDialog.getByLabel('Carte du site');
    await visible(map);
    await expect.poll(tilesServed, { timeout: 10_000 }).toBeGreaterThan(0);
    await map.click({ position: { x: 120, y: 90 } });
    await expect.poll(() => siteDialog.getByLabel('Latitude', { exact: true }).inputValue()).not.toBe('');
    expect(await siteDialog.getByLabel('Périmètre (m)').inputValue()).toBe('100');
    await siteDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(activeScreen(page).getByRole('cell', { name: 'Hôtel Les Arcades – Accueil' }));

    // A checkpoint of that site (Sites › Points de contrôle).
    await openMenuEntry(page, 'Points de contrôle');
    await activeScreen(page).getByRole('button', { name: 'Ajouter un point de contrôle' }).click();
    const checkpointDialog = dialog(page, 'Nouveau point de contrôle');
    await visible(checkpointDialog);
    await checkpointDialog.getByLabel('Nom', { exact: true }).fill('Réception');
    await choose(page, checkpointDialog.getByLabel('Site', { exact: true }), 'Arcades', 'Hôtel Les Arcades – Accueil');
    await checkpointDialog.getByLabel('Badge', { exact: true }).fill('04AA11BB22CC33');
    await checkpointDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(activeScreen(page).getByRole('cell', { name: 'Réception' }));

    // Two collaborators: the first takes the last licence, the second is refused.
    await openMenuEntry(page, 'Collaborateurs');
    for (const [index, person] of [
      ['1', { firstName: 'Yanis', lastName: 'Mercier', email: 'yanis.mercier@vigie-demo.fr' }],
      ['2', { firstName: 'Léa', lastName: 'Bonnet', email: 'lea.bonnet@vigie-demo.fr' }],
    ] as const) {
      await activeScreen(page).getByRole('button', { name: 'Ajouter un collaborateur' }).click();
      const collaboratorDialog = dialog(page, 'Nouveau collaborateur');
      await visible(collaboratorDialog);
      await collaboratorDialog.getByLabel('Prénom', { exact: true }).fill(person.firstName);
      await collaboratorDialog.getByLabel('Nom', { exact: true }).fill(person.lastName);
      await collaboratorDialog.getByLabel('E-mail', { exact: true }).fill(person.email);
      await collaboratorDialog.getByRole('button', { name: 'Enregistrer' }).click();
      if (index === '1') {
        await visible(activeScreen(page).getByRole('cell', { name: person.email }));
      } else {
        await visible(collaboratorDialog.getByText('Vous avez atteint votre quota de fiches collaborateurs'));
      }
    }
    const listed = await callApi('operations', `/agency/${VIGIE}/fetch/agents`, owner, {
      method: 'POST',
      body: JSON.stringify({ query: 'bonnet' }),
    });
    expect(listed.body['filteredCount']).toBe(0);
    await page.context().close();
  }, 180_000);
});

describe('referentials: rights and customer scope', () => {
  it('a planner without the create-site right sees no add button, and the API refuses with the permission text', async () => {
    const page = await portal.newPage();
    await logIn(page, portal.url, 'planificateur@vigie-demo.fr');
    await openMenuEntry(page, 'Sites');
    await visible(activeScreen(page).getByRole('cell', { name: 'Résidence Les Oliviers – Bâtiment A' }));
    expect(await activeScreen(page).getByRole('button', { name: 'Nouveau site' }).count()).toBe(0);

    const planner = await tokenOf('planificateur@vigie-demo.fr');
    const refused = await callApi('operations', `/agency/${VIGIE}/site`, planner, {
      method: 'POST',
      body: JSON.stringify({ name: 'Site pirate', customerId: demoIds.customer('vigie', 'odysseum') }),
    });
    expect(refused.status).toBe(403);
    expect((refused.body['error'] as { message: string }).message).toBe(
      formatMessage('RIGHT_MISSING', { label: rightLabel('sites.create') }),
    );
    await page.context().close();
  });

  it('the customer user logs in and sees only the sites of his company', async () => {
    const page = await portal.newPage();
    await logIn(page, portal.url, 'client@vigie-demo.fr');
    await openMenuEntry(page, 'Sites');
    await visible(activeScreen(page).getByText('Résidence Les Oliviers – Bâtiment A'));
    await visible(activeScreen(page).getByText('Résidence Les Oliviers – Bâtiment B'));
    expect(await activeScreen(page).getByText('Odysseum – Parking P1').count()).toBe(0);

    // Another customer's sites through the customer-prefixed call: nothing to see.
    const customer = await tokenOf('client@vigie-demo.fr');
    const other = await callApi(
      'operations',
      `/agency/${VIGIE}/customer/${demoIds.customer('vigie', 'odysseum')}/fetch/sites`,
      customer,
      { method: 'POST', body: '{}' },
    );
    expect(other.status).toBe(404);
    await page.context().close();
  });
});

describe('referentials: the event types of a site', () => {
  it("the owner turns 'Livraison' off for a site, and the API then answers it disabled", async () => {
    const site = demoIds.site('vigie', 'oliviers-b');
    const owner = await tokenOf('proprietaire@vigie-demo.fr');
    const delivery = async () => {
      const answer = await callApi('operations', `/agency/${VIGIE}/sites-service-events`, owner, {
        method: 'POST',
        body: JSON.stringify({ siteId: site }),
      });
      const types = answer.body['types'] as { typeKey: string; settings: { enabled: boolean } }[];
      return types.find((type) => type.typeKey === 'delivery')?.settings.enabled;
    };
    expect(await delivery()).toBe(true);

    const page = await portal.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await mockMapTiles(page);
    const shots = process.env['E2E_SCREENSHOTS'];
    const shoot = async (name: string) => {
      if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
    };
    // Straight to the agency's sites screen (the drawer also lists the field mode's 'Sites').
    await logIn(page, portal.url, 'proprietaire@vigie-demo.fr', 'sites');
    const row = activeScreen(page).getByRole('row').filter({ hasText: 'Résidence Les Oliviers – Bâtiment B' });
    await row.getByRole('button', { name: 'Modifier' }).click();
    const siteDialog = dialog(page, 'Modifier le site');
    await visible(siteDialog.getByLabel('Nom', { exact: true }));
    await siteDialog.getByRole('tab', { name: "Types d'événements" }).click();
    const enabled = siteDialog.getByRole('switch', { name: 'Activé : Livraison' });
    await visible(enabled);
    expect(await enabled.getAttribute('aria-checked')).toBe('true');
    await enabled.click();
    expect(await enabled.getAttribute('aria-checked')).toBe('false');
    await expect.poll(delivery, { timeout: 10_000 }).toBe(false);
    await expect.poll(() => enabled.isEnabled()).toBe(true);
    await shoot('site-event-types-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot('site-event-types-390');
    await page.context().close();
  });
});
