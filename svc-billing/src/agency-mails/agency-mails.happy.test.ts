import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, DEMO_PLATFORM_SELLER } from '@portal/contracts';
import { createSmtpMailer, type Mailer } from '@portal/service-kit/mail/smtp-mailer';
import { attachmentsOf } from '@portal/service-kit/testing/mail-attachments';
import { mailsTo, readMail } from '@portal/service-kit/testing/mail-reading';
import { readPdf } from '@portal/service-kit/testing/pdf-reader';
import { agencyContact, cheque, invoicedAgency, recordPayment } from '../agency-invoices/testing/fixtures.js';
import type { PaymentsWorld } from '../agency-payments/testing/payments-world.js';
import { startRenewalWorld, type RenewalSteps } from '../agency-renewals/testing/renewal-steps.js';
import { AGENCY_MAIL_MAX_ATTEMPTS, sendAgencyMails } from './send-agency-mails.js';

/**
 * The platform tells the agency by mail of its renewal invoice and of a renewal payment refused
 * (job `billing.agency-mails`, run here as the scheduler runs it: in a platform transaction). Mails
 * go to an SMTP server of the test's own; Stripe is a third party: its local fake.
 */
let w: PaymentsWorld;
let steps: RenewalSteps;

beforeAll(async () => ({ w, steps } = await startRenewalWorld()));
afterAll(async () => w?.close());

const sendMails = (mailer: Mailer = w.h.mailer) =>
  w.h.asPlatform(sendAgencyMails({ sql: w.h.sql, mailer, logger: w.h.logger, platformSeller: DEMO_PLATFORM_SELLER }));

const mailRowsOf = (agencyId: string) =>
  w.h.asPlatform(
    (tx) => tx<{ kind: string; status: string; attempts: number; lastError: string | null }[]>`
      select kind, status, attempts, last_error from agency_mails where agency_id = ${agencyId} order by created_at, kind`,
  );

/** A paid plan renewed now (an hour before its period ends), and its renewal invoice. */
async function renewed(name: string, card?: string) {
  // A card the bank wants to authenticate each time: its first payment is authenticated by the payer.
  const paid = await steps.paidByCard(name, card, { authenticate: card !== undefined });
  await steps.renewAt(new Date(paid.periodEnd.getTime() - 3600_000));
  const [, renewal] = await steps.invoicesOf(paid.agencyId);
  if (!renewal) throw new Error(`${name} was not renewed`);
  return { ...paid, renewal, to: agencyContact(name).email };
}

