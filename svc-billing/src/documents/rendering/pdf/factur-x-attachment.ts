import { FACTUR_X_FILE_NAME, facturXmp } from '../factur-x/factur-x-xmp.js';

/**
 * pdfkit's attachment options; its `relationship` (the file specification's /AFRelationship) is
 * missing from @types/pdfkit 0.17.
 */
type AssociatedFileOptions = PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Alternative' | 'Data' | 'Source' };

/**
 * Makes the PDF a Factur-X: the CII XML embedded as `factur-x.xml` (MIME text/xml), listed in the
 * catalog's /AF (associated files, PDF/A-3) with the relationship 'Alternative' — the XML is
 * another rendering of the same invoice, as Factur-X asks for the EN 16931 profile ('Data' is for
 * MINIMUM and BASIC WL) — and the fx XMP metadata. The document must be created as PDF/A-3b.
 */
export function attachFacturX(doc: PDFKit.PDFDocument, xml: string, at: Date): void {
  const options: AssociatedFileOptions = {
    name: FACTUR_X_FILE_NAME,
    type: 'text/xml',
    description: 'Factur-X invoice (EN 16931)',
    creationDate: at,
    modifiedDate: at,
    relationship: 'Alternative',
  };
  doc.file(Buffer.from(xml, 'utf8'), options);
  doc.appendXML(facturXmp());
}
