import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7, type EventAlertedPayload } from '@portal/contracts';
import { createEvent, transaction } from '@portal/service-kit';
import { createSmtpMailer } from '@portal/service-kit/mail/smtp-mailer';
import { mailsTo, readMail } from '@portal/service-kit/testing/mail-reading';
import { contactInput, saveCustomer } from '../customers/test-fixtures.js';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { eventAlertHandlers } from './events.js';
import { eventAlertMailsJob } from './send-alert-mails.js';

/**
 * Operations' alerts (`operations.event.alerted`) turned into mails: queued by billing's handler (run
 * here as the consumer runs it, in the event's agency's transaction) and sent by the job
 * `billing.event-alert-mails` (as the scheduler runs it, in a platform transaction) to an SMTP server
 * of the test's own.
 */
let h: BillingHarness;
beforeAll(async () => {
  h = await startBillingHarness();
});
afterAll(async () => h?.close());

const AGENCY_EMAIL = 'exploitation@vigie-alertes.fr';

async function agencyWithCustomer() {
  const { agencyId, name } = await h.provisionAgency({ name: 'Vigie Alertes' });
  await h.asPlatform((tx) => tx`update agencies set email = ${AGENCY_EMAIL} where id = ${agencyId}`);
  const customer = await saveCustomer(h, agencyId, {
    name: 'Résidence Les Oliviers',
    contacts: [
      contactInput({ email: 'syndic@oliviers.fr', sendCustomerServiceEventReport: true }),
      contactInput({ email: 'comptable@oliviers.fr', invoiceRecipient: true }),
      contactInput({ email: 'gardien@oliviers.fr', sendCustomerServiceEventReport: true }),
    ],
  });
  return { agencyId, agencyName: name, customerId: customer.id };
}

const alert = (
  agencyId: string,
  customerId: string,
  overrides: Partial<EventAlertedPayload> = {},
): EventAlertedPayload => ({
  agencyId,
  eventId: uuidv7(),
  siteId: uuidv7(),
  siteName: 'Résidence Les Oliviers – Bâtiment A',
  customerId,
  serviceReference: 'S-000042',
  typeKey: 'incident',
  typeName: 'Incident',
  content: 'Vitre brisée au rez-de-chaussée',
  at: '2026-11-28T13:05:00.000Z',
  authorName: 'Karim Benali',
  notifyAgency: true,
  notifyCustomer: true,
  ...overrides,
});

async function receive(payload: EventAlertedPayload) {
  const event = createEvent('operations.event.alerted', payload, { agencyId: payload.agencyId, actor: null });
  const handle = eventAlertHandlers(h.logger)['operations.event.alerted'];
  await transaction(h.sql, { kind: 'tenant', agencyId: payload.agencyId }, (tx) => handle(tx, event));
}

const PORTAL_URL = 'https://portail.vigie-alertes.fr/';
const sendMails = (mailer = h.mailer) =>
  h.asPlatform((tx) => eventAlertMailsJob({ mailer, logger: h.logger, portalUrl: PORTAL_URL }).run(tx, new Date()));

describe('operations.event.alerted → mails to the agency and the customer', () => {
  it('mails the agency and the contacts who receive the event reports, in French, once each even when the alert comes twice', async () => {
    const { agencyId, agencyName, customerId } = await agencyWithCustomer();
    const payload = alert(agencyId, customerId);
    await receive(payload);
    await receive(payload);
    expect(await sendMails()).toEqual({ sent: 3, refused: 0 });
    expect(await sendMails()).toEqual({ sent: 0, refused: 0 });

    const [toAgency] = mailsTo(h.mails, AGENCY_EMAIL).map(readMail);
    expect(toAgency!.subject).toBe('Incident sur le site Résidence Les Oliviers – Bâtiment A');
    expect(toAgency!.text).toContain(
      'Un événement « Incident » a été signalé sur le site Résidence Les Oliviers – Bâtiment A le 28/11/2026 à 14:05 par Karim Benali (service S-000042).',
    );
    expect(toAgency!.text).toContain('Vitre brisée au rez-de-chaussée');
    const link = `https://portail.vigie-alertes.fr/#/incident/${payload.eventId}`;
    expect(toAgency!.text).toContain(`Retrouvez-le dans la main courante du site sur le portail : ${link}`);
    expect(toAgency!.html).toContain(`<a href="${link}">${link}</a>`);
    const [toSyndic] = mailsTo(h.mails, 'syndic@oliviers.fr').map(readMail);
    expect(toSyndic!.subject).toBe('Incident sur le site Résidence Les Oliviers – Bâtiment A');
    expect(toSyndic!.text).toContain(agencyName);
    expect(toSyndic!.text).not.toContain('/#/');
    expect(mailsTo(h.mails, 'gardien@oliviers.fr')).toHaveLength(1);
    expect(mailsTo(h.mails, 'comptable@oliviers.fr')).toHaveLength(0);
  });

  it('an alert for the agency only reaches no contact; a relay that refuses keeps the mail for a later run', async () => {
    const { agencyId, customerId } = await agencyWithCustomer();
    const before = mailsTo(h.mails, 'syndic@oliviers.fr').length;
    await receive(alert(agencyId, customerId, { notifyCustomer: false, typeName: 'Sortie du périmètre' }));
    const closedRelay = createSmtpMailer('smtp://127.0.0.1:9', 'Portail <no-reply@portail.test>');
    try {
      expect(await sendMails(closedRelay)).toEqual({ sent: 0, refused: 1 });
    } finally {
      closedRelay.close();
    }
    await h.asPlatform((tx) => tx`update event_alert_mails set due_at = now() where agency_id = ${agencyId}`);
    expect(await sendMails()).toEqual({ sent: 1, refused: 0 });
    expect(mailsTo(h.mails, 'syndic@oliviers.fr')).toHaveLength(before);
    const rows = await h.asPlatform(
      (tx) => tx<{ audience: string; status: string; attempts: number }[]>`
        select audience, status, attempts from event_alert_mails where agency_id = ${agencyId}`,
    );
    expect(rows).toEqual([{ audience: 'agency', status: 'sent', attempts: 2 }]);
  });
});
