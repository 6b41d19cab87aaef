import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CIRCUIT_CALLS, localDateOf, toFrenchDateText } from '@portal/contracts';
import { demoIds } from '@portal/service-kit/demo/ids';
import type { Locator, Page } from 'playwright-core';
import { activeScreen, choose, dialog, logIn, openMenuEntry, visible } from './journeys.js';
import { startPortal, type PortalUnderTest } from './portal-under-test.js';
import { callService, tokenOf } from './service-api.js';

let portal: PortalUnderTest;
const VIGIE = demoIds.agency('vigie');

beforeAll(async () => {
  portal = await startPortal();
}, 180_000);
afterAll(async () => portal?.stop(), 60_000);

/** The 15th of next month, Paris time: the circuit's day, away from anything else. */
const today = localDateOf(new Date());
const [year, month] = today.split('-').map(Number) as [number, number];
const day = new Date(Date.UTC(year, month, 15)).toISOString().slice(0, 10);

/** Fills a stop of the new circuit's dialog. */
async function fillStop(page: Page, stop: Locator, site: [string, string], start: string, end: string) {
  await choose(page, stop.getByLabel('Site', { exact: true }), site[0], site[1]);
  await stop.getByLabel('Début', { exact: true }).fill(start);
  await stop.getByLabel('Fin', { exact: true }).fill(end);
}

describe('circuits: the owner plans an evening tour and follows it stop by stop', () => {
  it('creates a circuit of two stops for Lucas, sees it waiting, then its next stop once the first is done', async () => {
    const owner = await tokenOf(portal, 'proprietaire@vigie-demo.fr');
    const page = await portal.newPage();
    await logIn(page, portal.url, 'proprietaire@vigie-demo.fr');

    await openMenuEntry(page, 'Circuits');
    await activeScreen(page).getByRole('button', { name: 'Nouveau circuit' }).click();
    const editor = dialog(page, 'Nouveau circuit');
    await visible(editor.getByLabel('Nom', { exact: true }));
    await editor.getByLabel('Nom', { exact: true }).fill('Tournée du soir');
    await editor.getByLabel('Date', { exact: true }).fill(toFrenchDateText(day));
    await choose(page, editor.getByLabel('Collaborateurs'), 'Fabre', 'Lucas Fabre');

    const first = editor.getByRole('group', { name: 'Étape 1' });
    await fillStop(page, first, ['Bâtiment A', 'Résidence Les Oliviers – Bâtiment A'], '20:00', '20:30');
    await first.getByLabel('Prestation').fill('Ronde de fermeture');
    await first.getByLabel('Prix unitaire HT').fill('30,00');
    await editor.getByRole('button', { name: 'Ajouter une étape' }).click();
    // The second stop sells what the first does.
    const second = editor.getByRole('group', { name: 'Étape 2' });
    await visible(second);
    expect(await second.getByLabel('Prestation').inputValue()).toBe('Ronde de fermeture');
    await fillStop(page, second, ['Parking', 'Odysseum – Parking P1'], '21:00', '21:30');
    await editor.getByRole('button', { name: 'Enregistrer' }).click();

    // The stops make one duty: the half hour between them owes no 11 h rest, so no warning.
    await visible(page.getByText(/Circuit C-\d+ enregistré/));

    // The list shows the circuit's month: waiting, its first stop next.
    const row = activeScreen(page).getByRole('row').filter({ hasText: 'Tournée du soir' });
    await visible(row.getByText('En attente', { exact: true }));
    await visible(row.getByText('Résidence Les Oliviers – Bâtiment A', { exact: true }));
    expect(await row.innerText()).toContain('Lucas Fabre');

    // The first stop is done (closed by the office through the API).
    const listed = await callService(portal, 'operations', `/agency/${VIGIE}/fetch/circuits`, owner, {
      method: 'POST',
      body: JSON.stringify({ query: 'Tournée du soir' }),
    });
    const [circuit] = CIRCUIT_CALLS.list.response.parse(listed.body).data;
    expect(circuit?.services.map((service) => service.siteName)).toEqual([
      'Résidence Les Oliviers – Bâtiment A',
      'Odysseum – Parking P1',
    ]);
    const finished = await callService(
      portal,
      'operations',
      `/agency/${VIGIE}/service/${circuit!.services[0]!.id}/finish`,
      owner,
      { method: 'PATCH' },
    );
    expect(finished.status).toBe(200);

    await activeScreen(page).getByRole('button', { name: 'Actualiser' }).click();
    await visible(row.getByText('Odysseum – Parking P1', { exact: true }));
    await visible(row.getByText('En attente', { exact: true }));
    await page.context().close();
  });
});
