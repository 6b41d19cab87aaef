import { documentTotals, type CommercialDocument } from '@portal/contracts';
import type { DocumentFormat } from '../document-format.js';
import type { ProofOfService } from '../proof-of-service.js';
import { carriesFacturX, facturXml } from '../factur-x/factur-xml.js';
import type { Canvas } from './canvas.js';
import { documentTitle } from './document-title.js';
import { attachFacturX } from './factur-x-attachment.js';
import { drawHeading } from './heading-block.js';
import { openA4Pdf } from './pdf-document.js';
import { PAGE } from './layout.js';
import { drawProofPack } from './proof-pack.js';
import { drawFooters, drawRunningHeader } from './page-frame.js';
import { drawRowsTable } from './rows-table.js';
import { drawTermsBlock } from './terms-block.js';
import { drawTotalsBlock } from './totals-block.js';

/**
 * The PDF of a commercial document, in French, A4, its fonts embedded. A validated invoice or
 * credit note is a Factur-X: a PDF/A-3b carrying its EN 16931 XML (`facturXml`) as `factur-x.xml`;
 * an estimate or a draft is a plain PDF. Amounts are printed with the agency's currency and decimal
 * separator, totals by the contracts' `documentTotals` (the same figures as the XML). `proofs`, when
 * given, print after the invoice as its proof-of-service pack.
 */
export async function renderDocumentPdf(
  document: CommercialDocument,
  format: DocumentFormat,
  proofs: readonly ProofOfService[] = [],
): Promise<Buffer> {
  const facturX = carriesFacturX(document);
  const title = documentTitle(document);
  const { doc, bytes } = openA4Pdf({
    title,
    author: document.seller.name,
    subject: `${title} – ${document.buyer.name}`,
    pdfA: facturX,
  });
  const canvas: Canvas = {
    doc,
    document,
    format,
    totals: documentTotals(document.rows, document.adjustments),
    y: PAGE.top,
    newPage: () => {
      doc.addPage();
      drawRunningHeader(canvas);
    },
  };
  drawHeading(canvas);
  drawRowsTable(canvas);
  drawTotalsBlock(canvas);
  drawTermsBlock(canvas);
  drawProofPack(canvas, proofs);
  drawFooters(canvas);
  if (facturX) attachFacturX(doc, facturXml(document, format.bankAccount ?? null), new Date());
  doc.end();
  return bytes;
}