describe('mails to the agency about its renewal', () => {
  it('mails the renewal invoice, its PDF attached, to the agency once; the card is said to be charged', async () => {
    const { agencyId, renewal, to } = await renewed('Agence Renouvelée Par Mail');
    expect(await sendMails()).toEqual({ sent: 1, refused: 0 });

    const [mail] = mailsTo(w.h.mails, to);
    const read = readMail(mail!);
    expect(read.subject).toBe(`Renouvellement de votre abonnement : facture ${renewal.number}`);
    expect(read.text).toContain(
      `L'abonnement de Agence Renouvelée Par Mail au portail est renouvelé pour un mois. Vous trouverez ci-joint la facture ${renewal.number} du`,
    );
    expect(read.text).toContain("d'un montant de 119,93\u00a0€ TTC.");
    expect(read.text).toContain(
      'Elle est réglée par la carte bancaire enregistrée par défaut : le paiement est en cours.',
    );
    expect(read.html).toContain('<html lang="fr">');
    const attached = attachmentsOf(mail!).find((file) => file.fileName === `${renewal.number}.pdf`);
    expect(attached?.contentType).toBe('application/pdf');
    const pdf = await readPdf(attached!.bytes);
    expect(pdf.pages.flat().join(' ')).toContain(renewal.number);

    // The job's next minutes, and the same renewal occurrence again: no second mail.
    await steps.renewAt(new Date());
    expect(await sendMails()).toEqual({ sent: 0, refused: 0 });
    expect(mailsTo(w.h.mails, to)).toHaveLength(1);
    expect(await mailRowsOf(agencyId)).toEqual([
      { kind: 'renewal_invoiced', status: 'sent', attempts: 1, lastError: null },
    ]);
  });

  it('mails a renewal payment the bank refused, with its reason in French, once whatever the retries', async () => {
    const { agencyId, renewal, to } = await renewed('Agence Au Paiement Refusé', '4000002760003184');
    await steps.chargeWaiting();
    expect(await sendMails()).toEqual({ sent: 2, refused: 0 });

    const refused = mailsTo(w.h.mails, to)
      .map(readMail)
      .find((mail) => mail.subject.startsWith('Paiement refusé'));
    expect(refused?.subject).toBe(`Paiement refusé : facture ${renewal.number} de votre abonnement`);
    expect(refused?.text).toContain(
      `Le paiement de la facture ${renewal.number} (119,93\u00a0€ TTC), qui renouvelle l'abonnement de Agence Au Paiement Refusé au portail, n'a pas abouti : Une authentification 3D Secure est nécessaire pour ce paiement`,
    );
    expect(refused?.text).toContain('réglez-la depuis Agence → Mes factures sur le portail (« Payer par carte »)');
    expect((await mailRowsOf(agencyId)).map((row) => [row.kind, row.status])).toEqual([
      ['renewal_invoiced', 'sent'],
      ['renewal_refused', 'sent'],
    ]);
  });

  it('tells an agency that pays by cheque to pay its renewal by cheque or transfer, at its billing address', async () => {
    const { agencyId, invoice, token } = await invoicedAgency(w, 'Agence Au Chèque Par Mail');
    await recordPayment(w, cheque(invoice));
    // The agency's billing settings name an address of their own: the mails go there.
    const settings = await w.h.request('GET', `/agency/${agencyId}/settings`, { token });
    const legalIdentity = {
      ...(settings.body as { legalIdentity: object }).legalIdentity,
      email: 'compta@cheque.test',
    };
    const saved = await w.h.request('PUT', `/agency/${agencyId}/settings`, { token, json: { legalIdentity } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [paid] = await steps.invoicesOf(agencyId);
    await steps.renewAt(new Date(addMonths(paid!.paidAt!, 1).getTime() - 3600_000));
    await sendMails();

    const [mail] = mailsTo(w.h.mails, 'compta@cheque.test').map(readMail);
    expect(mail?.text).toContain(
      'Elle est à régler par chèque ou par virement bancaire ; vous la retrouvez dans Agence → Mes factures sur le portail.',
    );
    expect(mailsTo(w.h.mails, agencyContact('Agence Au Chèque Par Mail').email)).toEqual([]);
  });

  it('a relay that refuses the mail: kept, tried again later, sent once the relay takes it; given up after the last attempt', async () => {
    const { agencyId, to } = await renewed('Agence Au Relais Fermé');
    const closedRelay = createSmtpMailer('smtp://127.0.0.1:9', 'Portail <no-reply@portail.test>');
    try {
      expect(await sendMails(closedRelay)).toEqual({ sent: 0, refused: 1 });
    } finally {
      closedRelay.close();
    }
    const [kept] = await mailRowsOf(agencyId);
    expect(kept).toMatchObject({ status: 'pending', attempts: 1 });
    expect(kept?.lastError).toMatch(/ECONNREFUSED/);
    // Not due again before its backoff.
    expect(await sendMails()).toEqual({ sent: 0, refused: 0 });
    await w.h.asPlatform((tx) => tx`update agency_mails set due_at = now() where agency_id = ${agencyId}`);
    expect(await sendMails()).toEqual({ sent: 1, refused: 0 });
    expect(mailsTo(w.h.mails, to)).toHaveLength(1);

    const lost = await renewed('Agence Au Relais Perdu');
    await w.h.asPlatform(
      (tx) => tx`update agency_mails set attempts = ${AGENCY_MAIL_MAX_ATTEMPTS - 1} where agency_id = ${lost.agencyId}`,
    );
    const stillClosed = createSmtpMailer('smtp://127.0.0.1:9', 'Portail <no-reply@portail.test>');
    try {
      await sendMails(stillClosed);
    } finally {
      stillClosed.close();
    }
    expect(await mailRowsOf(lost.agencyId)).toEqual([
      expect.objectContaining({ status: 'failed', attempts: AGENCY_MAIL_MAX_ATTEMPTS }),
    ]);
  });
});
