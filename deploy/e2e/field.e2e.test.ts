import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import postgres from 'postgres';
import { BILLABLE_LINE_CALLS, FIELD_CALLS, localDateOf, localTimeOf } from '@portal/contracts';
import { demoIds } from '@portal/service-kit/demo/ids';
import { activeScreen, dialog, logIn, openMenuEntry, pick, visible } from './journeys.js';
import { startPortal, type PortalUnderTest } from './portal-under-test.js';
import { callService, tokenOf } from './service-api.js';

let portal: PortalUnderTest;
const VIGIE = demoIds.agency('vigie');
const KARIM = demoIds.user('agent@vigie-demo.fr');
const SITE_ID = demoIds.site('vigie', 'oliviers-a');
/** At the demo site's virtual checkpoint 'Portail (virtuel)', precisely enough. */
const ON_SITE = { latitude: 43.61655, longitude: 3.84575, accuracy: 8 };

beforeAll(async () => {
  portal = await startPortal();
}, 180_000);
afterAll(async () => portal?.stop(), 60_000);

/** A service for Karim from ten minutes ago to four hours later, whatever the hour the journey runs. */
async function planServiceAroundNow(owner: string) {
  const start = new Date(Date.now() - 10 * 60_000);
  const end = new Date(start.getTime() + 4 * 3_600_000);
  const created = await callService(portal, 'operations', `/agency/${VIGIE}/services`, owner, {
    method: 'POST',
    body: JSON.stringify({
      siteId: SITE_ID,
      category: 'GUARDING',
      prestation: { label: 'Gardiennage du hall', unitPrice: '23.00' },
      billingMode: 2,
      nbAgents: 1,
      agentIds: [KARIM],
      startDate: localDateOf(start),
      endDate: localDateOf(start),
      startTime: localTimeOf(start),
      endTime: localTimeOf(end),
      confirmed: true,
    }),
  });
  expect(created.status).toBe(201);
  return (created.body['data'] as { id: string; reference: string }[])[0]!;
}

async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await portal.browser.newContext({
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    geolocation: ON_SITE,
    permissions: ['geolocation'],
  });
  return { context, page: await context.newPage() };
}

/** Draws a stroke on a signature pad. */
async function sign(page: Page, label: string) {
  const box = (await page.getByLabel(label, { exact: true }).boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 30);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 80, { steps: 8 });
  await page.mouse.move(box.x + 200, box.y + 40, { steps: 8 });
  await page.mouse.up();
}

