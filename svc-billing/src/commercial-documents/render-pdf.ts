import type { Context } from 'hono';
import type { BillingSettings, CommercialDocument } from '@portal/contracts';
import type { AppEnv } from '@portal/service-kit';
import { renderDocumentPdf, type DocumentFormat } from '../documents/rendering/index.js';

/** A document's PDF and the name it is downloaded or attached under. */
export type RenderedPdf = { bytes: Buffer; fileName: string };

/** How the agency prints: its currency, decimal separator, VAT label and the account to pay to. */
export function documentFormatOf(settings: BillingSettings): DocumentFormat {
  const { iban, bic } = settings.legalIdentity;
  return {
    currency: settings.currency,
    decimalSeparator: settings.decimalSeparator,
    vatLabel: settings.vatLabel,
    bankAccount: iban ? { iban, bic } : null,
  };
}

const DRAFT_NAMES = { estimate: 'devis', invoice: 'facture', credit_note: 'avoir' } as const;

/** 'F-2026-0001.pdf'; 'facture-brouillon.pdf' before the number. */
export function pdfFileName(document: Pick<CommercialDocument, 'kind' | 'number'>): string {
  const base = document.number ?? `${DRAFT_NAMES[document.kind]}-brouillon`;
  return `${base.replace(/[^\w.-]+/g, '-')}.pdf`;
}

/**
 * The document's PDF (a validated invoice or credit note: Factur-X, PDF/A-3 with its EN 16931
 * XML), made outside any transaction: no connection waits for the rendering.
 */
export async function renderPdf(document: CommercialDocument, settings: BillingSettings): Promise<RenderedPdf> {
  return { bytes: await renderDocumentPdf(document, documentFormatOf(settings)), fileName: pdfFileName(document) };
}

/** The PDF answered inline, under its file name. */
export function pdfResponse(c: Context<AppEnv>, pdf: RenderedPdf): Response {
  return c.body(new Uint8Array(pdf.bytes), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${pdf.fileName}"`,
  });
}
