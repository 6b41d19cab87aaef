/**
 * Rendering of commercial documents (estimates, invoices, credit notes), for the documents'
 * routes (preview, download, e-mail):
 *
 * - `renderDocumentPdf(document, format, proofs?)`: the French A4 PDF (with its proof-of-service pack
 *   after it when `proofs` are given). A validated invoice or credit note is
 *   a Factur-X PDF/A-3b carrying its e-invoice as `factur-x.xml`; an estimate or a draft is a plain PDF.
 * - `facturXml(document, bankAccount?)`: that e-invoice alone — EN 16931 CII (Factur-X profile
 *   EN 16931). Throws for an estimate or a draft (no number yet): check `carriesFacturX` first.
 *
 * `format` comes from the agency's billing settings (`currency, decimalSeparator, vatLabel`) and
 * from the document (`bankAccount`: the IBAN and BIC frozen with it at validation). The texts printed under the totals
 * are the document's `paymentTerms` (payment means and bank details, late-payment penalties and
 * the €40 indemnity) and its `footer`.
 */
export type { DocumentFormat } from './document-format.js';
export type { ProofOfService, SignedReport } from './proof-of-service.js';
export { carriesFacturX, facturXml } from './factur-x/factur-xml.js';
export { FACTUR_X_FILE_NAME } from './factur-x/factur-x-xmp.js';
export { documentTitle } from './pdf/document-title.js';
export { renderDocumentPdf } from './pdf/render-document-pdf.js';
