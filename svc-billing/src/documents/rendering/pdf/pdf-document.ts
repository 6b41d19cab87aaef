import PDFDocument from 'pdfkit';
import { useFonts } from './fonts.js';
import { PAGE } from './layout.js';

/** pdfkit copies Info strings into the XMP packet unescaped: keep XML's special characters out. */
const xmpSafe = (text: string) =>
  text
    .replace(/[<>&"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export type PdfDescription = {
  title: string;
  /** Who issues it (the seller). */
  author: string;
  subject: string;
  /** A PDF/A-3b (a Factur-X e-invoice) rather than a plain PDF. */
  pdfA?: boolean;
};

/**
 * A French A4 PDF, our fonts embedded (`useFonts`), its pages buffered so that the footers can be
 * drawn once all exist; `bytes` resolves once `doc.end()` is called.
 */
export function openA4Pdf(description: PdfDescription): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.top, bottom: 20, left: PAGE.left, right: PAGE.width - PAGE.right },
    pdfVersion: '1.7',
    ...(description.pdfA ? { subset: 'PDF/A-3b' as const } : {}),
    bufferPages: true,
    // No default font: pdfkit would load Helvetica, a font PDF/A cannot embed. `useFonts` sets ours.
    font: '',
    lang: 'fr-FR',
    displayTitle: true,
    info: {
      Title: xmpSafe(description.title),
      Author: xmpSafe(description.author),
      Subject: xmpSafe(description.subject),
      Creator: 'Portail agences – facturation',
    },
  });
  useFonts(doc);
  return { doc, bytes: collect(doc) };
}
