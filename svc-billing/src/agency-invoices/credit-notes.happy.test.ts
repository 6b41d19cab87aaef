import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgencyInvoiceSchema, DEMO_PLATFORM_SELLER, localDateOf, type AgencyInvoice } from '@portal/contracts';
import { readPdf } from '@portal/service-kit/testing/pdf-reader';
import { attachmentsOf } from '@portal/service-kit/testing/mail-attachments';
import { mailsTo, readMail } from '@portal/service-kit/testing/mail-reading';
import { sendAgencyMails } from '../agency-mails/send-agency-mails.js';
import { outboxEvents } from '../customers/test-fixtures.js';
import { startPaymentsWorld, type PaymentsWorld } from '../agency-payments/testing/payments-world.js';
import {
  CREDIT_NOTE_PATH,
  INVOICE_PATH,
  PREVIEW_PATH,
  agencyContact,
  agencyPdfPath,
  cheque,
  creditNotePdfPath,
  invoicedAgency,
  pdfOf,
  recordPayment,
  superAdminToken,
} from './testing/fixtures.js';

let w: PaymentsWorld;
let token: string;

/** The platform's company as this billing is configured (`PLATFORM_SELLER`), not the demonstration one. */
const SELLER = {
  ...DEMO_PLATFORM_SELLER,
  name: 'Sécurité Logiciels SAS',
  siret: '73282932000074',
  vatNumber: 'FR44732829320',
};

beforeAll(async () => {
  w = await startPaymentsWorld({ platformSeller: SELLER });
  token = await superAdminToken(w);
});
afterAll(async () => {
  await w?.close();
});

const cancel = async (invoice: Pick<AgencyInvoice, 'id'>, reason = 'Commande passée en double') => {
  const answer = await w.h.request('POST', CREDIT_NOTE_PATH, { token, json: { invoiceId: invoice.id, reason } });
  expect([answer.status, answer.error]).toEqual([201, null]);
  return AgencyInvoiceSchema.parse(answer.body);
};
const textOf = async (bytes: Uint8Array) =>
  (await readPdf(bytes)).pages
    .map((runs) => runs.join('\n'))
    .join('\n')
    .replace(/[\u202f\u00a0]/g, '');
const sequenceOf = (number: string) => Number(number.slice(-5));

