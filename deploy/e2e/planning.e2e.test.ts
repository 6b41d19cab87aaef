import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  BILLABLE_LINE_CALLS,
  isoWeekday,
  localDateOf,
  SERVICE_CALLS,
  toFrenchDateText,
} from '@portal/contracts';
import { demoIds } from '@portal/service-kit/demo/ids';
import type { Page } from 'playwright-core';
import {
  activeScreen,
  choose,
  chooseRowAction,
  clickUntilGone,
  dialog,
  logIn,
  openMenuEntry,
  pick,
  visible,
} from './journeys.js';
import { startPortal, type PortalUnderTest } from './portal-under-test.js';
import { callService, tokenOf } from './service-api.js';

let portal: PortalUnderTest;
const VIGIE = demoIds.agency('vigie');
const KARIM = demoIds.user('agent@vigie-demo.fr');

beforeAll(async () => {
  portal = await startPortal();
}, 180_000);
afterAll(async () => portal?.stop(), 60_000);

/**
 * The Monday after next, Paris time: the journey plans there, away from the demo agent's services
 * of yesterday, today and tomorrow (the field seed gives him a Monday when it runs on a Sunday).
 */
const today = localDateOf(new Date());
const monday = addDays(today, 15 - isoWeekday(today));

/** A service planned for Karim through the API: the schedule the owner's choices will clash with. */
async function planForKarim(owner: string, day: string, startTime: string, endTime: string) {
  const sites = await callService(portal, 'operations', `/agency/${VIGIE}/fetch/site-choices`, owner, {
    method: 'POST',
    body: JSON.stringify({ query: 'Bâtiment B' }),
  });
  const siteId = (sites.body['data'] as { id: string }[])[0]!.id;
  const answer = await callService(portal, 'operations', `/agency/${VIGIE}/services`, owner, {
    method: 'POST',
    body: JSON.stringify({
      siteId,
      category: 'GUARDING',
      prestation: { label: 'Ronde du matin', unitPrice: '22.00' },
      billingMode: 2,
      nbAgents: 1,
      agentIds: [KARIM],
      startDate: day,
      endDate: day,
      startTime,
      endTime,
      confirmed: true,
    }),
  });
  expect(answer.status).toBe(201);
}

/** The billable line billing recorded for a service, once it has. */
async function billableLineOf(owner: string, reference: string) {
  const answer = await callService(portal, 'billing', `/agency/${VIGIE}/fetch/billable-lines`, owner, {
    method: 'POST',
    body: JSON.stringify({ query: reference }),
  });
  return BILLABLE_LINE_CALLS.list.response.parse(answer.body).data.find((line) => line.reference === reference);
}

async function servicesOfWeek(owner: string) {
  const answer = await callService(portal, 'operations', `/agency/${VIGIE}/fetch/services`, owner, {
    method: 'POST',
    body: JSON.stringify({ filters: { from: monday, to: addDays(monday, 13) }, limit: 50 }),
  });
  return SERVICE_CALLS.list.response.parse(answer.body).data;
}

const chip = (page: Page, row: string, hours: string) =>
  activeScreen(page)
    .getByRole('row', { name: row, exact: true })
    .getByRole('button', { name: new RegExp(hours) });

