import type { Canvas, TextStyle } from './canvas.js';
import { ensureRoom, measure, write } from './canvas.js';
import { CONTENT_WIDTH, FONT_SIZE, PAGE } from './layout.js';

/** A paragraph (under its title, when it has one) kept on one page. */
function drawParagraph(canvas: Canvas, title: string, text: string): void {
  const body: TextStyle = { width: CONTENT_WIDTH, size: FONT_SIZE.small };
  const heading: TextStyle = { width: CONTENT_WIDTH, size: FONT_SIZE.small, bold: true };
  ensureRoom(canvas, measure(canvas.doc, title, heading) + measure(canvas.doc, text, body) + 10);
  canvas.y += write(canvas.doc, title, PAGE.left, canvas.y, heading) + 2;
  canvas.y += write(canvas.doc, text, PAGE.left, canvas.y, body) + 10;
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
