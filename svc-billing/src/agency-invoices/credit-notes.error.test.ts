import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AgencyInvoiceSchema, uuidv7, type AgencyInvoice } from '@portal/contracts';
import { countRows } from '../testing/count-rows.js';
import { startPaymentsWorld, type PaymentsWorld } from '../agency-payments/testing/payments-world.js';
import {
  CREDIT_NOTE_PATH,
  PREVIEW_PATH,
  cheque,
  invoicedAgency,
  recordPayment,
  superAdminToken,
} from './testing/fixtures.js';

const TABLES = ['agency_invoices', 'agency_payments', 'agency_credit_notes', 'platform_audit_log', 'outbox'];

let w: PaymentsWorld;
let token: string;
let before: Record<string, number>;

beforeAll(async () => {
  w = await startPaymentsWorld();
  token = await superAdminToken(w);
});
afterAll(async () => {
  await w?.close();
});
beforeEach(async () => {
  before = await countRows(w.h, TABLES);
});

/** Sends the call and expects the refusal, with nothing written. */
async function refused(path: string, json: unknown, status: number, code: string) {
  const answer = await w.h.request('POST', path, { token, json });
  expect([answer.status, answer.error?.code]).toEqual([status, code]);
  expect(await countRows(w.h, TABLES)).toEqual(before);
  return answer.error;
}
const creditNote = (invoice: Pick<AgencyInvoice, 'id'>, reason = 'Commande en double') => ({
  invoiceId: invoice.id,
  reason,
});
const invoiceStatus = async (id: string) =>
  (await w.h.asPlatform((tx) => tx<{ status: number }[]>`select status from agency_invoices where id = ${id}`))[0]
    ?.status;

describe('POST /admin/agency-invoice/credit-note refused, nothing written', () => {
  it('without a reason, a blank one, one too long, or a field nobody sends → 400, in French', async () => {
    const { invoice } = await invoicedAgency(w, 'Agence sans motif');
    before = await countRows(w.h, TABLES);
    for (const body of [{ invoiceId: invoice.id }, creditNote(invoice, '   ')]) {
      const error = await refused(CREDIT_NOTE_PATH, body, 400, 'VALIDATION_FAILED');
      expect(error?.details?.['issues']).toEqual([{ path: 'reason', message: 'Obligatoire' }]);
    }
    const long = await refused(CREDIT_NOTE_PATH, creditNote(invoice, 'x'.repeat(501)), 400, 'VALIDATION_FAILED');
    expect(long?.details?.['issues']).toEqual([{ path: 'reason', message: expect.stringContaining('500') }]);
    await refused(CREDIT_NOTE_PATH, { ...creditNote(invoice), status: 300 }, 400, 'VALIDATION_FAILED');
    expect(await invoiceStatus(invoice.id)).toBe(100);
  });

  it('an unknown invoice → 404 Facture introuvable', async () => {
    const error = await refused(CREDIT_NOTE_PATH, creditNote({ id: uuidv7() }), 404, 'AGENCY_INVOICE_NOT_FOUND');
    expect(error?.message).toBe('Facture introuvable');
  });

  it('an invoice paid, even in part → 409: its payments are refunded first', async () => {
    const paid = (await invoicedAgency(w, 'Agence payée')).invoice;
    await recordPayment(w, cheque(paid));
    const partly = (await invoicedAgency(w, 'Agence payée en partie')).invoice;
    await recordPayment(w, cheque(partly, { amount: '20' }));
    before = await countRows(w.h, TABLES);
    for (const invoice of [paid, partly]) {
      const error = await refused(CREDIT_NOTE_PATH, creditNote(invoice), 409, 'AGENCY_INVOICE_PAID_NOT_CANCELLABLE');
      expect(error?.message).toBe("Une facture payée ne s'annule pas par un avoir : remboursez d'abord ses paiements");
    }
  });

  it('a debit the bank is processing → 409: it may still go through', async () => {
    const { invoice, cardPayment } = await invoicedAgency(w, 'Agence prélevée');
    await w.h.asPlatform((tx) => tx`update agency_payments set status = 'PROCESSING' where id = ${cardPayment.id}`);
    before = await countRows(w.h, TABLES);
    const error = await refused(CREDIT_NOTE_PATH, creditNote(invoice), 409, 'AGENCY_INVOICE_PAYMENT_UNDER_WAY');
    expect(error?.message).toBe('Un paiement de cette facture est en cours de traitement par la banque');
  });

  it('an invoice already cancelled → 409, and the numbering skips nothing', async () => {
    const { invoice } = await invoicedAgency(w, 'Agence annulée deux fois');
    const first = await w.h.request('POST', CREDIT_NOTE_PATH, { token, json: creditNote(invoice) });
    const number = AgencyInvoiceSchema.parse(first.body).creditNote?.number ?? '';
    before = await countRows(w.h, TABLES);
    const error = await refused(CREDIT_NOTE_PATH, creditNote(invoice), 409, 'AGENCY_INVOICE_CANCELLED');
    expect(error?.message).toBe('Cette facture est annulée');
    const next = await w.h.request('POST', CREDIT_NOTE_PATH, {
      token,
      json: creditNote((await invoicedAgency(w, 'Agence annulée ensuite')).invoice),
    });
    expect(Number(AgencyInvoiceSchema.parse(next.body).creditNote?.number.slice(-5))).toBe(
      Number(number.slice(-5)) + 1,
    );
  });

  it('two cancellations of the same invoice at once: one credit note', async () => {
    const { invoice } = await invoicedAgency(w, 'Agence annulée à deux mains');
    const answers = await Promise.all(
      [1, 2].map(() => w.h.request('POST', CREDIT_NOTE_PATH, { token, json: creditNote(invoice) })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const notes = await w.h.asPlatform((tx) => tx`select id from agency_credit_notes where invoice_id = ${invoice.id}`);
    expect(notes).toHaveLength(1);
  });

  it('a cancelled invoice is not paid by card from Mes factures any more → 409', async () => {
    const { agencyId, token: owner, invoice } = await invoicedAgency(w, 'Agence qui voudrait payer');
    await w.h.request('POST', CREDIT_NOTE_PATH, { token, json: creditNote(invoice) });
    const answer = await w.h.request('POST', `/agency/${agencyId}/agency-invoice/${invoice.id}/card-payment`, {
      token: owner,
    });
    expect([answer.status, answer.error?.code]).toEqual([409, 'AGENCY_INVOICE_CANCELLED']);
  });
});

describe('the credit note’s PDF refused', () => {
  it('an invoice without one → 404 Avoir introuvable', async () => {
    const { invoice } = await invoicedAgency(w, 'Agence sans avoir');
    before = await countRows(w.h, TABLES);
    const error = await refused(
      PREVIEW_PATH,
      { invoiceId: invoice.id, document: 'creditNote' },
      404,
      'AGENCY_CREDIT_NOTE_NOT_FOUND',
    );
    expect(error?.message).toBe('Avoir introuvable');
  });
});