describe('planning: the owner plans a weekly service, staffs it under the checks, and bills it', () => {
  it('creates, sees both views, assigns past a warning, is refused once forbidden, and finishes into billing', async () => {
    const owner = await tokenOf(portal, 'proprietaire@vigie-demo.fr');
    // Karim works the mornings after the evenings the owner will plan: 8 h of rest between them.
    await planForKarim(owner, addDays(monday, 1), '06:00', '12:00');
    await planForKarim(owner, addDays(monday, 3), '06:00', '12:00');

    const page = await portal.newPage();
    await logIn(page, portal.url, 'proprietaire@vigie-demo.fr');

    // A weekly service, Mondays and Wednesdays of two weeks, 14:00–22:00.
    await openMenuEntry(page, 'Services');
    await activeScreen(page).getByRole('button', { name: 'Nouveau service' }).click();
    const editor = dialog(page, 'Nouveau service');
    await visible(editor.getByLabel('Prestation'));
    await choose(page, editor.getByLabel('Site', { exact: true }), 'Bâtiment A', 'Résidence Les Oliviers – Bâtiment A');
    await editor.getByLabel('Prestation').fill('Gardiennage de soirée');
    await editor.getByLabel('Prix unitaire HT').fill('24,50');
    await pick(page, editor.getByLabel('Répétition'), 'Hebdomadaire');
    await editor.getByLabel('Début', { exact: true }).fill('14:00');
    await editor.getByLabel('Fin', { exact: true }).fill('22:00');
    // Sundays only, from a Monday to the Tuesday: no day matches, the service says so under the field.
    await editor.getByLabel('Dimanche').check();
    await editor.getByLabel('Du', { exact: true }).fill(toFrenchDateText(monday));
    await editor.getByLabel('Au', { exact: true }).fill(toFrenchDateText(addDays(monday, 1)));
    await editor.getByLabel('Au', { exact: true }).press('Tab');
    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(editor.getByText('Aucun jour ne correspond à cette répétition'), 30_000);
    await editor.getByLabel('Dimanche').uncheck();
    await editor.getByLabel('Lundi').check();
    await editor.getByLabel('Mercredi').check();
    await editor.getByLabel('Au', { exact: true }).fill(toFrenchDateText(addDays(monday, 13)));
    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    // Nothing was kept of the refused try: the four evenings only.
    await visible(page.getByText('4 services enregistrés'));

    // The sites view shows that week's two evenings on the site, still to staff.
    await openMenuEntry(page, 'Planning');
    await visible(activeScreen(page).getByRole('heading', { name: 'Planning des sites' }));
    await activeScreen(page).getByRole('button', { name: 'Période suivante' }).click();
    await activeScreen(page).getByRole('button', { name: 'Période suivante' }).click();
    const siteRow = 'Résidence Les Oliviers – Bâtiment A';
    await expect.poll(() => chip(page, siteRow, '14:00–22:00 À pourvoir').count(), { timeout: 15_000 }).toBe(2);

    // The agents view, on the same week: the evenings wait in 'À pourvoir'; Karim's mornings are on his row.
    await activeScreen(page).getByText('Collaborateurs', { exact: true }).click();
    await visible(activeScreen(page).getByRole('heading', { name: 'Planning des collaborateurs' }));
    await expect.poll(() => chip(page, 'À pourvoir', '14:00–22:00').count(), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => chip(page, 'Benali Karim', '06:00–12:00').count()).toBe(2);

    // Monday's evening dragged onto Karim: 8 h of rest before Tuesday's morning, a warning to confirm.
    const mondayEvening = chip(page, 'À pourvoir', '14:00–22:00').first();
    await mondayEvening.dragTo(activeScreen(page).getByRole('gridcell', { name: `Benali Karim ${monday}` }));
    const warning = page.getByRole('dialog').filter({
      hasText: 'Des anomalies ont été détectées, voulez-vous modifier votre saisie ?',
    });
    await visible(warning.getByText(/Repos quotidien de 11 h non respecté/));
    await clickUntilGone(warning.getByRole('button', { name: 'Enregistrer quand même' }));
    await visible(page.getByText(/Service S-\d+ affecté/));
    await expect.poll(() => chip(page, 'Benali Karim', '14:00–22:00').count(), { timeout: 15_000 }).toBe(1);

    // The 11 h rest becomes forbidding in the field settings.
    await openMenuEntry(page, 'Réglages terrain');
    await pick(page, activeScreen(page).getByLabel('Niveau du contrôle Repos quotidien de 11 h'), 'Interdit');
    await visible(page.getByText('Repos quotidien de 11 h : Interdit'));

    // Wednesday's evening given to Karim in the editor: refused, naming the rule.
    // Back to the planning's tab, as it was left: the agents view of that week.
    await openMenuEntry(page, 'Planning');
    await expect.poll(() => chip(page, 'À pourvoir', '14:00–22:00').count(), { timeout: 15_000 }).toBe(1);
    await chip(page, 'À pourvoir', '14:00–22:00').click();
    const edit = dialog(page, 'Modifier le service');
    await choose(page, edit.getByLabel('Collaborateurs'), 'Benali', 'Karim Benali');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    const refusal = page.getByRole('dialog').filter({ hasText: 'Planification refusée : Repos quotidien de 11 h' });
    await visible(refusal);
    await refusal.getByRole('button', { name: 'Modifier' }).click();
    await edit.getByRole('button', { name: 'Annuler' }).click();
    const week = await servicesOfWeek(owner);
    const wednesday = week.find(
      (service) =>
        service.startAt.startsWith(addDays(monday, 2)) && service.prestation.label === 'Gardiennage de soirée',
    );
    expect(wednesday?.agents).toEqual([]);

    // Monday's evening is finished from the services list: its billable line follows in billing.
    const mondayService = week.find((service) => service.startAt.startsWith(monday) && service.agents.length === 1)!;
    await openMenuEntry(page, 'Services');
    const listRow = activeScreen(page).getByRole('row').filter({ hasText: mondayService.reference });

    // Karim is covered by Lucas on Monday's evening; the service's timeline tells it all.
    const rowActions = listRow.getByRole('button', {
      name: `Plus d'actions sur le service ${mondayService.reference}`,
    });
    const cover = dialog(page, 'Remplacement sur le service');
    await chooseRowAction(page, rowActions, 'Remplacer un collaborateur', cover.getByLabel('Remplaçant'));
    await choose(page, cover.getByLabel('Remplaçant'), 'Fabre', 'Lucas Fabre');
    await visible(cover.getByTitle('Lucas Fabre'));
    await cover.getByRole('button', { name: 'Remplacer' }).click();
    // Saved: the dialog closes (its toast may be gone by the time a loaded machine looks), the timeline tells it.
    await cover.waitFor({ state: 'hidden', timeout: 30_000 });
    const history = dialog(page, `Historique du service ${mondayService.reference}`);
    await chooseRowAction(page, rowActions, 'Historique', history);
    await visible(history.getByText('Collaborateur affecté : Karim Benali'));
    await visible(history.getByText('Karim Benali remplacé par Lucas Fabre'));
    await history.locator('.ant-modal-close').click();
    await history.waitFor({ state: 'hidden' });
    await listRow.getByRole('button', { name: 'Terminer' }).click();
    await page.locator('.ant-popover:visible').getByRole('button', { name: 'Terminer' }).click();
    // Finished: the row says so (its toast may be gone by the time a loaded machine looks).
    await visible(listRow.getByText('Terminé', { exact: true }), 30_000);
    const finishedAt = Date.now();
    await expect
      .poll(() => billableLineOf(owner, mondayService.reference), { interval: 50, timeout: 10_000 })
      .toBeDefined();
    const latency = Date.now() - finishedAt;
    console.info(`service finished → billable line listed by billing: ${latency} ms`);
    expect(latency).toBeLessThan(1_000);
    // 8 h × 24,50 € (14:00–21:00 day, 21:00–22:00 night × 1,1).
    expect((await billableLineOf(owner, mondayService.reference))?.amount).toBe('198.45');

    // NATS goes away in the middle: the next evening, finished from the list meanwhile, is billed once it is back.
    const nextMonday = week.find((service) => service.startAt.startsWith(addDays(monday, 7)))!;
    await portal.system.nats.stop();
    try {
      const nextRow = activeScreen(page).getByRole('row').filter({ hasText: nextMonday.reference });
      await nextRow.getByRole('button', { name: 'Terminer' }).click();
      await page.locator('.ant-popover:visible').getByRole('button', { name: 'Terminer' }).click();
      await visible(page.getByText(`Service ${nextMonday.reference} terminé`));
      await visible(nextRow.getByText('Terminé', { exact: true }));
      expect(await billableLineOf(owner, nextMonday.reference)).toBeUndefined();
    } finally {
      await portal.system.nats.start();
    }
    await expect.poll(() => billableLineOf(owner, nextMonday.reference), { timeout: 30_000 }).toBeDefined();

    // The month's hours: Lucas's Monday evening, split by kind of time (7 h of day, 1 h of night).
    await openMenuEntry(page, 'Heures des collaborateurs');
    if (monday.slice(0, 7) !== today.slice(0, 7)) {
      await activeScreen(page).getByRole('button', { name: 'Mois suivant' }).click();
    }
    const lucasHours = activeScreen(page).getByRole('row').filter({ hasText: 'Fabre Lucas' });
    await visible(lucasHours.getByRole('cell', { name: '7 h', exact: true }));
    await visible(lucasHours.getByRole('cell', { name: '8 h', exact: true }));

    // The owner sees the line to invoice on the customer's row.
    await openMenuEntry(page, 'À facturer');
    await visible(activeScreen(page).getByText('Résidence Les Oliviers').first());
    await page.context().close();
  }, 180_000);
});