describe('field mode: the agent’s day on his phone, online and offline', () => {
  it('takes, reports, pauses, walks the round, records offline through a reload, skips a refused message, ends signed; the office sees it', async () => {
    const owner = await tokenOf(portal, 'proprietaire@vigie-demo.fr');
    const service = await planServiceAroundNow(owner);
    const { context, page } = await phone();
    // What the phone showed when a step failed, for whoever reads the failure.
    onTestFailed(async () => void (await page.screenshot({ path: '/tmp/field-e2e-failure.png', fullPage: true })));
    await logIn(page, portal.url, 'agent@vigie-demo.fr', 'terrain/priseService');

    // Take the service: confirmation, then the consent to locate him, once.
    const screen = activeScreen(page);
    await visible(screen.getByRole('heading', { name: 'Prise de service' }));
    const card = screen.locator('.ant-card').filter({ hasText: 'Gardiennage du hall' });
    await card.getByRole('button', { name: /Commencer/ }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Commencer' }).click();
    await page.getByRole('button', { name: "J'accepte" }).click();
    await visible(activeScreen(page).getByRole('heading', { name: 'Service en cours' }));
    await visible(activeScreen(page).getByText('En cours', { exact: true }));
    await visible(activeScreen(page).getByText('Synchronisé'));
    // On duty, the portal's main route opens his service.
    await page.evaluate(() => (window.location.hash = '#/'));
    await visible(activeScreen(page).getByRole('heading', { name: 'Service en cours' }));

    // An observation, declared while on duty.
    await activeScreen(page).getByRole('button', { name: 'Signaler un événement' }).click();
    await visible(activeScreen(page).getByRole('heading', { name: 'Signaler un événement' }));
    await activeScreen(page).getByLabel('Description').fill('Porte du local poubelles ouverte');
    await activeScreen(page).getByRole('button', { name: 'Envoyer' }).click();
    await visible(page.getByText('Les informations ont été transmises'));
    await visible(activeScreen(page).getByRole('heading', { name: 'Service en cours' }));

    // A pause, then back to work.
    await activeScreen(page).getByRole('button', { name: 'Pause', exact: true }).click();
    await visible(activeScreen(page).getByText('Vous êtes en pause'));
    await activeScreen(page).getByRole('button', { name: 'Reprendre', exact: true }).click();
    await visible(activeScreen(page).getByText('En cours', { exact: true }));

    // The round: two badges typed, the virtual checkpoint passed by being there.
    await activeScreen(page)
      .getByRole('button', { name: /^Ronde/ })
      .click();
    await activeScreen(page).getByRole('button', { name: 'Commencer la ronde' }).click();
    for (const badge of ['04A1B2C3D4E5F6', '04a1-b2c3-d4e5-f7']) {
      await activeScreen(page).getByLabel('Numéro du badge').fill(badge);
      await activeScreen(page).getByRole('button', { name: 'Valider' }).click();
    }
    await activeScreen(page).getByRole('button', { name: 'Je suis au point de contrôle' }).click();
    await expect
      .poll(
        () =>
          activeScreen(page)
            .getByText(/^Validé à/)
            .count(),
        { timeout: 15_000 },
      )
      .toBe(3);
    await visible(activeScreen(page).getByText('(position)'));
    await activeScreen(page).getByRole('button', { name: 'Terminer la ronde' }).click();
    await visible(activeScreen(page).getByText('Terminée', { exact: true }));
    await activeScreen(page).getByRole('button', { name: 'Retour au service' }).click();

    // The office turns deliveries off for the site while the agent is in a car park with no network.
    const disabled = await callService(
      portal,
      'operations',
      `/agency/${VIGIE}/site/${SITE_ID}/service-event-types/delivery`,
      owner,
      {
        method: 'PUT',
        body: JSON.stringify({ enabled: false, customerShow: false, notifyAgency: false, notifyCustomer: false }),
      },
    );
    expect(disabled.status).toBe(200);
    await context.setOffline(true);
    await activeScreen(page).getByRole('button', { name: 'Signaler un événement' }).click();
    await pick(page, activeScreen(page).getByLabel("Type d'événement"), 'Incident');
    await activeScreen(page).getByLabel('Description').fill('Vitre brisée au rez-de-chaussée');
    await activeScreen(page).getByRole('button', { name: 'Envoyer' }).click();
    await visible(page.getByText('Signalement enregistré : il sera transmis dès le retour du réseau'));
    await page.evaluate(() => (window.location.hash = '#/delivery'));
    await visible(activeScreen(page).getByRole('heading', { name: 'Livraison' }));
    await activeScreen(page).getByLabel('Description').fill('Colis pour le gardien');
    await activeScreen(page).getByRole('button', { name: 'Envoyer' }).click();
    await visible(activeScreen(page).getByRole('heading', { name: 'Service en cours' }));
    await activeScreen(page).getByRole('button', { name: 'Pause', exact: true }).click();
    await visible(activeScreen(page).getByText("3 en attente d'envoi"));
    await visible(
      activeScreen(page).getByText("Certains éléments concernant le service n'ont pas été transmis au serveur"),
    );

    // The phone reloads with no network: the queue is still there.
    await page.reload();
    await visible(activeScreen(page).getByText("3 en attente d'envoi"), 30_000);
    await visible(activeScreen(page).getByText('Vous êtes en pause'));

    // Back online: the incident goes, the delivery is refused, the agent skips it and the pause goes.
    await context.setOffline(false);
    const refusal = dialog(page, 'La requête transmise semble incorrecte');
    await visible(refusal.getByText('Type de requête : Signalement'), 30_000);
    await visible(refusal.getByText("Erreur : Ce type d'événement est désactivé pour ce site"));
    await refusal.getByRole('button', { name: 'Oui' }).click();
    await visible(activeScreen(page).getByText('Synchronisé'), 30_000);
    await visible(activeScreen(page).getByText('Vous êtes en pause'));
    await activeScreen(page).getByRole('button', { name: 'Reprendre', exact: true }).click();

    // The end: the site asks for a signed report, refused until signed.
    const sql = postgres(portal.system.databaseUrls.operations, { max: 1 });
    await sql.begin(async (tx) => {
      await tx`select set_config('app.scope', 'platform', true)`;
      await tx`update sites set report_signature_required = true where id = ${SITE_ID}`;
    });
    await sql.end();
    await page.reload();
    await visible(activeScreen(page).getByText('En cours', { exact: true }), 30_000);
    await activeScreen(page).getByRole('button', { name: 'Terminer le service' }).click();
    const end = dialog(page, 'Fin de service');
    await visible(end.getByText('Un bon signé est demandé pour ce site'));
    await end.getByLabel('Informations de fin de service').fill('Passation des clés au gardien');
    await end.getByRole('button', { name: 'Terminer le service' }).click();
    await visible(end.getByText("La signature d'un bon est obligatoire"));
    await sign(page, 'Signature du collaborateur');
    await end.getByLabel('Nom du représentant du client').fill('M. Durand');
    await sign(page, 'Signature du client');
    await end.getByRole('button', { name: 'Terminer le service' }).click();
    await visible(activeScreen(page).getByText('Terminé', { exact: true }), 30_000);
    await visible(activeScreen(page).getByText('Synchronisé'), 30_000);

    // The office: the timeline, the main courante that verifies, the billable line of the real hours.
    const office = await portal.newPage();
    await logIn(office, portal.url, 'proprietaire@vigie-demo.fr');
    await openMenuEntry(office, 'Services');
    const row = activeScreen(office).getByRole('row').filter({ hasText: service.reference });
    await row.getByRole('button', { name: `Plus d'actions sur le service ${service.reference}` }).click();
    await office.getByRole('menuitem', { name: 'Historique' }).click();
    const history = dialog(office, `Historique du service ${service.reference}`);
    await visible(history.getByText(/^Service commencé à/));
    await visible(history.getByText(/^Pause commencée à/).first());
    await visible(history.getByText('Ronde terminée', { exact: false }).first());
    await visible(history.getByText(/^Service terminé à .* h réelles, bon signé$/));

    const verified = await callService(portal, 'operations', `/agency/${VIGIE}/main-courante/${SITE_ID}/verify`, owner);
    expect(FIELD_CALLS.verifyMainCourante.response.parse(verified.body)).toMatchObject({
      valid: true,
      brokenAtSeq: null,
    });
    await expect
      .poll(
        async () => {
          const answer = await callService(portal, 'billing', `/agency/${VIGIE}/fetch/billable-lines`, owner, {
            method: 'POST',
            body: JSON.stringify({ query: service.reference }),
          });
          return BILLABLE_LINE_CALLS.list.response
            .parse(answer.body)
            .data.find((line) => line.reference === service.reference);
        },
        { timeout: 20_000 },
      )
      .toBeDefined();
  }, 300_000);
});
