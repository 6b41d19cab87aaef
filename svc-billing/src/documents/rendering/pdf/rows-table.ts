import { PRICE_UNIT_LABELS, rowAmount, type DocumentRow } from '@portal/contracts';
import type { Canvas, TextStyle } from './canvas.js';
import { band, ensureRoom, measure, rule, write } from './canvas.js';
import { CONTENT_WIDTH, COLOR, FONT_SIZE, PAGE } from './layout.js';
import { formatMoney, formatQuantity, formatVatRate } from './number-format.js';

const PADDING = 4;

type Column = {
  key: 'designation' | 'quantity' | 'unit' | 'unitPrice' | 'vat' | 'amount';
  width: number;
  align: TextStyle['align'];
};

const FIXED: Column[] = [
  { key: 'quantity', width: 52, align: 'right' },
  { key: 'unit', width: 48, align: 'left' },
  { key: 'unitPrice', width: 72, align: 'right' },
  { key: 'vat', width: 44, align: 'right' },
  { key: 'amount', width: 82, align: 'right' },
];
const COLUMNS: Column[] = [
  { key: 'designation', width: CONTENT_WIDTH - FIXED.reduce((sum, column) => sum + column.width, 0), align: 'left' },
  ...FIXED,
];

/** Where each column starts. */
const X = COLUMNS.map((_, index) => PAGE.left + COLUMNS.slice(0, index).reduce((sum, column) => sum + column.width, 0));

const cellWidth = (index: number) => (COLUMNS[index]?.width ?? 0) - 2 * PADDING;

function drawColumnTitles(canvas: Canvas): void {
  const { doc, format } = canvas;
  const titles: Record<Column['key'], string> = {
    designation: 'Désignation',
    quantity: 'Quantité',
    unit: 'Unité',
    unitPrice: 'PU HT',
    vat: format.vatLabel,
    amount: 'Total HT',
  };
  const height = 16;
  band(doc, PAGE.left, canvas.y, CONTENT_WIDTH, height);
  COLUMNS.forEach((column, index) => {
    write(doc, titles[column.key], (X[index] ?? 0) + PADDING, canvas.y + 4, {
      width: cellWidth(index),
      bold: true,
      size: FONT_SIZE.small,
      align: column.align,
    });
  });
  canvas.y += height + 2;
}

/** A header row: a section title across the table. */
function drawSectionTitle(canvas: Canvas, row: DocumentRow): void {
  const style: TextStyle = { width: CONTENT_WIDTH - 2 * PADDING, bold: true };
  const height = measure(canvas.doc, row.designation, style) + 2 * PADDING;
  // A section title never ends a page alone: keep room for the row after it.
  ensureRoom(canvas, height + 20, () => drawColumnTitles(canvas));
  write(canvas.doc, row.designation, PAGE.left + PADDING, canvas.y + PADDING, style);
  canvas.y += height;
  rule(canvas.doc, PAGE.left, PAGE.right, canvas.y);
}

/** A priced row: designation over its description and site, then quantity, unit, price, VAT, amount. */
function drawPricedRow(canvas: Canvas, row: DocumentRow): void {
  const { doc, format } = canvas;
  const details = [row.description.trim(), row.siteName ? `Site : ${row.siteName}` : ''].filter(Boolean).join('\n');
  const detailStyle: TextStyle = { width: cellWidth(0), size: FONT_SIZE.small, color: COLOR.muted };
  const cells: Record<Column['key'], string> = {
    designation: row.designation,
    quantity: formatQuantity(row.quantity, format),
    unit: PRICE_UNIT_LABELS[row.priceUnit],
    unitPrice: formatMoney(row.unitPrice, format),
    vat: formatVatRate(row.vatRate, format),
    amount: formatMoney(rowAmount(row), format),
  };
  const styleOf = (index: number): TextStyle => ({ width: cellWidth(index), align: COLUMNS[index]?.align });
  const designationHeight =
    measure(doc, cells.designation, styleOf(0)) + (details ? measure(doc, details, detailStyle) + 1 : 0);
  const height =
    Math.max(
      designationHeight,
      ...COLUMNS.slice(1).map((column, index) => measure(doc, cells[column.key], styleOf(index + 1))),
    ) +
    2 * PADDING;
  ensureRoom(canvas, height, () => drawColumnTitles(canvas));
  const top = canvas.y + PADDING;
  COLUMNS.forEach((column, index) => {
    const used = write(doc, cells[column.key], (X[index] ?? 0) + PADDING, top, styleOf(index));
    if (index === 0 && details) write(doc, details, PAGE.left + PADDING, top + used + 1, detailStyle);
  });
  canvas.y += height;
  rule(doc, PAGE.left, PAGE.right, canvas.y);
}

/** The rows' table: column titles repeated at the top of every page it spans. */
export function drawRowsTable(canvas: Canvas): void {
  ensureRoom(canvas, 60);
  drawColumnTitles(canvas);
  for (const row of canvas.document.rows) {
    if (row.header) drawSectionTitle(canvas, row);
    else drawPricedRow(canvas, row);
  }
  canvas.y += 10;
}
