import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import postgres from 'postgres';
import {
  BILLABLE_LINE_CALLS,
  CheckpointSiteListSchema,
  CUSTOMER_FIELD_CALLS,
  FIELD_CALLS,
  localDateOf,
  localTimeOf,
  SERVICE_EVENT_TYPES,
  uuidv7,
} from '@portal/contracts';
import { demoIds } from '@portal/service-kit/demo/ids';
import {
  activeScreen,
  choose,
  clickUntilGone,
  dialog,
  logIn,
  openMenuEntry,
  pick,
  tab,
  tryAgainIfLost,
  visible,
} from './journeys.js';
import { mailsTo, readMail } from '@portal/service-kit/testing/mail-reading';
import { startSmtpCapture } from '@portal/service-kit/testing/smtp-capture';
import { recordFailedCalls } from './failed-calls.js';
import { fakeCameraShowingQr } from './fake-camera.js';
import { fakeMapTiles } from './fake-map-tiles.js';
import { queuedOnPhone } from './phone-queue.js';
import { launchChromium, startPortal, type PortalUnderTest } from './portal-under-test.js';
import { callService, tokenOf } from './service-api.js';

let portal: PortalUnderTest;
/** The mail relay the services send through (a third party: the kit's SMTP capture stands in for it). */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
const VIGIE = demoIds.agency('vigie');
const KARIM = demoIds.user('agent@vigie-demo.fr');
const SITE_ID = demoIds.site('vigie', 'oliviers-a');
/** Where Vigie's mails go (its contact address), and Résidence Les Oliviers' representative on the portal, who receives its event reports. */
const AGENCY_CONTACT = 'contact@vigie-demo.fr';
const CUSTOMER_CONTACT = 'client@vigie-demo.fr';
/** At the demo site's virtual checkpoint 'Portail (virtuel)', precisely enough. */
const ON_SITE = { latitude: 43.61655, longitude: 3.84575, accuracy: 8 };

beforeAll(async () => {
  smtp = await startSmtpCapture();
  portal = await startPortal({ smtpUrl: smtp.url });
}, 180_000);
afterAll(async () => {
  await portal?.stop();
  await smtp?.close();
}, 60_000);

/**
 * A service for Karim from ten minutes ago (or `minutesAgo`) to four hours later, whatever the hour the
 * journey runs.
 */
