import type { BillingSettings, CommercialDocument } from '@portal/contracts';
import type { Tx } from '@portal/service-kit';
import { billingSettingsOf } from '../customers/create-customer.js';
import type { ProofOfService } from '../documents/rendering/index.js';
import { loadDocument } from './load-document.js';
import { printedProofs, renderPdf, type RenderedPdf } from './render-pdf.js';
import type { Book } from './repo.js';

/** What a document's PDF is made of: the document, the agency's settings, the proofs it carries. */
export type PrintableDocument = {
  document: CommercialDocument;
  settings: BillingSettings;
  proofs: ProofOfService[];
};

/** Reads, in `tx`, all a document's PDF needs (the PDF itself is made after the transaction). */
export async function loadPrintable(tx: Tx, agencyId: string, id: string, book: Book): Promise<PrintableDocument> {
  const [document, settings] = await Promise.all([
    loadDocument(tx, agencyId, id, book),
    billingSettingsOf(tx, agencyId),
  ]);
  return { document, settings, proofs: await printedProofs(tx, agencyId, document) };
}

export function renderPrintable(printable: PrintableDocument): Promise<RenderedPdf> {
  return renderPdf(printable.document, printable.settings, printable.proofs);
}
