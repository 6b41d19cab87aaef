import type { AgencyInvoice, DocumentParty } from '@portal/contracts';
import { AppError, transaction, type Scope, type Sql } from '@portal/service-kit';
import type { RenderedPdf } from '../commercial-documents/render-pdf.js';
import { sellerOf } from '../commercial-documents/parties.js';
import { settingsStore } from '../settings/repo.js';
import { requireAgencyInvoice } from './get-agency-invoice.js';
import { renderAgencyCreditNotePdf, renderAgencyInvoicePdf } from './pdf/render-agency-invoice-pdf.js';

/**
 * The agency as the buyer of its invoice: the name it was invoiced under, with the legal identity of
 * its billing settings (address, SIRET, VAT number) when it has filled them in — read at printing.
 */
export function buyerOf(invoice: AgencyInvoice, identity: DocumentParty | null): DocumentParty {
  const empty: DocumentParty = {
    name: '',
    street: '',
    zipcode: '',
    city: '',
    country: 'FR',
    email: '',
    phone: '',
    siret: '',
    vatNumber: '',
    legalMentions: '',
    reference: '',
  };
  return { ...empty, ...identity, name: identity?.name.trim() || invoice.agency.name, legalMentions: '' };
}

/** The invoice and its buyer's legal identity, read in the caller's scope (another agency's: 404). */
async function readInvoiceToPrint(sql: Sql, scope: Scope, invoiceId: string) {
  return transaction(sql, scope, async (tx) => {
    const invoice = await requireAgencyInvoice(tx, invoiceId);
    const settings = await settingsStore.find(tx, invoice.agency.id);
    return { invoice, buyer: buyerOf(invoice, settings ? sellerOf(settings.settings) : null) };
  });
}

/** Where the invoice is read, and the platform's company that sells it. */
type PrintDeps = { sql: Sql; platformSeller: DocumentParty };

const fileNameOf = (number: string) => `${number.replace(/[^\w.-]+/g, '-')}.pdf`;

/**
 * An agency invoice's PDF, read in the caller's scope (the platform sees every invoice, an agency
 * only its own: another's is 404 'Facture introuvable'), rendered outside the transaction.
 */
export async function agencyInvoicePdf(deps: PrintDeps, scope: Scope, invoiceId: string): Promise<RenderedPdf> {
  const { invoice, buyer } = await readInvoiceToPrint(deps.sql, scope, invoiceId);
  const parties = { seller: deps.platformSeller, buyer };
  return { bytes: await renderAgencyInvoicePdf(invoice, parties), fileName: fileNameOf(invoice.number) };
}

/** The PDF of the credit note that cancelled the invoice; none → 404 'Avoir introuvable'. */
export async function agencyCreditNotePdf(deps: PrintDeps, scope: Scope, invoiceId: string): Promise<RenderedPdf> {
  const { invoice, buyer } = await readInvoiceToPrint(deps.sql, scope, invoiceId);
  if (!invoice.creditNote) throw new AppError('AGENCY_CREDIT_NOTE_NOT_FOUND');
  const parties = { seller: deps.platformSeller, buyer };
  return {
    bytes: await renderAgencyCreditNotePdf(invoice, invoice.creditNote, parties),
    fileName: fileNameOf(invoice.creditNote.number),
  };
}
