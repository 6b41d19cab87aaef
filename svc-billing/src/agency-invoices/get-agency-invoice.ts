import type { AgencyInvoice } from '@portal/contracts';
import { AppError, type Tx } from '@portal/service-kit';
import { agencyInvoicesByIds } from '../agency-payments/repo.js';

/**
 * The invoice with its lines and payments, as the transaction's scope sees it: any in platform
 * scope, only the agency's own in its scope (row-level security); otherwise 404 'Facture introuvable'.
 */
export async function requireAgencyInvoice(tx: Tx, invoiceId: string): Promise<AgencyInvoice> {
  const [invoice] = await agencyInvoicesByIds(tx, [invoiceId]);
  if (!invoice) throw new AppError('AGENCY_INVOICE_NOT_FOUND');
  return invoice;
}
