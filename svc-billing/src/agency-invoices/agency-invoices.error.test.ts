import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7, type AgencyInvoice } from '@portal/contracts';
import { countRows } from '../testing/count-rows.js';
import { PRO_ID, startPaymentsWorld, type PaymentsWorld } from '../agency-payments/testing/payments-world.js';
import {
  INVOICE_PATH,
  LIST_PATH,
  PAYMENTS_PATH,
  PREVIEW_PATH,
  cheque,
  invoicedAgency,
  recordPayment,
  superAdminToken,
} from './testing/fixtures.js';

const TABLES = ['agency_invoices', 'agency_payments', 'platform_audit_log', 'outbox'];

let w: PaymentsWorld;
let token: string;
let invoice: AgencyInvoice;
let cardPaymentId: string;
let before: Record<string, number>;

beforeAll(async () => {
  w = await startPaymentsWorld();
  token = await superAdminToken(w);
  const invoiced = await invoicedAgency(w, 'Agence des refus');
  invoice = invoiced.invoice;
  cardPaymentId = invoiced.cardPayment.id;
});
afterAll(async () => {
  await w?.close();
});
beforeEach(async () => {
  before = await countRows(w.h, TABLES);
});

/** Sends the call and expects the refusal, with nothing written. */
async function refused(method: string, path: string, json: unknown, status: number, code: string) {
  const answer = await w.h.request(method, path, { token, json });
  expect([answer.status, answer.error?.code]).toEqual([status, code]);
  expect(await countRows(w.h, TABLES)).toEqual(before);
  return answer.error;
}
const issuesOf = (error: Awaited<ReturnType<typeof refused>>) => error?.details?.['issues'];
const paymentStatus = async (id: string) =>
  (await w.h.asPlatform((tx) => tx<{ status: string }[]>`select status from agency_payments where id = ${id}`))[0]
    ?.status;

