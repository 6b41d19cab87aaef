import type { DocumentParty } from '@portal/contracts';
import type { Canvas } from './canvas.js';
import { write, writeFlowing } from './canvas.js';
import { documentTitle } from './document-title.js';
import { COLOR, FONT_SIZE, PAGE } from './layout.js';
import { formatDate } from './number-format.js';
import { addressLines, identifierLines } from './party-lines.js';

const LEFT_WIDTH = 265;
const RIGHT_X = PAGE.left + 290;
const RIGHT_WIDTH = PAGE.right - RIGHT_X;

/** The dates under the title: date, then the due date of an invoice or the validity of an estimate. */
function dateLines(canvas: Canvas): string[] {
  const { document } = canvas;
  const lines = [`Date : ${formatDate(document.date)}`];
  if (document.dueDate) {
    lines.push(`${document.kind === 'estimate' ? 'Validité' : 'Échéance'} : ${formatDate(document.dueDate)}`);
  }
  if (document.kind === 'credit_note' && document.sourceDocumentNumber) {
    lines.push(`Avoir sur la facture ${document.sourceDocumentNumber}`);
  }
  return lines;
}

/** Who sells and who buys, under what title and dates: the top of a document's first page. */
export type PartiesHeading = {
  seller: DocumentParty;
  buyer: DocumentParty;
  /** 'Facture F-2026-0001'. */
  title: string;
  /** Under the title: 'Date : 12/03/2026', the due date… */
  dateLines: readonly string[];
  vatLabel: string;
};

/** Seller (left): name, address, contact, SIRET, VAT number, legal mentions. Returns its bottom. */
function drawSeller(doc: PDFKit.PDFDocument, heading: PartiesHeading, top: number): number {
  const { seller } = heading;
  let y = top;
  y += write(doc, seller.name, PAGE.left, y, { width: LEFT_WIDTH, bold: true, size: FONT_SIZE.partyName }) + 2;
  const contact = [seller.phone.trim() ? `Tél. : ${seller.phone.trim()}` : '', seller.email.trim()].filter(Boolean);
  for (const line of [...addressLines(seller), ...contact, ...identifierLines(seller, heading.vatLabel)]) {
    y += write(doc, line, PAGE.left, y, { width: LEFT_WIDTH });
  }
  if (seller.legalMentions.trim()) {
    y +=
      write(doc, seller.legalMentions.trim(), PAGE.left, y + 2, {
        width: LEFT_WIDTH,
        size: FONT_SIZE.small,
        color: COLOR.muted,
      }) + 2;
  }
  return y;
}

/** Title and dates (right), then the buyer's block under them. Returns its bottom. */
function drawTitleAndBuyer(doc: PDFKit.PDFDocument, heading: PartiesHeading, top: number): number {
  const right = { width: RIGHT_WIDTH, align: 'right' } as const;
  let y = top;
  y += write(doc, heading.title, RIGHT_X, y, { ...right, bold: true, size: FONT_SIZE.title }) + 4;
  for (const line of heading.dateLines) y += write(doc, line, RIGHT_X, y, right);
  y += 14;
  const { buyer } = heading;
  y += write(doc, 'Client', RIGHT_X, y, { width: RIGHT_WIDTH, size: FONT_SIZE.small, color: COLOR.muted }) + 1;
  y += write(doc, buyer.name, RIGHT_X, y, { width: RIGHT_WIDTH, bold: true, size: FONT_SIZE.partyName }) + 2;
  const lines = [
    ...addressLines(buyer),
    buyer.reference.trim() ? `N° client : ${buyer.reference.trim()}` : '',
    ...identifierLines(buyer, heading.vatLabel),
  ].filter(Boolean);
  for (const line of lines) y += write(doc, line, RIGHT_X, y, { width: RIGHT_WIDTH });
  return y;
}

/** The seller (left), the title, dates and buyer (right), from `top`. Returns the bottom of the taller side. */
export function drawParties(doc: PDFKit.PDFDocument, heading: PartiesHeading, top: number): number {
  return Math.max(drawSeller(doc, heading, top), drawTitleAndBuyer(doc, heading, top));
}

/** The first page's top: seller, title, dates, buyer, then the document's own title and header text. */
export function drawHeading(canvas: Canvas): void {
  const { doc, document, format } = canvas;
  const heading: PartiesHeading = {
    seller: document.seller,
    buyer: document.buyer,
    title: documentTitle(document),
    dateLines: dateLines(canvas),
    vatLabel: format.vatLabel,
  };
  let y = drawParties(doc, heading, PAGE.top) + 20;
  const full = { width: PAGE.right - PAGE.left };
  if (document.title.trim())
    y += write(doc, `Objet : ${document.title.trim()}`, PAGE.left, y, { ...full, bold: true }) + 6;
  canvas.y = y;
  if (document.header.trim()) {
    writeFlowing(canvas, document.header.trim(), full);
    canvas.y += 8;
  }
  canvas.y += 4;
}
