import type { CommercialDocument, DocumentTotals } from '@portal/contracts';
import type { DocumentFormat } from '../document-format.js';
import { COLOR, FONT_SIZE, PAGE } from './layout.js';

/** Where a PDF's blocks flow down its pages: the pdfkit document, where it is, how to start a page. */
export type PageFlow = {
  doc: PDFKit.PDFDocument;
  /** The top of the free space on the current page. */
  y: number;
  /** Starts a new page (with its running header) and moves `y` below that header. */
  newPage: () => void;
};

/** What every block of a commercial document's PDF draws with: the flow, the document, its figures. */
export type Canvas = PageFlow & {
  document: CommercialDocument;
  format: DocumentFormat;
  /** The document's totals by the contracts' arithmetic (`documentTotals`), shared with its e-invoice. */
  totals: DocumentTotals;
};

export type TextStyle = {
  width: number;
  size?: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right' | 'center';
};

function apply(doc: PDFKit.PDFDocument, style: TextStyle): PDFKit.Mixins.TextOptions {
  doc.font(style.bold ? 'bold' : 'regular').fontSize(style.size ?? FONT_SIZE.text);
  return { width: style.width, align: style.align ?? 'left', lineGap: 1 };
}

/** Draws `text` at (x, y) in the style given; returns its height (pdfkit leaves `doc.y` under it). */
export function write(doc: PDFKit.PDFDocument, text: string, x: number, y: number, style: TextStyle): number {
  if (!text) return 0;
  const options = apply(doc, style);
  doc.fillColor(style.color ?? COLOR.text).text(text, x, y, options);
  return doc.y - y;
}

/**
 * The height `text` takes in the style given, without drawing it: one line when it fits the
 * width (measured without line breaking, cheaper), else as wrapped.
 */
export function measure(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  if (!text) return 0;
  const options = apply(doc, style);
  if (!text.includes('\n') && doc.widthOfString(text, options) <= style.width) return doc.currentLineHeight(true) + 1;
  return doc.heightOfString(text, options);
}

/** A new page first when `height` does not fit below `y`; `onBreak` then redraws what must repeat (column titles). */
export function ensureRoom(canvas: PageFlow, height: number, onBreak?: () => void): void {
  if (canvas.y + height <= PAGE.bodyBottom) return;
  canvas.newPage();
  onBreak?.();
}

/** A thin horizontal rule across [x1, x2] at y. */
export function rule(doc: PDFKit.PDFDocument, x1: number, x2: number, y: number, color: string = COLOR.rule): void {
  doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(0.5).strokeColor(color).stroke().restore();
}

/** A filled band (column titles, section titles, the total to pay). */
export function band(doc: PDFKit.PDFDocument, x: number, y: number, width: number, height: number): void {
  doc.save().rect(x, y, width, height).fillColor(COLOR.band).fill().restore();
}

/**
 * A free text (the document's header text, its terms) paragraph by paragraph, each moved to a new
 * page when it does not fit: a long text flows over pages instead of running into the footer.
 */
export function writeFlowing(canvas: PageFlow, text: string, style: TextStyle): void {
  for (const paragraph of text.split('\n')) {
    const line = paragraph || ' ';
    ensureRoom(canvas, measure(canvas.doc, line, style));
    canvas.y += write(canvas.doc, line, PAGE.left, canvas.y, style);
  }
}