describe('POST /admin/agency-invoice/partial-payments refused, nothing written', () => {
  it('a status a person may not set (the provider’s) → 400, in French', async () => {
    for (const status of ['VALIDATED', 'PENDING', 'ERROR', 'PAYÉ']) {
      const error = await refused('POST', PAYMENTS_PATH, { ...cheque(invoice), status }, 400, 'VALIDATION_FAILED');
      expect(issuesOf(error)).toEqual([{ path: 'status', message: 'Format invalide' }]);
    }
    const change = await refused(
      'POST',
      PAYMENTS_PATH,
      { invoiceId: invoice.id, paymentId: cardPaymentId, status: 'VALIDATED' },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(change)).toEqual([{ path: 'status', message: 'Format invalide' }]);
  });

  it('a payment without amount, method, date or status; a zero or negative amount; an unknown method → field errors', async () => {
    const missing = await refused('POST', PAYMENTS_PATH, { invoiceId: invoice.id }, 400, 'VALIDATION_FAILED');
    expect(issuesOf(missing)).toEqual([
      { path: 'status', message: 'Obligatoire' },
      { path: 'amount', message: 'Obligatoire' },
      { path: 'method', message: 'Obligatoire' },
      { path: 'date', message: 'Obligatoire' },
    ]);
    const bad = await refused(
      'POST',
      PAYMENTS_PATH,
      { ...cheque(invoice), amount: '0', method: 'VIREMENT', date: '31/12/2026' },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(bad)).toEqual([
      { path: 'amount', message: 'Le montant doit être positif' },
      { path: 'method', message: 'Format invalide' },
      { path: 'date', message: 'Format français invalide' },
    ]);
    const negative = await refused('POST', PAYMENTS_PATH, cheque(invoice, { amount: '-5' }), 400, 'VALIDATION_FAILED');
    expect(issuesOf(negative)).toEqual([
      { path: 'amount', message: 'Le prix doit être un montant positif avec au plus 2 décimales' },
    ]);
  });

  it('a status change carrying the fields of a new payment, or fields nobody sends → 400', async () => {
    const error = await refused(
      'POST',
      PAYMENTS_PATH,
      { invoiceId: invoice.id, paymentId: cardPaymentId, status: 'CANCELLED_MANUALLY', amount: '1', note: 'x' },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(error)).toEqual([
      { path: 'amount', message: 'Champ non autorisé' },
      { path: 'note', message: 'Champ non autorisé' },
    ]);
    const extra = await refused(
      'POST',
      PAYMENTS_PATH,
      { ...cheque(invoice), agencyId: uuidv7(), paidAt: '2026-01-01' },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(extra)).toEqual([
      { path: 'agencyId', message: 'Champ non autorisé' },
      { path: 'paidAt', message: 'Champ non autorisé' },
    ]);
  });

  it('above what remains due → 400 PAYMENT_ABOVE_REMAINING', async () => {
    const error = await refused(
      'POST',
      PAYMENTS_PATH,
      cheque(invoice, { amount: '119.94' }),
      400,
      'PAYMENT_ABOVE_REMAINING',
    );
    expect(error?.message).toBe('Le paiement dépasse le reste à payer');
  });

  it('an unknown invoice → 404; a payment unknown or of another invoice → 404', async () => {
    const unknown = await refused(
      'POST',
      PAYMENTS_PATH,
      cheque({ ...invoice, id: uuidv7() }),
      404,
      'AGENCY_INVOICE_NOT_FOUND',
    );
    expect(unknown?.message).toBe('Facture introuvable');
    const other = await invoicedAgency(w, 'Autre agence');
    before = await countRows(w.h, TABLES);
    for (const paymentId of [uuidv7(), other.cardPayment.id]) {
      const error = await refused(
        'POST',
        PAYMENTS_PATH,
        { invoiceId: invoice.id, paymentId, status: 'CANCELLED_MANUALLY' },
        404,
        'PAYMENT_NOT_FOUND',
      );
      expect(error?.message).toBe('Paiement introuvable');
    }
    expect(await paymentStatus(other.cardPayment.id)).toBe('PENDING');
  });

  it('a card payment the provider is handling → 409; the same status → 400 NO_CHANGE', async () => {
    const error = await refused(
      'POST',
      PAYMENTS_PATH,
      { invoiceId: invoice.id, paymentId: cardPaymentId, status: 'VALIDATED_MANUALLY' },
      409,
      'PAYMENT_AT_PROVIDER',
    );
    expect(error?.message).toMatch(/^Ce paiement est en cours chez le prestataire de paiement/);
    expect(await paymentStatus(cardPaymentId)).toBe('PENDING');

    const announced = await recordPayment(w, cheque(invoice, { amount: '10', status: 'COMING_SOON' }));
    const paymentId = announced.payments.at(-1)?.id ?? '';
    before = await countRows(w.h, TABLES);
    const same = await refused(
      'POST',
      PAYMENTS_PATH,
      { invoiceId: invoice.id, paymentId, status: 'COMING_SOON' },
      400,
      'NO_CHANGE',
    );
    expect(same?.message).toBe('Aucun changement à enregistrer');
  });

  it('a final payment (validated or cancelled by hand) keeps its status → 409', async () => {
    const { invoice: other } = await invoicedAgency(w, 'Agence définitive');
    const validated = await recordPayment(w, cheque(other, { amount: '20' }));
    const cancelled = await recordPayment(w, cheque(validated, { amount: '5', status: 'CANCELLED_MANUALLY' }));
    before = await countRows(w.h, TABLES);
    for (const payment of cancelled.payments.slice(1)) {
      for (const status of ['COMING_SOON', 'CANCELLED_MANUALLY', 'VALIDATED_MANUALLY'].filter(
        (s) => s !== payment.status,
      )) {
        const error = await refused(
          'POST',
          PAYMENTS_PATH,
          { invoiceId: other.id, paymentId: payment.id, status },
          409,
          'PAYMENT_STATUS_FINAL',
        );
        expect(error?.message).toBe('Ce paiement est définitif : son statut ne peut plus être modifié');
      }
    }
  });

  it('a payment announced, validated once the invoice is paid otherwise → 400 PAYMENT_ABOVE_REMAINING', async () => {
    const { invoice: other } = await invoicedAgency(w, 'Agence payée deux fois');
    const announced = await recordPayment(w, cheque(other, { status: 'COMING_SOON' }));
    const paymentId = announced.payments.at(-1)?.id ?? '';
    await recordPayment(w, cheque(other));
    before = await countRows(w.h, TABLES);
    await refused(
      'POST',
      PAYMENTS_PATH,
      { invoiceId: other.id, paymentId, status: 'VALIDATED_MANUALLY' },
      400,
      'PAYMENT_ABOVE_REMAINING',
    );
    expect(await paymentStatus(paymentId)).toBe('COMING_SOON');
  });

  it('a cancelled invoice takes no payment → 409', async () => {
    const { invoice: other } = await invoicedAgency(w, 'Agence annulée');
    await w.h.asPlatform((tx) => tx`update agency_invoices set status = 300 where id = ${other.id}`);
    before = await countRows(w.h, TABLES);
    const error = await refused('POST', PAYMENTS_PATH, cheque(other), 409, 'AGENCY_INVOICE_CANCELLED');
    expect(error?.message).toBe('Cette facture est annulée');
  });
});

