import { z } from 'zod';
import type { CallTable } from '../common/calls.js';
import { listResponseSchema } from '../common/paging.js';
import {
  AgencyInvoiceAdminListRequestSchema,
  AgencyInvoicePreviewRequestSchema,
  AgencyPartialPaymentRequestSchema,
  CancelAgencyInvoiceSchema,
  CreateAgencyInvoiceSchema,
} from './agency-invoice-admin.js';
import { AgencyInvoiceSchema } from './agency-invoices.js';

/** Invoices are the super admin's (02 §6: "invoices … need super admin"; support → 403 FORBIDDEN). */
const SUPER_ADMIN = ['super_admin'] as const;

/**
 * Every agency's invoices from the platform, on billing (administration/agencyInvoices, 02 §2, §7).
 * Not tenant routes: they run in platform scope, each write with its platform audit line in its
 * transaction. An unknown invoice → 404 'Facture introuvable'; an unknown payment of it → 404
 * 'Paiement introuvable'.
 */
export const AGENCY_INVOICE_ADMIN_CALLS = {
  /** One page (20, newest first) of every agency's invoices, with their lines and payments. */
  list: {
    method: 'POST',
    path: '/admin/fetch/agency-invoices',
    roles: SUPER_ADMIN,
    body: AgencyInvoiceAdminListRequestSchema,
    response: listResponseSchema(AgencyInvoiceSchema),
  },
  get: {
    method: 'GET',
    path: '/admin/agency-invoice/:invoiceId',
    roles: SUPER_ADMIN,
    response: AgencyInvoiceSchema,
  },
  /** An invoice made by hand (201), awaiting payment; an unknown agency → 404 'Agence introuvable'. */
  create: {
    method: 'POST',
    path: '/admin/agency-invoice',
    roles: SUPER_ADMIN,
    body: CreateAgencyInvoiceSchema,
    response: AgencyInvoiceSchema,
  },
  /**
   * A payment recorded by hand (201) or a payment's status changed (200), among the three a person
   * may set (02 §4); the invoice as it now stands. Above what remains due → 400 'Le paiement dépasse
   * le reste à payer'; a final payment (validated, cancelled) or one the payment provider is
   * handling → 409. A payment validated by hand that completes the invoice pays it.
   */
  partialPayments: {
    method: 'POST',
    path: '/admin/agency-invoice/partial-payments',
    roles: SUPER_ADMIN,
    body: AgencyPartialPaymentRequestSchema,
    response: AgencyInvoiceSchema,
  },
  /**
   * An unpaid invoice cancelled by a credit note for its whole amount (201): the invoice as it now
   * stands, status 300 with its credit note; its card payments still open at the provider are
   * cancelled there. Paid, even in part → 409 'Une facture payée ne s'annule pas par un avoir :
   * remboursez d'abord ses paiements'; a payment the bank is processing → 409; already cancelled → 409.
   */
  creditNote: {
    method: 'POST',
    path: '/admin/agency-invoice/credit-note',
    roles: SUPER_ADMIN,
    body: CancelAgencyInvoiceSchema,
    response: AgencyInvoiceSchema,
  },
  /** The invoice's PDF, or its credit note's (application/pdf); no credit note → 404 'Avoir introuvable'. */
  preview: {
    method: 'POST',
    path: '/admin/agency-invoice/preview',
    roles: SUPER_ADMIN,
    body: AgencyInvoicePreviewRequestSchema,
    response: z.instanceof(Blob),
  },
} as const satisfies CallTable;
