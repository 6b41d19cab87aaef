import type { Canvas, PageFlow, TextStyle } from './canvas.js';
import { ensureRoom, measure, write, writeFlowing } from './canvas.js';
import { CONTENT_WIDTH, FONT_SIZE, PAGE } from './layout.js';

/** A text under its title (when it has one), the title never left alone at the foot of a page. */
export function drawParagraph(canvas: PageFlow, title: string, text: string): void {
  const body: TextStyle = { width: CONTENT_WIDTH, size: FONT_SIZE.small };
  const heading: TextStyle = { width: CONTENT_WIDTH, size: FONT_SIZE.small, bold: true };
  // The title stays with the paragraph's first line.
  const firstLine = text.split('\n')[0] ?? '';
  ensureRoom(canvas, measure(canvas.doc, title, heading) + measure(canvas.doc, firstLine, body) + 4);
  canvas.y += write(canvas.doc, title, PAGE.left, canvas.y, heading) + (title ? 2 : 0);
  writeFlowing(canvas, text, body);
  canvas.y += 10;
}

/**
 * Under the totals: the payment terms (the document's legal texts — means of payment and bank
 * details, late-payment penalties and the recovery indemnity) and the document's own footer text.
 */
export function drawTermsBlock(canvas: Canvas): void {
  const { document } = canvas;
  if (document.paymentTerms.trim()) {
    drawParagraph(
      canvas,
      document.kind === 'estimate' ? 'Conditions' : 'Conditions de paiement',
      document.paymentTerms.trim(),
    );
  }
  if (document.footer.trim()) drawParagraph(canvas, '', document.footer.trim());
}