describe('reads refused', () => {
  it('an unknown invoice, or an id that is not one → 404 Facture introuvable', async () => {
    for (const id of [uuidv7(), 'pas-un-id']) {
      const error = await refused('GET', `${INVOICE_PATH}/${id}`, undefined, 404, 'AGENCY_INVOICE_NOT_FOUND');
      expect(error?.message).toBe('Facture introuvable');
    }
    await refused('POST', PREVIEW_PATH, { invoiceId: uuidv7() }, 404, 'AGENCY_INVOICE_NOT_FOUND');
    const bad = await refused('POST', PREVIEW_PATH, { invoiceId: 'x' }, 400, 'VALIDATION_FAILED');
    expect(issuesOf(bad)).toEqual([{ path: 'invoiceId', message: 'Format invalide' }]);
  });

  it('a list with an unknown filter, a period ending before it starts, a sort column not offered → 400', async () => {
    const error = await refused(
      'POST',
      LIST_PATH,
      { filters: { from: '2026-11-30', to: '2026-11-01', status: [150], customerId: uuidv7() }, orderBy: 'number' },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(error)).toEqual([
      { path: 'filters.status.0', message: 'Format invalide' },
      { path: 'filters.customerId', message: 'Champ non autorisé' },
      { path: 'orderBy', message: 'Format invalide' },
    ]);
    const reversed = await refused(
      'POST',
      LIST_PATH,
      { filters: { from: '2026-11-30', to: '2026-11-01' } },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(reversed)).toEqual([
      { path: 'filters.to', message: 'La date de fin doit être postérieure ou égale à la date de début' },
    ]);
  });
});

describe('POST /admin/agency-invoice refused, nothing written', () => {
  const cart = { period: 'monthly', lines: [{ offerId: PRO_ID, quantity: 1 }] };

  it('an unknown agency → 404, an offer that is not sold (unknown, deactivated) → 404, in French', async () => {
    const agency = await refused('POST', INVOICE_PATH, { agencyId: uuidv7(), cart }, 404, 'AGENCY_NOT_FOUND');
    expect(agency?.message).toBe('Agence introuvable');
    const offer = await refused(
      'POST',
      INVOICE_PATH,
      { agencyId: invoice.agency.id, cart: { ...cart, lines: [{ offerId: uuidv7(), quantity: 1 }] } },
      404,
      'SUBSCRIPTION_OFFER_NOT_FOUND',
    );
    expect(offer?.message).toBe('Offre introuvable');
  });

  it('an empty cart, a negative quantity, no agency → 400 with each field’s French message', async () => {
    const empty = await refused(
      'POST',
      INVOICE_PATH,
      { agencyId: invoice.agency.id, cart: { ...cart, lines: [] } },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(empty)).toEqual([{ path: 'cart.lines', message: 'Le panier est vide' }]);
    const negative = await refused(
      'POST',
      INVOICE_PATH,
      { agencyId: invoice.agency.id, cart: { ...cart, lines: [{ offerId: PRO_ID, quantity: -2 }] } },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(negative)).toEqual([{ path: 'cart.lines.0.quantity', message: 'Entier positif uniquement' }]);
    const noAgency = await refused('POST', INVOICE_PATH, { cart }, 400, 'VALIDATION_FAILED');
    expect(issuesOf(noAgency)).toEqual([{ path: 'agencyId', message: 'Obligatoire' }]);
  });

  it('the agency’s owner, or support → 403', async () => {
    const owner = await w.h.tokenFor(invoice.agency.id);
    const support = await superAdminToken(w, { role: 'support' });
    for (const caller of [owner, support]) {
      const answer = await w.h.request('POST', INVOICE_PATH, {
        token: caller,
        json: { agencyId: invoice.agency.id, cart },
      });
      expect([answer.status, answer.error?.code]).toEqual([403, 'FORBIDDEN']);
    }
    expect(await countRows(w.h, TABLES)).toEqual(before);
  });
});