async function planServiceAroundNow(owner: string, label = 'Gardiennage du hall', minutesAgo = 10) {
  const start = new Date(Date.now() - minutesAgo * 60_000);
  const end = new Date(start.getTime() + 4 * 3_600_000);
  const created = await callService(portal, 'operations', `/agency/${VIGIE}/services`, owner, {
    method: 'POST',
    body: JSON.stringify({
      siteId: SITE_ID,
      category: 'GUARDING',
      prestation: { label, unitPrice: '23.00' },
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

/**
 * Karim's phone: a context of the portal's browser, or of `browser` (one with a fake camera); on the
 * site and letting the portal read its position, unless `located` is false (the browser then refuses it).
 */
async function phone(
  browser: Browser = portal.browser,
  { located = true } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
    ...(located ? { geolocation: ON_SITE, permissions: ['geolocation'] } : {}),
  });
  // The active service shows a map: its tiles come from a fake, never from the internet.
  await fakeMapTiles(context);
  return { context, page: recordFailedCalls(await context.newPage()) };
}

/** A photo the agent takes: a real PNG (the service checks the content, not only the name). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
async function attachPhoto(page: Page, name: string) {
  await activeScreen(page).locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: PHOTO });
  await visible(activeScreen(page).getByText(name, { exact: false }));
}

/** Karim's services of today, as the server gives them to his phone. */
async function karimsServices() {
  const karim = await tokenOf(portal, 'agent@vigie-demo.fr');
  const day = await callService(portal, 'operations', `/agency/${VIGIE}/agent/fetch/field-services`, karim, {
    method: 'POST',
    body: JSON.stringify({ day: localDateOf(new Date()) }),
  });
  expect(day.status).toBe(200);
  return FIELD_CALLS.myFieldServices.response.parse(day.body).services;
}

/** The office closes whatever service Karim is still on ('Terminer'), so a journey starts him free. */
async function endKarimsServicesOnDuty(owner: string) {
  for (const service of (await karimsServices()).filter((one) => [200, 250, 500].includes(one.status))) {
    const closed = await callService(portal, 'operations', `/agency/${VIGIE}/service/${service.id}/finish`, owner, {
      method: 'PATCH',
    });
    expect(closed.status).toBe(200);
  }
}

/** Draws a stroke on a signature pad. */
async function sign(page: Page, label: string) {
  const pad = page.getByLabel(label, { exact: true });
  // The end dialog's body scrolls on a phone: the pad is brought into sight first.
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 30);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 80, { steps: 8 });
  await page.mouse.move(box.x + 200, box.y + 40, { steps: 8 });
  await page.mouse.up();
}

/** 'Terminer le service', confirmed; signed when the site asks for a signed report (the day's first journey turns it on). */
async function endTheService(page: Page) {
  await activeScreen(page).getByRole('button', { name: 'Terminer le service' }).click();
  const end = dialog(page, 'Fin de service');
  const confirm = page.locator('.ant-modal-confirm');
  await expect.poll(async () => (await end.isVisible()) || (await confirm.isVisible())).toBe(true);
  if (await end.isVisible()) {
    await sign(page, 'Signature du collaborateur');
    await end.getByRole('button', { name: 'Terminer le service' }).click();
  } else {
    await confirm.getByRole('button', { name: 'Terminer' }).click();
  }
}

/**
 * After 'Commencer': the location consent asked the first time (it may come late on a loaded machine:
 * `isVisible` does not wait), accepted, until the active service shows.
 */
async function acceptConsentUntilStarted(page: Page, screen: Locator): Promise<void> {
  const consent = page.getByRole('button', { name: "J'accepte" });
  const started = screen.getByRole('heading', { name: 'Service en cours' });
  await visible(consent.or(started));
  if (await consent.isVisible()) await clickUntilGone(consent);
  await visible(started);
}

describe('field mode: the agent’s day on his phone, online and offline', () => {
  it('takes, reports, pauses, walks the round, records offline through a reload, skips a refused message, ends signed; the office sees it', async () => {
    const owner = await tokenOf(portal, 'proprietaire@vigie-demo.fr');
    const service = await planServiceAroundNow(owner);
    const { context, page } = await phone();
    // What the phone showed when a step failed, for whoever reads the failure.
    onTestFailed(async () => {
      await page.screenshot({ path: '/tmp/field-e2e-failure.png', fullPage: true });
      console.log(`[field e2e] queued on the phone:\n${(await queuedOnPhone(page)).join('\n')}`);
    });
    const dayReadsUnderWay = new Set<Request>();
    const isDayRead = (request: Request) => request.url().includes('/agent/fetch/field-services');
    page.on('request', (request) => void (isDayRead(request) && dayReadsUnderWay.add(request)));
    page.on('requestfinished', (request) => void dayReadsUnderWay.delete(request));
    page.on('requestfailed', (request) => void dayReadsUnderWay.delete(request));
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
    await attachPhoto(page, 'porte-local.png');
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
    const validated = (count: number) =>
      expect
        .poll(
          () =>
            activeScreen(page)
              .getByText(/^Validé à/)
              .count(),
          { timeout: 15_000 },
        )
        .toBe(count);
    for (const [read, badge] of ['04A1B2C3D4E5F6', '04a1-b2c3-d4e5-f7'].entries()) {
      await activeScreen(page).getByLabel('Numéro du badge').fill(badge);
      await activeScreen(page).getByRole('button', { name: 'Valider' }).click();
      // The next badge is typed once this one shows validated (its field is drawn anew).
      await validated(read + 1);
    }
    await activeScreen(page).getByRole('button', { name: 'Je suis au point de contrôle' }).click();
    await validated(3);
    await visible(activeScreen(page).getByText('(position)'));
    await activeScreen(page).getByRole('button', { name: 'Terminer la ronde' }).click();
    await visible(activeScreen(page).getByText('Terminée', { exact: true }));
    await activeScreen(page).getByRole('button', { name: 'Retour au service' }).click();

    // The office turns deliveries off for the site while the agent is in a car park with no network
    // (his phone read its day before: it still offers them). A read of his day already sent when the
    // network goes is answered first: on a loaded machine its answer could read the change.
    await visible(activeScreen(page).getByText('Synchronisé'), 30_000);
    await context.setOffline(true);
    await expect.poll(() => dayReadsUnderWay.size, { timeout: 30_000 }).toBe(0);
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
    await activeScreen(page).getByRole('button', { name: 'Signaler un événement' }).click();
    await pick(page, activeScreen(page).getByLabel("Type d'événement"), 'Incident');
    await activeScreen(page).getByLabel('Description').fill('Vitre brisée au rez-de-chaussée');
    // The main route leads away without closing the open screens: the form is as it was left.
    await page.evaluate(() => (window.location.hash = '#/'));
    await visible(activeScreen(page).getByRole('heading', { name: 'Service en cours' }));
    await tab(page, 'Signaler un événement').click();
    expect(await activeScreen(page).getByLabel('Description').inputValue()).toBe('Vitre brisée au rez-de-chaussée');
    await attachPhoto(page, 'vitre.png');
    await activeScreen(page).getByRole('button', { name: 'Envoyer' }).click();
    await visible(page.getByText('Signalement enregistré : il sera transmis dès le retour du réseau'));
    await page.evaluate(() => (window.location.hash = '#/delivery'));
    await visible(activeScreen(page).getByRole('heading', { name: 'Livraison' }));
    // The redirect opened the incident screen's tab, none of its own.
    expect(await page.getByRole('tab', { name: 'Livraison' }).count()).toBe(0);
    await activeScreen(page).getByLabel('Description').fill('Colis pour le gardien');
    await activeScreen(page).getByRole('button', { name: 'Envoyer' }).click();
    await visible(activeScreen(page).getByRole('heading', { name: 'Service en cours' }));
    await activeScreen(page).getByRole('button', { name: 'Pause', exact: true }).click();
    await visible(activeScreen(page).getByText("3 en attente d'envoi"));
    await visible(
      activeScreen(page).getByText("Certains éléments concernant le service n'ont pas été transmis au serveur"),
    );
    // With no network the server cannot say which service is on duty: the phone's own knowledge
    // opens it from the portal's main route.
    await page.evaluate(() => (window.location.hash = '#/'));
    await visible(activeScreen(page).getByRole('heading', { name: 'Service en cours' }));
    await visible(activeScreen(page).getByText('Vous êtes en pause'));

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
    // Deliveries now off on the site, the phone (its day read again) no longer lets him declare one.
    await page.evaluate(() => (window.location.hash = '#/delivery'));
    await visible(activeScreen(page).getByText("Ce type d'événement est désactivé pour ce site"), 30_000);
    expect(await activeScreen(page).getByRole('button', { name: 'Envoyer' }).isDisabled()).toBe(true);
    // The photos went with their messages, the offline one kept through the reload.
    const events = await callService(portal, 'operations', `/agency/${VIGIE}/fetch/allEvents`, owner, {
      method: 'POST',
      body: JSON.stringify({ filters: { serviceId: service.id }, limit: 50 }),
    });
    const photoIds = FIELD_CALLS.allEvents.response
      .parse(events.body)
      .data.filter((event) => ['observation', 'incident'].includes(event.typeKey))
      .flatMap((event) => event.messages.flatMap((line) => line.attachmentIds));
    expect(photoIds).toHaveLength(2);
    for (const photoId of photoIds) {
      const photo = await fetch(`${portal.system.urls.operations}/agency/${VIGIE}/field/attachment/${photoId}`, {
        headers: { authorization: `Bearer ${owner}` },
      });
      expect([photo.status, Buffer.from(await photo.arrayBuffer()).equals(PHOTO)]).toEqual([200, true]);
    }
    // The site notifies incidents (the default): the agency and the customer's representative are mailed.
    const alertSubject = 'Incident sur le site Résidence Les Oliviers – Bâtiment A';
    const alertsTo = (address: string) =>
      mailsTo(smtp.mails, address)
        .map(readMail)
        .filter((mail) => mail.subject === alertSubject && mail.text.includes('Vitre brisée au rez-de-chaussée'));
    await expect
      .poll(() => [alertsTo(AGENCY_CONTACT).length, alertsTo(CUSTOMER_CONTACT).length], { timeout: 30_000 })
      .toEqual([1, 1]);
    expect(alertsTo(CUSTOMER_CONTACT)[0]!.text).toContain('Un événement « Incident » a été signalé sur le site');
    await page.evaluate(() => (window.location.hash = '#/terrain/events'));
    await visible(activeScreen(page).getByText('Vitre brisée au rez-de-chaussée'));
    await visible(activeScreen(page).getByRole('img', { name: 'Photo 1' }).first());

    // The incident opened from the list: a message added, then edited and deleted by its author.
    await activeScreen(page)
      .getByRole('listitem')
      .filter({ hasText: 'Vitre brisée au rez-de-chaussée' })
      .getByRole('button', { name: 'Ouvrir' })
      .click();
    await visible(activeScreen(page).getByRole('heading', { name: 'Incident' }));
    await activeScreen(page).getByLabel('Message', { exact: true }).fill('Vitrier appelé');
    await activeScreen(page).getByRole('button', { name: 'Ajouter' }).click();
    const thread = activeScreen(page).getByRole('list').first();
    const addedLine = thread.getByRole('listitem').filter({ hasText: 'Vitrier appelé' });
    await visible(addedLine, 30_000);
    await addedLine.getByRole('button', { name: 'Modifier' }).click();
    await activeScreen(page).getByLabel('Modifier le message').fill('Vitrier appelé pour 14 h');
    await activeScreen(page).getByRole('button', { name: 'Enregistrer' }).click();
    const editedLine = thread.getByRole('listitem').filter({ hasText: 'Vitrier appelé pour 14 h' });
    await visible(editedLine.getByText('modifié', { exact: false }), 30_000);
    const shots = process.env['E2E_SCREENSHOTS'];
    if (shots) await page.screenshot({ path: `${shots}/incident-thread-390.png`, fullPage: true });
    await editedLine.getByRole('button', { name: 'Supprimer' }).click();
    await dialog(page, 'La suppression est définitive').getByRole('button', { name: 'Supprimer' }).click();
    await expect.poll(() => thread.getByText('Vitrier appelé').count(), { timeout: 30_000 }).toBe(0);
    // The first line is the agent's own too, but the event's deletion is the office's right.
    expect(await activeScreen(page).getByRole('button', { name: "Supprimer l'événement" }).count()).toBe(0);
    // An event the phone cannot find: said, and back to the list.
    await page.evaluate((id) => (window.location.hash = `#/incident/${id}`), crypto.randomUUID());
    await visible(page.getByText('Impossible de trouver la main courante'));
    await visible(activeScreen(page).getByRole('heading', { name: 'Événements' }));
    await page.evaluate((id) => (window.location.hash = `#/terrain/serviceActif/${id}`), service.id);
    await activeScreen(page).getByRole('button', { name: 'Reprendre', exact: true }).click();
    // Back at work before the office changes the site (the resume is queued once located).
    await visible(activeScreen(page).getByText('En cours', { exact: true }), 30_000);

    // The end: the office now asks for a signed report on the site, refused until signed.
    const office = await portal.newPage();
    await logIn(office, portal.url, 'proprietaire@vigie-demo.fr', 'sites');
    await activeScreen(office)
      .getByRole('row')
      .filter({ hasText: 'Résidence Les Oliviers – Bâtiment A' })
      .getByRole('button', { name: 'Modifier' })
      .click();
    const siteDialog = dialog(office, 'Modifier le site');
    await siteDialog.getByRole('tab', { name: 'Notifications et rapports' }).click();
    await siteDialog.getByLabel('Bon signé obligatoire en fin de service').check();
    await siteDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => siteDialog.count(), { timeout: 15_000 }).toBe(0);
    await page.reload();
    await visible(activeScreen(page).getByText('En cours', { exact: true }), 30_000);

    // Staying longer: the extension asks its reason, 'other' with a text.
    await activeScreen(page).getByRole('button', { name: 'Prolonger', exact: true }).click();
    const extension = dialog(page, 'Prolongation du service');
    await extension.getByLabel('Autre (préciser)').check();
    await extension.getByRole('button', { name: 'Prolonger' }).click();
    await visible(extension.getByText('Obligatoire'));
    await extension.getByLabel('Précisez').fill('Relève en retard');
    await extension.getByRole('button', { name: 'Prolonger' }).click();
    await visible(activeScreen(page).getByText('Prolongation', { exact: true }));
    await visible(activeScreen(page).getByText('Synchronisé'), 30_000);
    const end = dialog(page, 'Fin de service');
    // A click while the reloaded screen still settles can be lost on a loaded machine: clicked again.
    await tryAgainIfLost(async () => {
      await activeScreen(page).getByRole('button', { name: 'Terminer le service' }).click();
      await end.first().waitFor({ timeout: 10_000 });
    });
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
    await openMenuEntry(office, 'Services');
    const row = activeScreen(office).getByRole('row').filter({ hasText: service.reference });
    await row.getByRole('button', { name: `Plus d'actions sur le service ${service.reference}` }).click();
    await office.getByRole('menuitem', { name: 'Historique' }).click();
    const history = dialog(office, `Historique du service ${service.reference}`);
    await visible(history.getByText(/^Service commencé à/));
    await visible(history.getByText(/^Pause commencée à/).first());
    await visible(history.getByText(/^Prolongation à .* : Relève en retard$/));
    await visible(history.getByText('Ronde terminée', { exact: false }).first());
    await visible(history.getByText(/^Service terminé à .* h réelles, bon signé$/));

    await office.keyboard.press('Escape');
    await expect.poll(() => history.count(), { timeout: 10_000 }).toBe(0);

    // Interventions will need a signed report on every site.
    await openMenuEntry(office, 'Réglages terrain');
    await pick(office, activeScreen(office).getByLabel('Bon signé obligatoire pour les activités'), 'Intervention');
    await visible(office.getByText('Réglage enregistré'));
    if (shots) await office.screenshot({ path: `${shots}/field-settings-office.png`, fullPage: true });
    const settings = await callService(portal, 'operations', `/agency/${VIGIE}/settings`, owner);
    expect(settings.body).toMatchObject({ signedReportCategories: ['INTERVENTION'] });

    // The agency's alert mail links to the incident: the office opens it from there.
    const [incidentLink] = alertsTo(AGENCY_CONTACT)[0]!.text.match(/https?:\/\/\S+/) ?? [];
    expect(incidentLink).toMatch(new RegExp(`^${portal.url}/#/incident/[0-9a-f-]{36}$`));
    await office.goto(incidentLink!);
    await visible(activeScreen(office).getByRole('heading', { name: 'Incident' }));
    await visible(activeScreen(office).getByText('Vitre brisée au rez-de-chaussée'));
    // An existing event's tab is named for what it shows, not for a new declaration.
    await visible(tab(office, 'Événement'));
    expect(await tab(office, 'Signaler un événement').count()).toBe(0);

    // The office deletes the observation from its link, after confirming; the main courante keeps the deletion.
    const observation = FIELD_CALLS.allEvents.response
      .parse(events.body)
      .data.find((event) => event.typeKey === 'observation')!;
    await office.evaluate((id) => (window.location.hash = `#/incident/${id}`), observation.id);
    await visible(activeScreen(office).getByText('Porte du local poubelles ouverte'));
    if (shots) await office.screenshot({ path: `${shots}/incident-thread-office.png`, fullPage: true });
    await activeScreen(office).getByRole('button', { name: "Supprimer l'événement" }).click();
    await dialog(office, 'La suppression est définitive').getByRole('button', { name: 'Supprimer' }).click();
    await visible(office.getByText('Événement supprimé'));
    const deleted = await callService(portal, 'operations', `/agency/${VIGIE}/event/${observation.id}`, owner);
    expect(deleted.status).toBe(404);

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

  it('validates a checkpoint with the QR code the phone’s camera films; the passage is recorded as a QR code one', async () => {
    const owner = await tokenOf(portal, 'proprietaire@vigie-demo.fr');
    await endKarimsServicesOnDuty(owner);
    const service = await planServiceAroundNow(owner);
    // The rear camera films the sticker of the round's first checkpoint, 'Hall d’entrée'.
    const camera = await fakeCameraShowingQr('04A1B2C3D4E5F6');
    const browser = await launchChromium({ fakeCamera: camera.file });
    try {
      const { page } = await phone(browser);
      onTestFailed(async () => void (await page.screenshot({ path: '/tmp/field-qr-e2e-failure.png', fullPage: true })));
      await logIn(page, portal.url, 'agent@vigie-demo.fr', `terrain/priseService/${service.id}`);
      await activeScreen(page)
        .getByRole('button', { name: /^Commencer/ })
        .click();
      await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Commencer' }).click();
      await page.getByRole('button', { name: "J'accepte" }).click();
      await visible(activeScreen(page).getByRole('heading', { name: 'Service en cours' }));
      await activeScreen(page)
        .getByRole('button', { name: /^Ronde/ })
        .click();
      await activeScreen(page).getByRole('button', { name: 'Commencer la ronde' }).click();

      // The scanner reads the code, closes, and the stop shows as passed by QR code.
      await activeScreen(page).getByRole('button', { name: 'Scanner le QR code' }).click();
      const hall = activeScreen(page).getByRole('listitem').filter({ hasText: 'Hall d’entrée' });
      await visible(hall.getByText(/^Validé à \d\d:\d\d \(QR code\)$/));
      await expect.poll(() => page.getByLabel('Image de la caméra').count()).toBe(0);
      await visible(activeScreen(page).getByText('Synchronisé'));

      // The server recorded the passage with its method.
      const walked = (await karimsServices()).find((one) => one.id === service.id);
      const hallStop = walked?.round.stops.find((stop) => stop.name === 'Hall d’entrée');
      expect(hallStop).toMatchObject({ badge: '04A1B2C3D4E5F6', method: 'qr' });
      // passedAt is the contract's ISO instant (the parse above checked its form): it is set.
      expect(hallStop?.passedAt).not.toBeNull();

      // Karim leaves the site, so that the file's other journeys find him free: round and service ended
      // (with a signed report, in case the site asks for one).
      const signature =
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
      const now = new Date().toISOString();
      const agent = await tokenOf(portal, 'agent@vigie-demo.fr');
      const ended = await callService(portal, 'operations', `/agency/${VIGIE}/field/messages`, agent, {
        method: 'POST',
        body: JSON.stringify({
          messages: [
            { uuid: uuidv7(), type: 'round.stop', serviceId: service.id, createdAt: now },
            {
              uuid: uuidv7(),
              type: 'service.end',
              serviceId: service.id,
              createdAt: now,
              report: { agentSignature: signature },
            },
          ],
        }),
      });
      expect(ended.status).toBe(200);
    } finally {
      await browser.close();
      await camera.remove();
    }
  }, 180_000);
});

describe('field mode: a service left open past its end', () => {
  it('marked not finished by the clock, the agent still ends it from his phone', async () => {
    const owner = await tokenOf(portal, 'proprietaire@vigie-demo.fr');
    const agent = await tokenOf(portal, 'agent@vigie-demo.fr');
    const service = await planServiceAroundNow(owner);
    const started = await callService(portal, 'operations', `/agency/${VIGIE}/field/messages`, agent, {
      method: 'POST',
      body: JSON.stringify({
        messages: [
          { uuid: uuidv7(), type: 'service.start', serviceId: service.id, createdAt: new Date().toISOString() },
        ],
      }),
    });
    expect(started.status).toBe(200);
    // An hour of work that should have ended ten minutes ago: the late-services job's verdict.
    const sql = postgres(portal.system.databaseUrls.operations, { max: 1 });
    await sql.begin(async (tx) => {
      await tx`select set_config('app.scope', 'platform', true)`;
      await tx`update services set start_at = now() - interval '70 minutes', real_start_at = now() - interval '70 minutes',
                                   end_at = now() - interval '10 minutes', status = 800
                where id = ${service.id}`;
    });
    await sql.end();

    const { context, page } = await phone();
    await logIn(page, portal.url, 'agent@vigie-demo.fr', 'terrain/priseService');
    const card = activeScreen(page).locator('.ant-card').filter({ hasText: 'Non terminé' });
    await card.getByRole('button', { name: /^Reprendre/ }).click();
    await visible(
      activeScreen(page).getByText(
        "Service non terminé à l'heure prévue : terminez-le pour enregistrer votre heure de fin",
      ),
    );
    await endTheService(page);
    // This phone's first located step: the consent to locate him, once.
    await page.getByRole('button', { name: "J'accepte" }).click();
    await visible(activeScreen(page).getByText('Terminé', { exact: true }), 30_000);
    await visible(activeScreen(page).getByText('Synchronisé'), 30_000);
    const ended = (await karimsServices()).find((one) => one.id === service.id);
    expect(ended).toMatchObject({ status: 300 });
    expect(ended?.realEndAt).not.toBeNull();
    await context.close();
  });
});

describe('field mode: the office closes a service its agent left paused during his round', () => {
  it("'Terminer' closes the pause and the round with it: the timeline and the main courante say so", async () => {
    const owner = await tokenOf(portal, 'proprietaire@vigie-demo.fr');
    await endKarimsServicesOnDuty(owner);
    const service = await planServiceAroundNow(owner, 'Ronde du soir');
    const { context, page } = await phone();
    let looking = page;
    onTestFailed(async () => void (await looking.screenshot({ path: '/tmp/field-e2e-closing-failure.png' })));
    await logIn(page, portal.url, 'agent@vigie-demo.fr', 'terrain/priseService');
    await activeScreen(page)
      .locator('.ant-card')
      .filter({ hasText: 'Ronde du soir' })
      .getByRole('button', { name: /^Commencer/ })
      .click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Commencer' }).click();
    await acceptConsentUntilStarted(page, activeScreen(page));
    await activeScreen(page)
      .getByRole('button', { name: /^Ronde/ })
      .click();
    await activeScreen(page).getByRole('button', { name: 'Commencer la ronde' }).click();
    await visible(activeScreen(page).getByRole('button', { name: 'Terminer la ronde' }));
    await activeScreen(page).getByRole('button', { name: 'Retour au service' }).click();
    await activeScreen(page).getByRole('button', { name: 'Pause', exact: true }).click();
    await visible(activeScreen(page).getByText('Vous êtes en pause'));
    await visible(activeScreen(page).getByText('Synchronisé'), 30_000);
    await context.close();

    // The office closes it by hand.
    const office = await portal.newPage();
    looking = office;
    await logIn(office, portal.url, 'proprietaire@vigie-demo.fr');
    await openMenuEntry(office, 'Services');
    const row = activeScreen(office).getByRole('row').filter({ hasText: service.reference });
    await row.getByRole('button', { name: 'Terminer' }).click();
    await office.locator('.ant-popover:visible').getByRole('button', { name: 'Terminer' }).click();
    await visible(row.getByText('Terminé', { exact: true }), 30_000);
    await row.getByRole('button', { name: `Plus d'actions sur le service ${service.reference}` }).click();
    await office.getByRole('menuitem', { name: 'Historique' }).click();
    const history = dialog(office, `Historique du service ${service.reference}`);
    await visible(history.getByText(/^Pause commencée à \d\d:\d\d, clôturée avec le service à \d\d:\d\d$/));
    await visible(history.getByText(/^Ronde clôturée avec le service : \d+ point\(s\) non contrôlé\(s\) à \d\d:\d\d$/));
    await visible(history.getByText(/^Service terminé : .* h$/));
    await office.keyboard.press('Escape');
    await expect.poll(() => history.count(), { timeout: 10_000 }).toBe(0);

    // The site's main courante (no office screen lists it yet: adminMc comes with supervision).
    const events = await callService(portal, 'operations', `/agency/${VIGIE}/fetch/allEvents`, owner, {
      method: 'POST',
      body: JSON.stringify({ filters: { serviceId: service.id } }),
    });
    const written = FIELD_CALLS.allEvents.response.parse(events.body).data.map((event) => event.typeName);
    expect(written.slice(0, 5)).toEqual([
      'Fin de service',
      'Fin de ronde anticipée',
      'Pause clôturée avec le service',
      'Ronde interrompue',
      'Début de pause',
    ]);
    await office.close();
  }, 180_000);
});

describe('field mode: what the phone refuses, and why', () => {
  it("a service already over, another while one is on duty or paused, another while the last one's end is unsent", async () => {
    const owner = await tokenOf(portal, 'proprietaire@vigie-demo.fr');
    await endKarimsServicesOnDuty(owner);
    const onDuty = await planServiceAroundNow(owner, 'Accueil du matin');
    const other = await planServiceAroundNow(owner, 'Contrôle des accès', 5);
    const over = await planServiceAroundNow(owner, 'Surveillance de nuit', 9);
    // A service whose end has passed without him: over, whatever its status says. Just after midnight
    // it ends at midnight, not a minute before: a service of yesterday's is not on the phone's day.
    const sql = postgres(portal.system.databaseUrls.operations, { max: 1 });
    await sql.begin(async (tx) => {
      await tx`select set_config('app.scope', 'platform', true)`;
      await tx`update services
                  set end_at = greatest(now() - interval '1 minute',
                                        date_trunc('day', now(), 'Europe/Paris') + interval '1 millisecond')
                where id = ${over.id}`;
    });
    await sql.end();

    const { context, page } = await phone();
    onTestFailed(
      async () => void (await page.screenshot({ path: '/tmp/field-e2e-refusals-failure.png', fullPage: true })),
    );
    await logIn(page, portal.url, 'agent@vigie-demo.fr', 'terrain/priseService');
    const takeScreen = () => page.evaluate(() => (window.location.hash = '#/terrain/priseService'));
    const card = (prestation: string) => activeScreen(page).locator('.ant-card').filter({ hasText: prestation });
    const askedToStart = dialog(page, 'Commencer le service ?');
    const refusedWith = async (prestation: string, text: string) => {
      await card(prestation)
        .getByRole('button', { name: /^Commencer/ })
        .click();
      await visible(page.locator('.ant-message').getByText(text, { exact: true }));
      expect(await askedToStart.count()).toBe(0);
    };

    await refusedWith('Surveillance de nuit', 'Le service est terminé');

    await card('Accueil du matin')
      .getByRole('button', { name: /^Commencer/ })
      .click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Commencer' }).click();
    await acceptConsentUntilStarted(page, activeScreen(page));
    await visible(activeScreen(page).getByText('Synchronisé'), 30_000);
    await takeScreen();
    await visible(card('Accueil du matin').getByRole('button', { name: /^Reprendre/ }));
    await refusedWith('Contrôle des accès', 'Un service est actif');

    await card('Accueil du matin')
      .getByRole('button', { name: /^Reprendre/ })
      .click();
    await activeScreen(page).getByRole('button', { name: 'Pause', exact: true }).click();
    await visible(activeScreen(page).getByText('Vous êtes en pause'));
    await takeScreen();
    await refusedWith('Contrôle des accès', 'Vous êtes en pause');

    // In a car park with no network: he ends his service, the end waits on the phone.
    await card('Accueil du matin')
      .getByRole('button', { name: /^Reprendre/ })
      .click();
    await activeScreen(page).getByRole('button', { name: 'Reprendre', exact: true }).click();
    await visible(activeScreen(page).getByText('En cours', { exact: true }));
    await visible(activeScreen(page).getByText('Synchronisé'), 30_000);
    await context.setOffline(true);
    await endTheService(page);
    await visible(activeScreen(page).getByText('Terminé', { exact: true }), 30_000);
    await takeScreen();
    await refusedWith('Contrôle des accès', 'Le service doit être synchronisé avec le serveur');

    // The network back, the end goes: the next service may start.
    await context.setOffline(false);
    await visible(activeScreen(page).getByText('Synchronisé'), 30_000);
    await card('Contrôle des accès')
      .getByRole('button', { name: /^Commencer/ })
      .click();
    await askedToStart.getByRole('button', { name: 'Annuler' }).click();
    const services = await karimsServices();
    const statusOf = (id: string) => services.find((one) => one.id === id)?.status;
    expect(statusOf(onDuty.id)).toBe(300);
    // Planned, or late by now: never started by the refused taps.
    expect([100, 110]).toContain(statusOf(other.id));
    await context.close();
  });
});

describe('field mode: a phone that cannot give its position', () => {
  it("'La localisation GPS est impossible.': he gives up, then starts without his position", async () => {
    const owner = await tokenOf(portal, 'proprietaire@vigie-demo.fr');
    await endKarimsServicesOnDuty(owner);
    const service = await planServiceAroundNow(owner, 'Ouverture du site');
    const { context, page } = await phone(portal.browser, { located: false });
    await logIn(page, portal.url, 'agent@vigie-demo.fr', `terrain/priseService/${service.id}`);
    const start = async () => {
      await activeScreen(page)
        .getByRole('button', { name: /^Commencer/ })
        .click();
      await dialog(page, 'Commencer le service ?').getByRole('button', { name: 'Commencer' }).click();
    };
    const impossible = dialog(page, 'La localisation GPS est impossible.');

    // He accepts to be located, the phone cannot: asked whether to go on; he gives up, nothing starts.
    await start();
    await page.getByRole('button', { name: "J'accepte" }).click();
    await visible(impossible.getByText('Continuer sans localisation ?'), 30_000);
    await impossible.getByRole('button', { name: 'Annuler' }).click();
    await expect.poll(() => impossible.count()).toBe(0);
    await visible(activeScreen(page).getByRole('button', { name: /^Commencer/ }));

    // Again (the consent is not asked twice): he goes on without his position.
    await start();
    await impossible.getByRole('button', { name: 'Continuer' }).click();
    await visible(activeScreen(page).getByRole('heading', { name: 'Service en cours' }), 30_000);
    await visible(activeScreen(page).getByText('Synchronisé'), 30_000);
    const events = await callService(portal, 'operations', `/agency/${VIGIE}/fetch/allEvents`, owner, {
      method: 'POST',
      body: JSON.stringify({ filters: { serviceId: service.id }, limit: 50 }),
    });
    const started = FIELD_CALLS.allEvents.response.parse(events.body).data;
    expect(started.map((event) => [event.category, event.location, event.distanceM])).toEqual([
      ['SERVICE', null, null],
    ]);
    await context.close();
  });
});

describe('field mode: around the agent’s day, on his phone', () => {
  it('lists the sites and opens one, contacts the agency, shows his badge, reads no NFC on a desktop browser, starts an unplanned service, opens the quick declarations', async () => {
    await endKarimsServicesOnDuty(await tokenOf(portal, 'proprietaire@vigie-demo.fr'));
    // Karim may start unplanned services (the create-service right, as an agency would grant it),
    // written as the platform would (memberships are fenced by row-level security).
    const identity = postgres(portal.system.databaseUrls.identity, { max: 1 });
    try {
      const granted = await identity.begin(async (tx) => {
        await tx`select set_config('app.scope', 'platform', true)`;
        return tx`update memberships set rights = rights || '{"services.create": true}'::jsonb
                   where user_id = ${KARIM} and agency_id = ${VIGIE}`;
      });
      expect(granted.count).toBe(1);
    } finally {
      await identity.end();
    }
    const { context, page } = await phone();
    onTestFailed(
      async () => void (await page.screenshot({ path: '/tmp/field-e2e-around-failure.png', fullPage: true })),
    );
    const shots = process.env['E2E_SCREENSHOTS'];
    const shoot = async (name: string) => {
      if (shots) await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
    };
    await logIn(page, portal.url, 'agent@vigie-demo.fr', 'terrain/sites');
    const screen = () => activeScreen(page);

    // The sites, searched; one opened: address and map, instructions, contacts, checkpoints.
    await visible(screen().getByRole('heading', { name: 'Sites', exact: true }));
    expect(await screen().getByRole('button', { name: 'Nouveau site' }).count()).toBe(0);
    await screen().getByLabel('Rechercher un site').fill('Bâtiment A');
    await screen().getByLabel('Rechercher un site').press('Enter');
    await shoot('terrain-sites');
    await screen().getByRole('link', { name: 'Résidence Les Oliviers – Bâtiment A' }).click();
    await visible(screen().getByRole('heading', { name: 'Résidence Les Oliviers – Bâtiment A' }));
    await visible(screen().getByText('3 allée des Oliviers, 34080 Montpellier'));
    expect(
      await screen()
        .getByRole('link', { name: /Voir sur la carte/ })
        .getAttribute('href'),
    ).toContain('openstreetmap.org/?mlat=43.6165&mlon=3.8457');
    await visible(screen().getByText('Consignes', { exact: true }));
    await visible(screen().getByText('Hall d’entrée'));
    await shoot('terrain-site');

    // The menu, on a phone: the drawer opens from its button and takes him to the agency's contact.
    const drawer = page.getByRole('button', { name: 'Ouvrir le menu' });
    await drawer.click();
    await openMenuEntry(page, "Contacter l'agence");
    await visible(screen().getByRole('heading', { name: "Contacter l'agence" }));
    expect(await screen().getByRole('link', { name: 'Appeler le 04 67 12 34 56' }).getAttribute('href')).toBe(
      'tel:0467123456',
    );
    expect(
      await screen()
        .getByRole('link', { name: /Écrire à contact@vigie-demo.fr/ })
        .getAttribute('href'),
    ).toBe('mailto:contact@vigie-demo.fr');
    await shoot('terrain-contactAgence');

    await drawer.click();
    await openMenuEntry(page, 'Mon badge');
    const badge = screen().getByLabel('Ma carte professionnelle');
    await visible(badge.getByText('Karim BENALI'));
    await visible(badge.getByText('Vigie Sécurité'));
    await shoot('agentBadge');

    // Desktop Chromium has no Web NFC: said in French, and a typed badge still finds its checkpoint.
    await page.evaluate(() => (window.location.hash = '#/terrain/nfc'));
    await visible(screen().getByText(/Ce téléphone ne peut pas lire les badges NFC/));
    await screen().getByLabel('Numéro du badge').fill('04A1B2C3D4E5F6');
    await screen().getByRole('button', { name: 'Vérifier' }).click();
    await visible(screen().getByRole('status', { name: 'Badge lu' }).getByText('Hall d’entrée'));
    await shoot('terrain-nfc');

    // An unplanned service: site, prestation sold there, duration; planned from now, then taken.
    await page.evaluate(() => (window.location.hash = '#/servicesNonPlanifies'));
    await visible(screen().getByRole('heading', { name: 'Service non planifié' }));
    await choose(
      page,
      screen().getByRole('combobox', { name: 'Site' }),
      'Bâtiment A',
      'Résidence Les Oliviers – Bâtiment A',
    );
    await pick(page, screen().getByLabel('Prestation'), 'Gardiennage de jour · Gardiennage et surveillance (Horaire)');
    await pick(page, screen().getByLabel('Durée prévue'), '2 h');
    await shoot('servicesNonPlanifies');
    await screen().getByRole('button', { name: 'Commencer le service' }).click();
    // His planned day on the same site overlaps: the planning warning is confirmed, as the office would.
    const taken = screen().getByRole('heading', { name: 'Prise de service' });
    const warning = page.getByRole('button', { name: 'Commencer quand même' });
    await visible(taken.or(warning));
    if (await warning.isVisible()) await clickUntilGone(warning);
    await visible(taken);
    expect(page.url()).toMatch(/#\/terrain\/priseService\/[0-9a-f-]{36}$/);
    const card = screen().locator('.ant-card').filter({ hasText: 'Résidence Les Oliviers – Bâtiment A' });
    await card.getByRole('button', { name: /Commencer/ }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Commencer' }).click();
    await acceptConsentUntilStarted(page, screen());
    await visible(screen().getByText('En cours', { exact: true }));

    // The quick declarations (00 §2.4): each address opens the incident screen with its type chosen.
    for (const [route, type] of [
      ['presence', 'Présence'],
      ['controleSpecifique', 'Contrôle spécifique'],
      ['logistique', 'Logistique'],
      ['care-rescue', 'Soins et secours'],
      ['observations', 'Observations'],
    ] as const) {
      await page.evaluate((hash) => (window.location.hash = `#/${hash}`), route);
      await visible(screen().getByRole('heading', { name: type, exact: true }));
      await visible(screen().getByRole('button', { name: 'Envoyer' }));
    }

    if (shots) {
      // The same screens on a desktop.
      await page.setViewportSize({ width: 1440, height: 900 });
      for (const route of [
        'terrain/sites',
        'terrain/contactAgence',
        'agentBadge',
        'terrain/nfc',
        'servicesNonPlanifies',
      ]) {
        await page.evaluate((hash) => (window.location.hash = `#/${hash}`), route);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${shots}/${route.replace('/', '-')}-1440.png`, fullPage: true });
      }
    }
    await context.close();
  }, 300_000);

  it('walks a circuit stop by stop: the circuit screen names the next stop, the main route opens it while a stop is on duty', async () => {
    const owner = await tokenOf(portal, 'proprietaire@vigie-demo.fr');
    await endKarimsServicesOnDuty(owner);
    // A tour of two stops from ten minutes ago, the first on Bâtiment B, the second on the Odysseum car park.
    const start = new Date(Date.now() - 10 * 60_000);
    const middle = new Date(start.getTime() + 30 * 60_000);
    const end = new Date(middle.getTime() + 30 * 60_000);
    const stop = (site: string, from: Date, to: Date) => ({
      siteId: demoIds.site('vigie', site),
      startTime: localTimeOf(from),
      endTime: localTimeOf(to),
      category: 'GUARDING',
      prestation: { label: 'Ronde de sûreté', unitPrice: '25.00' },
      billingMode: 2,
    });
    const circuit = await callService(portal, 'operations', `/agency/${VIGIE}/circuit`, owner, {
      method: 'POST',
      body: JSON.stringify({
        name: 'Tournée des résidences',
        date: localDateOf(start),
        agentIds: [KARIM],
        stops: [stop('oliviers-b', start, middle), stop('odysseum-p1', middle, end)],
        confirmed: true,
      }),
    });
    expect(circuit.status).toBe(201);

    const { context, page } = await phone();
    onTestFailed(async () => void (await page.screenshot({ path: '/tmp/field-circuit-failure.png', fullPage: true })));
    await logIn(page, portal.url, 'agent@vigie-demo.fr', 'terrain/circuitActif');
    const screen = () => activeScreen(page);
    await visible(screen().getByRole('heading', { name: 'Circuit Tournée des résidences' }));
    await visible(screen().getByText('En attente', { exact: true }));
    await screen().getByRole('button', { name: 'Étape suivante : Résidence Les Oliviers – Bâtiment B' }).click();
    await visible(screen().getByRole('heading', { name: 'Prise de service' }));
    await screen()
      .getByRole('button', { name: /^Commencer/ })
      .click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Commencer' }).click();
    await acceptConsentUntilStarted(page, screen());
    await visible(screen().getByRole('button', { name: 'Circuit Tournée des résidences (étape 1)' }));

    // On duty on a stop, the portal's main route opens the circuit, with the stop in progress (whether
    // the start has reached the server yet or is still queued on the phone).
    await page.evaluate(() => (window.location.hash = '#/'));
    await visible(screen().getByRole('heading', { name: 'Circuit Tournée des résidences' }));
    await visible(screen().getByText('En cours', { exact: true }).first());
    await screen().getByRole('button', { name: 'Étape en cours : Résidence Les Oliviers – Bâtiment B' }).click();

    // The stop ends (its checkpoint not passed: the end dialog says so); the circuit goes on.
    await screen().getByRole('button', { name: 'Terminer le service' }).click();
    const ending = dialog(page, 'Fin de service');
    await visible(ending.getByText("Des points de contrôle n'ont pas été validés"));
    await clickUntilGone(ending.getByRole('button', { name: 'Terminer le service' }));
    await visible(screen().getByText('Terminé', { exact: true }), 30_000);
    await screen().getByRole('button', { name: 'Circuit Tournée des résidences (étape 1)' }).click();
    await visible(screen().getByRole('heading', { name: 'Circuit Tournée des résidences' }));
    await visible(screen().getByText('Terminé', { exact: true }).first());
    await visible(screen().getByText('Synchronisé'), 30_000);
    await context.close();
  }, 180_000);
});

describe('field mode: the map of the service on duty', () => {
  it('shows the site, his live position following the phone, and centres on him (map tiles faked)', async () => {
    const owner = await tokenOf(portal, 'proprietaire@vigie-demo.fr');
    await endKarimsServicesOnDuty(owner);
    const service = await planServiceAroundNow(owner);
    const { context, page } = await phone();
    onTestFailed(async () => void (await page.screenshot({ path: '/tmp/field-map-failure.png', fullPage: true })));
    try {
      await logIn(page, portal.url, 'agent@vigie-demo.fr', `terrain/priseService/${service.id}`);
      const screen = () => activeScreen(page);
      await screen()
        .getByRole('button', { name: /^Commencer/ })
        .click();
      // 'Commencer' waits on the location consent, which opens over it; the consent animates in, and a
      // click lost on a loaded machine is made again, as a person would.
      await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Commencer' }).click();
      await clickUntilGone(page.getByRole('button', { name: "J'accepte" }));
      await visible(screen().getByRole('heading', { name: 'Service en cours' }));

      // The site's map, centred on the site; his marker where the phone is (ON_SITE).
      const map = screen().getByRole('application', { name: 'Carte du service' });
      await visible(map);
      const site = await map.getAttribute('data-location');
      expect(site).toBe('43.6165,3.8457');
      await expect.poll(() => map.getAttribute('data-position'), { timeout: 15_000 }).toBe('43.61655,3.84575');
      expect(await map.getAttribute('data-center')).toBe(site);
      await screen().getByRole('button', { name: 'Me centrer' }).click();
      await expect.poll(() => map.getAttribute('data-center')).toBe('43.61655,3.84575');
      const shots = process.env['E2E_SCREENSHOTS'];
      if (shots) await page.screenshot({ path: `${shots}/terrain-serviceActif-map-390.png`, fullPage: true });

      // He walks to the other end of the residence: the marker follows.
      await context.setGeolocation({ latitude: 43.6171, longitude: 3.8462, accuracy: 12 });
      await expect.poll(() => map.getAttribute('data-position'), { timeout: 15_000 }).toBe('43.6171,3.8462');
      if (shots) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await screen().getByRole('button', { name: 'Me centrer' }).click();
        await page.screenshot({ path: `${shots}/terrain-serviceActif-map-1440.png`, fullPage: true });
      }
    } finally {
      // Karim leaves the site, free for whatever journey comes next.
      await endKarimsServicesOnDuty(owner);
      await context.close();
    }
  }, 180_000);
});

describe('adminMc: the office reads a site’s main courante', () => {
  it('reads the events of a site, verifies its chain whole, exports it; an entry altered in the database shows as altered', async () => {
    const owner = await tokenOf(portal, 'proprietaire@vigie-demo.fr');
    const buildingB = demoIds.site('vigie', 'oliviers-b');
    // The building's checkpoint given a position, then moved: two entries in the site's main courante.
    const listed = await callService(portal, 'operations', `/agency/${VIGIE}/checkpoints?siteId=${buildingB}`, owner);
    const [checkpoint] = CheckpointSiteListSchema.parse(listed.body).data;
    for (const [latitude, longitude] of [
      [43.6168, 3.8462],
      [43.6169, 3.8465],
    ]) {
      const saved = await callService(portal, 'operations', `/agency/${VIGIE}/checkpoint`, owner, {
        method: 'POST',
        body: JSON.stringify({ id: checkpoint!.id, siteId: buildingB, name: checkpoint!.name, latitude, longitude }),
      });
      expect(saved.status).toBe(200);
    }

    const office = await portal.newPage();
    onTestFailed(async () => void (await office.screenshot({ path: '/tmp/field-e2e-main-courante-failure.png' })));
    await logIn(office, portal.url, 'proprietaire@vigie-demo.fr');
    await openMenuEntry(office, 'Mains courantes');
    const screen = activeScreen(office);
    await visible(screen.getByText('Choisissez un site pour lire sa main courante'));
    await choose(
      office,
      screen.getByRole('combobox', { name: 'Site' }),
      'Bâtiment B',
      'Résidence Les Oliviers – Bâtiment B',
    );
    const entries = screen.getByRole('region', { name: 'Main courante du site' });
    await visible(entries.getByText('Local poubelles : 43.616800, 3.846200 → 43.616900, 3.846500'));
    expect(await entries.getByText('Point de contrôle déplacé', { exact: true }).count()).toBe(2);
    const shots = process.env['E2E_SCREENSHOTS'];
    if (shots) await office.screenshot({ path: `${shots}/main-courante-1440.png`, fullPage: true });

    await screen.getByRole('button', { name: "Vérifier l'intégrité" }).click();
    await visible(screen.getByText('Main courante intègre'));
    // The site's other entries (a stop of the circuit journey) are counted too.
    await visible(screen.getByText(/^\d+ entrées vérifiées : aucune n'a été modifiée ni supprimée\.$/));

    const [download] = await Promise.all([
      office.waitForEvent('download'),
      screen.getByRole('button', { name: 'Exporter' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^main-courante-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = FIELD_CALLS.exportMainCourante.response.parse(
      JSON.parse(await readFile((await download.path())!, 'utf8')),
    );
    const moves = exported.entries.filter((entry) => entry.typeKey === 'checkpoint_moved');
    expect(moves.map((entry) => entry.content)).toEqual([
      'Local poubelles : sans position → 43.616800, 3.846200',
      'Local poubelles : 43.616800, 3.846200 → 43.616900, 3.846500',
    ]);
    expect(exported.entries.every((entry) => /^[0-9a-f]{64}$/.test(entry.hash))).toBe(true);

    // Someone with access to the database rewrites the first entry: the verification says where.
    const sql = postgres(portal.system.databaseUrls.operations, { max: 1 });
    await sql.begin(async (tx) => {
      await tx`select set_config('app.scope', 'platform', true)`;
      await tx`update event_messages set content = 'Local poubelles : jamais déplacé' where id = ${moves[0]!.id}`;
    });
    await sql.end();
    await screen.getByRole('button', { name: "Vérifier l'intégrité" }).click();
    await visible(screen.getByText('Main courante altérée'));
    await visible(
      screen.getByText(
        `L'entrée n° ${moves[0]!.seq} ne correspond plus à la chaîne : une entrée a été modifiée ou supprimée.`,
      ),
    );
    await office.setViewportSize({ width: 390, height: 844 });
    if (shots) await office.screenshot({ path: `${shots}/main-courante-390.png`, fullPage: true });

    // The agency's own main courante: what an agent declared off duty, on no site.
    const agent = await tokenOf(portal, 'agent@vigie-demo.fr');
    const declared = await callService(portal, 'operations', `/agency/${VIGIE}/event`, agent, {
      method: 'POST',
      body: JSON.stringify({
        uuid: crypto.randomUUID(),
        type: 'event.create',
        eventId: crypto.randomUUID(),
        serviceId: null,
        typeKey: 'logistic',
        content: 'Plus de badges vierges au bureau',
        createdAt: new Date().toISOString(),
      }),
    });
    expect(declared.status).toBe(201);
    await screen.getByText("L'agence (hors site)", { exact: true }).click();
    const own = screen.getByRole('region', { name: "Main courante de l'agence" });
    await visible(own.getByText('Plus de badges vierges au bureau'));
    expect(await own.getByText('Point de contrôle déplacé').count()).toBe(0);
    await screen.getByRole('button', { name: "Vérifier l'intégrité" }).click();
    await visible(screen.getByText('Main courante intègre'));
    if (shots) await office.screenshot({ path: `${shots}/main-courante-agency-390.png`, fullPage: true });
    await office.close();
  }, 120_000);
});

/**
 * Turns a main courante's pages, newest first, until `text` shows: the clock's jobs may have written
 * a burst of newer entries on the site (lateness of other journeys' services) that pushed it further.
 */
async function turnPagesTo(entries: Locator, text: string): Promise<void> {
  for (let page = 1; page < 6; page += 1) {
    await visible(entries.locator('.ant-list-item').first());
    if ((await entries.getByText(text).count()) > 0) return;
    await entries.getByTitle('Page suivante').click();
    await expect.poll(() => entries.locator('.ant-pagination-item-active').getAttribute('title')).toBe(`${page + 1}`);
    await expect.poll(() => entries.locator('.ant-spin-spinning').count()).toBe(0);
  }
  await visible(entries.getByText(text));
}

describe('customerMc: the customer reads the main courante of his sites', () => {
  it('chooses his site, reads what was done there (not the agency’s pauses), verifies its chain whole and exports it', async () => {
    const owner = await tokenOf(portal, 'proprietaire@vigie-demo.fr');
    await endKarimsServicesOnDuty(owner);
    // Karim on duty at Bâtiment A: an observation, then a pause (the agency's own business).
    // Planned 2 minutes ago, taken a minute later: on time, within the lateness margin.
    const service = await planServiceAroundNow(owner, 'Gardiennage du soir', 2);
    const agent = await tokenOf(portal, 'agent@vigie-demo.fr');
    const now = (seconds: number) => new Date(Date.now() - 60_000 + seconds * 1_000).toISOString();
    const observation = `Portail du parking refermé (${crypto.randomUUID().slice(0, 8)})`;
    const lived = await callService(portal, 'operations', `/agency/${VIGIE}/field/messages`, agent, {
      method: 'POST',
      body: JSON.stringify({
        messages: [
          { uuid: crypto.randomUUID(), type: 'service.start', serviceId: service.id, createdAt: now(0) },
          {
            uuid: crypto.randomUUID(),
            type: 'event.create',
            eventId: crypto.randomUUID(),
            serviceId: service.id,
            typeKey: 'observation',
            content: observation,
            createdAt: now(10),
          },
          { uuid: crypto.randomUUID(), type: 'break.start', serviceId: service.id, createdAt: now(20) },
          { uuid: crypto.randomUUID(), type: 'break.stop', serviceId: service.id, createdAt: now(30) },
        ],
      }),
    });
    expect(lived.status).toBe(200);

    const customer = await portal.newPage();
    onTestFailed(async () => void (await customer.screenshot({ path: '/tmp/field-e2e-customer-mc-failure.png' })));
    try {
      await logIn(customer, portal.url, 'client@vigie-demo.fr');
      await openMenuEntry(customer, 'Mains courantes');
      const screen = activeScreen(customer);
      await visible(screen.getByText('Choisissez un site pour lire sa main courante'));
      await choose(
        customer,
        screen.getByRole('combobox', { name: 'Site' }),
        'Bâtiment A',
        'Résidence Les Oliviers – Bâtiment A',
      );
      const entries = screen.getByRole('region', { name: 'Main courante du site' });
      await turnPagesTo(entries, observation);
      await visible(entries.getByText(`${service.reference} · Karim Benali`).first());
      expect(await entries.getByText(SERVICE_EVENT_TYPES.break_start.name, { exact: true }).count()).toBe(0);
      expect(await entries.getByText(SERVICE_EVENT_TYPES.break_stop.name, { exact: true }).count()).toBe(0);
      await screen.getByRole('button', { name: "Vérifier l'intégrité" }).click();
      await visible(screen.getByText('Main courante intègre'));
      // His export: the observation whole, the pause by its hashes only, every link in place.
      const [download] = await Promise.all([
        customer.waitForEvent('download'),
        screen.getByRole('button', { name: 'Exporter' }).click(),
      ]);
      const exported = CUSTOMER_FIELD_CALLS.customerExportMainCourante.response.parse(
        JSON.parse(await readFile((await download.path())!, 'utf8')),
      );
      // Karim's four entries, written together (the clock's jobs may have written others since).
      const at = exported.entries.findIndex((entry) => !entry.redacted && entry.content === observation);
      const tail = exported.entries.slice(at - 1, at + 3);
      expect(tail.map((entry) => (entry.redacted ? 'masquée' : entry.typeKey))).toEqual([
        'service_start',
        'observation',
        'masquée',
        'masquée',
      ]);
      expect(tail[1]).toMatchObject({ content: observation });
      exported.entries.slice(1).forEach((entry, index) => expect(entry.prevHash).toBe(exported.entries[index]!.hash));
      const shots = process.env['E2E_SCREENSHOTS'];
      if (shots) {
        await customer.screenshot({ path: `${shots}/customer-main-courante-1440.png`, fullPage: true });
        await customer.setViewportSize({ width: 390, height: 844 });
        await customer.screenshot({ path: `${shots}/customer-main-courante-390.png`, fullPage: true });
      }
    } finally {
      await customer.close();
      // Karim leaves the site, free for whatever journey comes next.
      await endKarimsServicesOnDuty(owner);
    }
  });
});
