import type { Canvas, PageFlow } from './canvas.js';
import { rule, write } from './canvas.js';
import { documentTitle } from './document-title.js';
import { CONTENT_WIDTH, COLOR, FONT_SIZE, PAGE } from './layout.js';
import { legalFooterLine } from './party-lines.js';

/**
 * What repeats on every page: a short running header on the pages after the first (the seller and
 * the document's title), and the footer (the seller's legal mentions, 'Page x / y') drawn once all
 * pages exist, since only then is their count known.
 */
export function drawRunningHeader(canvas: Canvas): void {
  drawRunningHeaderOf(canvas, canvas.document.seller.name, documentTitle(canvas.document));
}

/** The running header of any document: the seller's name, '<title> (suite)'. */
export function drawRunningHeaderOf(flow: PageFlow, sellerName: string, title: string): void {
  const { doc } = flow;
  const half = CONTENT_WIDTH / 2;
  write(doc, sellerName, PAGE.left, PAGE.top, { width: half, bold: true });
  write(doc, `${title} (suite)`, PAGE.left + half, PAGE.top, { width: half, align: 'right' });
  rule(doc, PAGE.left, PAGE.right, PAGE.top + 16);
  flow.y = PAGE.top + 26;
}

export function drawFooters(canvas: Canvas): void {
  drawPageFooters(canvas.doc, legalFooterLine(canvas.document.seller, canvas.format.vatLabel));
}

/** On every page of a finished document: the seller's legal line and 'Page x / y'. */
export function drawPageFooters(doc: PDFKit.PDFDocument, legal: string): void {
  const pages = doc.bufferedPageRange();
  const pageNumberWidth = 70;
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(pages.start + index);
    rule(doc, PAGE.left, PAGE.right, PAGE.footerTop);
    write(doc, legal, PAGE.left, PAGE.footerTop + 6, {
      width: CONTENT_WIDTH - pageNumberWidth - 10,
      size: FONT_SIZE.small,
      color: COLOR.muted,
    });
    write(doc, `Page ${index + 1} / ${pages.count}`, PAGE.right - pageNumberWidth, PAGE.footerTop + 6, {
      width: pageNumberWidth,
      size: FONT_SIZE.small,
      color: COLOR.muted,
      align: 'right',
    });
  }
}
