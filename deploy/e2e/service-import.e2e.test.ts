import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf, SERVICE_CALLS, toFrenchDateText } from '@portal/contracts';
import { demoIds } from '@portal/service-kit/demo/ids';
import { activeScreen, dialog, logIn, openMenuEntry, visible } from './journeys.js';
import { startPortal, type PortalUnderTest } from './portal-under-test.js';
import { callService, tokenOf } from './service-api.js';

let portal: PortalUnderTest;
const VIGIE = demoIds.agency('vigie');

beforeAll(async () => {
  portal = await startPortal();
}, 180_000);
afterAll(async () => portal?.stop(), 60_000);

const today = localDateOf(new Date());
const first = addDays(today, 20);
const second = addDays(today, 21);
const PRESTATION = 'Gardiennage importé';
const SITE = 'Résidence Les Oliviers – Bâtiment A';

/** The file the office exports from its spreadsheet: two good rows, one without its start time. */
const csv = [
  "Site;Date;Début;Fin;Prestation;Prix unitaire HT;Mode de facturation;Nombre d'agents",
  `${SITE};${toFrenchDateText(first)};07:15;15:15;${PRESTATION};24,50;Horaire;1`,
  `${SITE};${toFrenchDateText(second)};07:15;15:15;${PRESTATION};24,50;Horaire;2`,
  `${SITE};${toFrenchDateText(second)};;15:15;${PRESTATION};24,50;Horaire;1`,
].join('\r\n');

async function importedServices(owner: string) {
  const answer = await callService(portal, 'operations', `/agency/${VIGIE}/fetch/services`, owner, {
    method: 'POST',
    body: JSON.stringify({ filters: { from: first, to: second }, limit: 100 }),
  });
  return SERVICE_CALLS.list.response
    .parse(answer.body)
    .data.filter((service) => service.prestation.label === PRESTATION);
}

describe('service import: the office imports a spreadsheet of services', () => {
  it('checks the file, lists the row without start time, imports the others into the list', async () => {
    const owner = await tokenOf(portal, 'proprietaire@vigie-demo.fr');
    const page = await portal.newPage();
    await logIn(page, portal.url, 'proprietaire@vigie-demo.fr');

    await openMenuEntry(page, 'Services');
    await activeScreen(page).getByRole('button', { name: 'Importer', exact: true }).click();
    const importer = dialog(page, 'Importer des services');
    await visible(importer.getByText(/Site; Date; Début; Fin; Prestation; Prix unitaire HT/));
    await importer
      .getByLabel('Fichier à importer')
      .setInputFiles({ name: 'services.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });

    // The dry run: two services ready, line 4 reported.
    const issue = importer.getByRole('row', { name: /Date ou heure de début manquante/ });
    await visible(issue);
    await expect.poll(() => issue.getByRole('cell').first().textContent()).toBe('4');
    await expect.poll(() => issue.textContent()).toContain('Heure de début manquante');
    expect(await importedServices(owner)).toHaveLength(0);

    await importer.getByRole('button', { name: 'Importer 2 services' }).click();
    await visible(page.getByText('2 services importés'));

    // Both made on the site without agents, and shown by the list, reloaded.
    const services = await importedServices(owner);
    expect(services.map((service) => localDateOf(service.startAt)).sort()).toEqual([first, second]);
    expect(services.every((service) => service.agents.length === 0 && service.siteName === SITE)).toBe(true);
    for (const service of services) {
      await activeScreen(page).getByLabel('Rechercher').fill(service.reference);
      await visible(
        activeScreen(page).getByRole('row').filter({ hasText: service.reference }).filter({ hasText: PRESTATION }),
      );
    }
  });
});
