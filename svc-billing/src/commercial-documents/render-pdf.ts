import type { Context } from 'hono';
import type { BillingSettings, CommercialDocument } from '@portal/contracts';
import type { AppEnv, Tx } from '@portal/service-kit';
import { renderDocumentPdf, type DocumentFormat, type ProofOfService } from '../documents/rendering/index.js';
import { proofsOfInvoice } from '../proofs/repo.js';

/** A document's PDF and the name it is downloaded or attached under. */
export type RenderedPdf = { bytes: Buffer; fileName: string };

/** How the agency prints the document: its currency, decimal separator, VAT label; the account the document names. */
export function documentFormatOf(settings: BillingSettings, document: CommercialDocument): DocumentFormat {
  return {
    currency: settings.currency,
    decimalSeparator: settings.decimalSeparator,
    vatLabel: settings.vatLabel,
    bankAccount: document.bankAccount,
  };
}

const DRAFT_NAMES = { estimate: 'devis', invoice: 'facture', credit_note: 'avoir' } as const;

/** 'F-2026-0001.pdf'; 'facture-brouillon.pdf' before the number. */
export function pdfFileName(document: Pick<CommercialDocument, 'kind' | 'number'>): string {
  const base = document.number ?? `${DRAFT_NAMES[document.kind]}-brouillon`;
  return `${base.replace(/[^\w.-]+/g, '-')}.pdf`;
}

/** The proofs an invoice asking for its proof-of-service pack prints: those of the services it bills. */
export async function printedProofs(
  tx: Tx,
  agencyId: string,
  document: Pick<CommercialDocument, 'id' | 'kind' | 'proofPack'>,
): Promise<ProofOfService[]> {
  return document.kind === 'invoice' && document.proofPack ? proofsOfInvoice(tx, agencyId, document.id) : [];
}

/**
 * The document's PDF (a validated invoice or credit note: Factur-X, PDF/A-3 with its EN 16931
 * XML; then its proofs of service when given), made outside any transaction: no connection waits
 * for the rendering.
 */
export async function renderPdf(
  document: CommercialDocument,
  settings: BillingSettings,
  proofs: readonly ProofOfService[] = [],
): Promise<RenderedPdf> {
  const bytes = await renderDocumentPdf(document, documentFormatOf(settings, document), proofs);
  return { bytes, fileName: pdfFileName(document) };
}

/** The PDF answered inline, under its file name. */
export function pdfResponse(c: Context<AppEnv>, pdf: RenderedPdf): Response {
  return c.body(new Uint8Array(pdf.bytes), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${pdf.fileName}"`,
  });
}
