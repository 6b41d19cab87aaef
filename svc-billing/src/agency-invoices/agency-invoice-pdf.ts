import type { AgencyInvoice, DocumentParty } from '@portal/contracts';
import { transaction, type Scope, type Sql } from '@portal/service-kit';
import type { RenderedPdf } from '../commercial-documents/render-pdf.js';
import { sellerOf } from '../commercial-documents/parties.js';
import { settingsStore } from '../settings/repo.js';
import { requireAgencyInvoice } from './get-agency-invoice.js';
import { renderAgencyInvoicePdf } from './pdf/render-agency-invoice-pdf.js';

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

/**
 * An agency invoice's PDF, read in the caller's scope (the platform sees every invoice, an agency
 * only its own: another's is 404 'Facture introuvable'), rendered outside the transaction.
 */
export async function agencyInvoicePdf(sql: Sql, scope: Scope, invoiceId: string): Promise<RenderedPdf> {
  const { invoice, identity } = await transaction(sql, scope, async (tx) => {
    const found = await requireAgencyInvoice(tx, invoiceId);
    const settings = await settingsStore.find(tx, found.agency.id);
    return { invoice: found, identity: settings ? sellerOf(settings.settings) : null };
  });
  const bytes = await renderAgencyInvoicePdf(invoice, buyerOf(invoice, identity));
  return { bytes, fileName: `${invoice.number.replace(/[^\w.-]+/g, '-')}.pdf` };
}
