import { ADJUSTMENT_KIND_LABELS, centsToMoney, moneyToCents, type DocumentTotals, type Money } from '@portal/contracts';
import type { DocumentFormat } from '../document-format.js';
import { prepaidCents } from '../factur-x/cii-settlement.js';
import type { Canvas, PageFlow } from './canvas.js';
import { band, ensureRoom, rule, write } from './canvas.js';
import { FONT_SIZE, PAGE } from './layout.js';
import { formatDate, formatMoney, formatPercent, formatVatRate } from './number-format.js';

const LINE = 15;
const VAT_TABLE_WIDTH = 250;
const TOTALS_WIDTH = 240;
const TOTALS_X = PAGE.right - TOTALS_WIDTH;
const AMOUNT_WIDTH = 90;

/** A line of the totals column: its label and amount; a strong one (totals, what remains) in a band. */
export type TotalLine = { label: string; amount: Money; strong?: boolean };

/** What the totals block prints: the VAT by rate (left), the totals' lines (right). */
export type TotalsFigures = {
  lines: readonly TotalLine[];
  vatBreakdown: DocumentTotals['vatBreakdown'];
  format: DocumentFormat;
};

/** The lines of the totals column: rows, discounts and fees, HT, VAT, TTC, payments, what remains. */
function totalLines(canvas: Canvas): TotalLine[] {
  const { document, totals, format } = canvas;
  const lines: TotalLine[] = [];
  if (totals.adjustments.length > 0) {
    lines.push({ label: 'Total des lignes HT', amount: totals.rowsTotal });
    document.adjustments.forEach((adjustment, index) => {
      const percent = adjustment.type === 'percent' ? ` (${formatPercent(adjustment.value, format)})` : '';
      lines.push({
        label: `${adjustment.label || ADJUSTMENT_KIND_LABELS[adjustment.kind]}${percent}`,
        amount: totals.adjustments[index]?.amount ?? adjustment.amount,
      });
    });
  }
  lines.push({ label: 'Total HT', amount: totals.totalExclTax, strong: true });
  lines.push({ label: `Total ${format.vatLabel}`, amount: totals.totalVat });
  lines.push({ label: 'Total TTC', amount: totals.totalInclTax, strong: true });
  const accepted = document.payments.filter((payment) => payment.status === 'accepted');
  if (accepted.length > 0) {
    for (const payment of accepted) {
      lines.push({
        label: `Paiement reçu le ${formatDate(payment.date)}`,
        amount: centsToMoney(-moneyToCents(payment.amount)),
      });
    }
    lines.push({
      label: 'Reste à payer',
      amount: centsToMoney(moneyToCents(totals.totalInclTax) - prepaidCents(document)),
      strong: true,
    });
  }
  return lines;
}

/** The VAT by rate (left): rate, taxable base after discounts and fees, VAT. Returns its bottom. */
function drawVatTable(doc: PDFKit.PDFDocument, figures: TotalsFigures, top: number): number {
  const { format } = figures;
  const widths = [80, 85, 85];
  const xs = [PAGE.left, PAGE.left + 80, PAGE.left + 165];
  const cell = (text: string, column: number, y: number, bold = false) =>
    write(doc, text, (xs[column] ?? 0) + 4, y, {
      width: (widths[column] ?? 0) - 8,
      align: column === 0 ? 'left' : 'right',
      bold,
      size: FONT_SIZE.small,
    });
  band(doc, PAGE.left, top, VAT_TABLE_WIDTH, LINE);
  [`Taux ${format.vatLabel}`, 'Base HT', `Montant ${format.vatLabel}`].forEach((title, column) =>
    cell(title, column, top + 4, true),
  );
  let y = top + LINE;
  for (const entry of figures.vatBreakdown) {
    cell(formatVatRate(entry.rate, format), 0, y + 4);
    cell(formatMoney(entry.base, format), 1, y + 4);
    cell(formatMoney(entry.vat, format), 2, y + 4);
    y += LINE;
    rule(doc, PAGE.left, PAGE.left + VAT_TABLE_WIDTH, y);
  }
  return y;
}

/** The totals (right), the total to pay and what remains due in bands. Returns its bottom. */
function drawTotals(doc: PDFKit.PDFDocument, figures: TotalsFigures, top: number): number {
  let y = top;
  for (const line of figures.lines) {
    if (line.strong) band(doc, TOTALS_X, y, TOTALS_WIDTH, LINE);
    const style = { bold: line.strong ?? false, size: FONT_SIZE.text };
    write(doc, line.label, TOTALS_X + 4, y + 3, { ...style, width: TOTALS_WIDTH - AMOUNT_WIDTH - 8 });
    write(doc, formatMoney(line.amount, figures.format), PAGE.right - AMOUNT_WIDTH - 4, y + 3, {
      ...style,
      width: AMOUNT_WIDTH,
      align: 'right',
    });
    y += LINE + (line.strong ? 2 : 0);
  }
  return y;
}

/** The VAT by rate and the totals side by side, kept on one page. */
export function drawTotalsFigures(flow: PageFlow, figures: TotalsFigures): void {
  const height = Math.max(LINE * (figures.vatBreakdown.length + 1), (LINE + 2) * figures.lines.length) + 10;
  ensureRoom(flow, height);
  const top = flow.y;
  flow.y = Math.max(drawVatTable(flow.doc, figures, top), drawTotals(flow.doc, figures, top)) + 16;
}

/** A commercial document's VAT by rate and totals, with its discounts, fees and payments. */
export function drawTotalsBlock(canvas: Canvas): void {
  drawTotalsFigures(canvas, {
    lines: totalLines(canvas),
    vatBreakdown: canvas.totals.vatBreakdown,
    format: canvas.format,
  });
}
