import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf, SERVICE_CALLS, toFrenchDateText } from '@portal/contracts';
import { demoIds } from '@portal/service-kit/demo/ids';
import { activeScreen, choose, dialog, logIn, menuTexts, openMenuEntry, pick, visible } from './journeys.js';
import { startPortal, type PortalUnderTest } from './portal-under-test.js';
import { callService, tokenOf } from './service-api.js';

let portal: PortalUnderTest;
const VIGIE = demoIds.agency('vigie');
const KARIM = demoIds.user('agent@vigie-demo.fr');

beforeAll(async () => {
  portal = await startPortal();
}, 180_000);
afterAll(async () => portal?.stop(), 60_000);

/** Ten days ahead, Paris time: a night service of Karim's, away from the other journeys' services. */
const day = addDays(localDateOf(new Date()), 10);

/** Karim's night service, 20:00–04:00 on Bâtiment B, planned through the API: its reference. */
async function planNightForKarim(owner: string): Promise<string> {
  const sites = await callService(portal, 'operations', `/agency/${VIGIE}/fetch/site-choices`, owner, {
    method: 'POST',
    body: JSON.stringify({ query: 'Bâtiment B' }),
  });
  const site = (sites.body['data'] as { id: string; name: string }[]).find(
    (choice) => choice.name === 'Résidence Les Oliviers – Bâtiment B',
  );
  const answer = await callService(portal, 'operations', `/agency/${VIGIE}/services`, owner, {
    method: 'POST',
    body: JSON.stringify({
      siteId: site!.id,
      category: 'GUARDING',
      prestation: { label: 'Gardiennage de nuit', unitPrice: '24.50' },
      billingMode: 2,
      nbAgents: 1,
      agentIds: [KARIM],
      startDate: day,
      endDate: day,
      startTime: '20:00',
      endTime: '04:00',
      confirmed: true,
    }),
  });
  expect(answer.status).toBe(201);
  return SERVICE_CALLS.create.response.parse(answer.body).data[0]!.reference;
}

describe('service breaks: the owner records a lateness on a night service', () => {
  it("declares Karim's 45 minutes of lateness and sees it with its hours by kind of time", async () => {
    const owner = await tokenOf(portal, 'proprietaire@vigie-demo.fr');
    const reference = await planNightForKarim(owner);

    const page = await portal.newPage();
    await logIn(page, portal.url, 'proprietaire@vigie-demo.fr');
    // The menu fills as the remotes answer: read until planning's entries are in.
    await expect
      .poll(
        async () => {
          const menu = await menuTexts(page);
          const circuits = menu.indexOf('Circuits');
          return circuits < 0 ? [] : menu.slice(circuits, circuits + 2);
        },
        { timeout: 15_000 },
      )
      .toEqual(['Circuits', 'Interruptions']);

    await openMenuEntry(page, 'Interruptions');
    await activeScreen(page).getByRole('button', { name: 'Nouvelle interruption' }).click();
    const editor = dialog(page, 'Nouvelle interruption');
    await editor.getByLabel('Référence du service').fill(reference);
    await visible(editor.getByText('Résidence Les Oliviers – Bâtiment B'));
    await pick(page, editor.getByLabel('Collaborateur'), 'Karim Benali');
    await pick(page, editor.getByLabel('Type'), 'Retard');
    await editor.getByLabel('Début').fill(`${toFrenchDateText(day)} 20:00`);
    await editor.getByLabel('Fin').fill(`${toFrenchDateText(day)} 20:45`);
    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(page.getByText('Interruption enregistrée'));

    const row = activeScreen(page).getByRole('row').filter({ hasText: reference });
    await visible(row);
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells).toEqual(expect.arrayContaining(['Karim Benali', reference, 'Retard', '45', '0,75 h', '0 h']));
    expect(cells).toEqual(expect.arrayContaining(['Résidence Les Oliviers – Bâtiment B', 'Gardiennage de nuit']));

    // The gap shows on Karim's row of the agents' planning, that day.
    await openMenuEntry(page, 'Planning');
    await activeScreen(page).getByText('Collaborateurs', { exact: true }).click();
    await activeScreen(page).getByText('Jour', { exact: true }).click();
    for (let shown = localDateOf(new Date()); shown < day; shown = addDays(shown, 1)) {
      await activeScreen(page).getByRole('button', { name: 'Période suivante' }).click();
    }
    const karim = activeScreen(page).getByRole('row', { name: 'Benali Karim', exact: true });
    await visible(karim.getByRole('img', { name: 'Retard 20:00–20:45' }));
  });

  it('declares Lucas on leave in Indisponibilités, sees it listed, then deletes it', async () => {
    const page = await portal.newPage();
    await logIn(page, portal.url, 'proprietaire@vigie-demo.fr');
    await openMenuEntry(page, 'Indisponibilités');
    await activeScreen(page).getByRole('button', { name: 'Nouvelle indisponibilité' }).click();
    const editor = dialog(page, 'Nouvelle indisponibilité');
    await visible(editor.getByLabel('Motif'));
    await choose(page, editor.getByLabel('Collaborateur'), 'Fabre', 'Lucas Fabre');
    await editor.getByLabel('Début').fill(toFrenchDateText(addDays(day, 20)));
    await editor.getByLabel('Fin').fill(`${toFrenchDateText(addDays(day, 20))} 23:59`);
    // The end before the start is refused in French, under its field, and nothing is saved.
    await editor.getByLabel('Fin').fill(`${toFrenchDateText(addDays(day, 19))} 23:59`);
    await pick(page, editor.getByLabel('Motif'), 'Congés payés');
    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(editor.getByText('La date de fin doit être postérieure ou égale à la date de début'));
    await editor.getByLabel('Fin').fill(`${toFrenchDateText(addDays(day, 20))} 23:59`);
    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(page.getByText('Indisponibilité enregistrée'));

    const row = activeScreen(page).getByRole('row').filter({ hasText: 'Lucas Fabre' });
    await visible(row.getByText('Congés payés'));
    await row.getByRole('button', { name: 'Supprimer' }).click();
    await page.locator('.ant-popover:visible').getByRole('button', { name: 'Supprimer' }).click();
    await row.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