describe('POST /admin/agency-invoice/credit-note', () => {
  it('cancels an unpaid invoice by a credit note for its whole amount, numbered, with why, audited; nothing is due any more', async () => {
    const { invoice } = await invoicedAgency(w, 'Agence en double');
    const cancelled = await cancel(invoice, '  Commande passée en double  ');
    const year = localDateOf(new Date()).slice(0, 4);
    expect(cancelled).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      status: 300,
      totalInclTax: '119.93',
      remainingDue: '0.00',
      creditNote: {
        number: expect.stringMatching(new RegExp(`^AV-ABO-${year}-\\d{5}$`)),
        date: localDateOf(new Date()),
        reason: 'Commande passée en double',
      },
    });
    const audit = await w.h.asPlatform(
      (tx) => tx<{ action: string }[]>`select action from platform_audit_log where subject_id = ${invoice.id}`,
    );
    expect(audit).toEqual([{ action: 'POST /admin/agency-invoice/credit-note' }]);
    // Its card payment, cancelled at Stripe, is in error once Stripe's event is in.
    await w.stripe.webhooksIdle();
    const read = AgencyInvoiceSchema.parse((await w.h.request('GET', `${INVOICE_PATH}/${invoice.id}`, { token })).body);
    expect({ ...read, payments: [] }).toEqual({ ...cancelled, payments: [] });
    expect(read.payments.map((payment) => [payment.status, payment.error])).toEqual([['ERROR', 'Paiement annulé']]);
  });

  it('numbers the credit notes on their own continuous sequence, whatever the invoices’ numbers', async () => {
    const first = await cancel((await invoicedAgency(w, 'Agence annulée une')).invoice);
    await invoicedAgency(w, 'Agence facturée entre deux');
    const second = await cancel((await invoicedAgency(w, 'Agence annulée deux')).invoice);
    expect(sequenceOf(second.creditNote?.number ?? '')).toBe(sequenceOf(first.creditNote?.number ?? '') + 1);
  });

  it('cancels the card payment left at 3-D Secure at Stripe and the transfer announced: nobody can pay it any more', async () => {
    const { agencyId, invoice, cardPayment } = await invoicedAgency(w, 'Agence qui renonce');
    const waiting = await w.payByCard(cardPayment.clientSecret, '4000002760003184');
    expect(waiting.body.status).toBe('requires_action');
    await recordPayment(w, cheque(invoice, { amount: '50', method: 'SEPA', status: 'COMING_SOON', note: '' }));

    const cancelled = await cancel(invoice);
    await w.stripe.webhooksIdle();
    const read = AgencyInvoiceSchema.parse((await w.h.request('GET', `${INVOICE_PATH}/${invoice.id}`, { token })).body);
    expect(read.status).toBe(300);
    expect(read.payments.map((payment) => [payment.method, payment.status, payment.error])).toEqual([
      ['CARD', 'ERROR', 'Paiement annulé'],
      ['SEPA', 'CANCELLED_MANUALLY', null],
    ]);
    expect(cancelled.creditNote).not.toBeNull();
    const later = await w.payByCard(cardPayment.clientSecret);
    expect([later.status, later.body.error?.code]).toEqual([400, 'payment_intent_unexpected_state']);
    expect(await outboxEvents(w.h.sql, { subject: 'billing.payment.validated', agencyId })).toHaveLength(0);
  });

  it('the credit note’s PDF names the invoice it cancels and why; the invoice’s PDF says it is cancelled', async () => {
    const { agencyId, token: owner, invoice } = await invoicedAgency(w, 'Agence remboursée de rien');
    const cancelled = await cancel(invoice, 'Erreur sur le nombre de licences');
    const number = cancelled.creditNote?.number ?? '';

    const note = await pdfOf(w, 'POST', PREVIEW_PATH, token, { invoiceId: invoice.id, document: 'creditNote' });
    expect([note.status, note.type, note.disposition]).toEqual([
      200,
      'application/pdf',
      `inline; filename="${number}.pdf"`,
    ]);
    const text = await textOf(note.bytes);
    for (const expected of [
      'Avoir',
      `N° ${number}`,
      `Facture d'origine : ${invoice.number}`,
      'Sécurité Logiciels SAS',
      'SIRET : 732 829 320 00074',
      'Agence remboursée de rien',
      'PRO',
      'Total TTC de l’avoir',
      '119,93',
      `Avoir sur la facture n° ${invoice.number}, qu'il annule en totalité`,
      'Motif',
      'Erreur sur le nombre de licences',
      "il n'y a rien à rembourser",
    ]) {
      expect(text, expected).toContain(expected);
    }

    const agencyCopy = await pdfOf(w, 'GET', creditNotePdfPath(agencyId, invoice.id), owner);
    expect([agencyCopy.status, await textOf(agencyCopy.bytes)]).toEqual([200, text]);
    const invoicePdf = await textOf((await pdfOf(w, 'GET', agencyPdfPath(agencyId, invoice.id), owner)).bytes);
    expect(invoicePdf).toContain(`Annulée par l'avoir n° ${number}`);
    expect(invoicePdf).toContain(`N° ${invoice.number}`);
    expect(invoicePdf).toContain('Sécurité Logiciels SAS');
    expect(invoicePdf).not.toContain('Portail Agences SAS');
  });

  it('mails the credit note, its PDF attached, to the agency once', async () => {
    const name = 'Agence prévenue de son avoir';
    const { invoice } = await invoicedAgency(w, name);
    const cancelled = await cancel(invoice, 'Offre choisie par erreur');
    const number = cancelled.creditNote?.number ?? '';
    const send = () =>
      w.h.asPlatform(sendAgencyMails({ sql: w.h.sql, mailer: w.h.mailer, logger: w.h.logger, platformSeller: SELLER }));
    // The earlier tests' credit notes are mailed in the same run; once sent, none is sent again.
    expect((await send()).sent).toBeGreaterThanOrEqual(1);
    expect(await send()).toEqual({ sent: 0, refused: 0 });

    const mails = mailsTo(w.h.mails, agencyContact(name).email);
    expect(mails).toHaveLength(1);
    const read = readMail(mails[0]!);
    expect(read.subject).toBe(`Avoir ${number} : annulation de la facture ${invoice.number}`);
    expect(read.text).toContain(`La facture ${invoice.number} du`);
    expect(read.text).toContain(`est annulée par l'avoir ${number} du`);
    expect(read.text).toContain('Motif : Offre choisie par erreur');
    expect(read.text).toContain("Cette facture n'est plus à régler");
    const attached = attachmentsOf(mails[0]!).find((file) => file.fileName === `${number}.pdf`);
    expect(attached?.contentType).toBe('application/pdf');
    expect(await textOf(attached!.bytes)).toContain(`Avoir sur la facture n° ${invoice.number}`);
  });
});
