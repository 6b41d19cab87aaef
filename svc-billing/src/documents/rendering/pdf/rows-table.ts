import { PRICE_UNIT_LABELS, rowAmount, type DocumentRow } from '@portal/contracts';
import type { Canvas, PageFlow, TextStyle } from './canvas.js';
import { band, ensureRoom, measure, rule, write } from './canvas.js';
import { CONTENT_WIDTH, COLOR, FONT_SIZE, PAGE } from './layout.js';
import { formatMoney, formatQuantity, formatVatRate } from './number-format.js';

const PADDING = 4;

/** The figures' columns a table may have, right of the designation (which takes the width left). */
export type FigureColumn = 'quantity' | 'unit' | 'unitPrice' | 'vat' | 'amount';
type ColumnKey = 'designation' | FigureColumn;

const FIGURES: Record<FigureColumn, { width: number; align: TextStyle['align'] }> = {
  quantity: { width: 52, align: 'right' },
  unit: { width: 48, align: 'left' },
  unitPrice: { width: 72, align: 'right' },
  vat: { width: 44, align: 'right' },
  amount: { width: 82, align: 'right' },
};

type Column = { key: ColumnKey; x: number; width: number; align: TextStyle['align'] };

/**
 * A table of priced items: section titles across it, items with their cells (each column's text)
 * and details printed small under the designation.
 */
export type ItemsTableRow =
  { kind: 'section'; title: string } | { kind: 'item'; cells: Record<ColumnKey, string>; details: string };

export type ItemsTable = {
  /** The figures' columns, in order; a cell of a column left out is not printed. */
  figures: readonly FigureColumn[];
  vatLabel: string;
  rows: readonly ItemsTableRow[];
};

/** Where each column starts and how wide it is: the designation takes what the figures leave. */
function columnsOf(figures: readonly FigureColumn[]): Column[] {
  const designationWidth = CONTENT_WIDTH - figures.reduce((sum, key) => sum + FIGURES[key].width, 0);
  const columns: Column[] = [{ key: 'designation', x: PAGE.left, width: designationWidth, align: 'left' }];
  let x = PAGE.left + designationWidth;
  for (const key of figures) {
    columns.push({ key, x, ...FIGURES[key] });
    x += FIGURES[key].width;
  }
  return columns;
}

const cellStyle = (column: Column): TextStyle => ({ width: column.width - 2 * PADDING, align: column.align });

function drawColumnTitles(flow: PageFlow, columns: readonly Column[], vatLabel: string): void {
  const { doc } = flow;
  const titles: Record<ColumnKey, string> = {
    designation: 'Désignation',
    quantity: 'Quantité',
    unit: 'Unité',
    unitPrice: 'PU HT',
    vat: vatLabel,
    amount: 'Total HT',
  };
  const height = 16;
  band(doc, PAGE.left, flow.y, CONTENT_WIDTH, height);
  for (const column of columns) {
    write(doc, titles[column.key], column.x + PADDING, flow.y + 4, {
      ...cellStyle(column),
      bold: true,
      size: FONT_SIZE.small,
    });
  }
  flow.y += height + 2;
}

/** A section title across the table. */
function drawSectionTitle(flow: PageFlow, title: string, onBreak: () => void): void {
  const style: TextStyle = { width: CONTENT_WIDTH - 2 * PADDING, bold: true };
  const height = measure(flow.doc, title, style) + 2 * PADDING;
  // A section title never ends a page alone: keep room for the row after it.
  ensureRoom(flow, height + 20, onBreak);
  write(flow.doc, title, PAGE.left + PADDING, flow.y + PADDING, style);
  flow.y += height;
  rule(flow.doc, PAGE.left, PAGE.right, flow.y);
}

/** An item: its designation over its details, then its figures. */
function drawItem(
  flow: PageFlow,
  columns: readonly Column[],
  row: Extract<ItemsTableRow, { kind: 'item' }>,
  onBreak: () => void,
): void {
  const { doc } = flow;
  const [designation] = columns;
  if (!designation) return;
  const detailStyle: TextStyle = { width: cellStyle(designation).width, size: FONT_SIZE.small, color: COLOR.muted };
  const designationHeight =
    measure(doc, row.cells.designation, cellStyle(designation)) +
    (row.details ? measure(doc, row.details, detailStyle) + 1 : 0);
  const height =
    Math.max(
      designationHeight,
      ...columns.slice(1).map((column) => measure(doc, row.cells[column.key], cellStyle(column))),
    ) +
    2 * PADDING;
  ensureRoom(flow, height, onBreak);
  const top = flow.y + PADDING;
  for (const column of columns) {
    const used = write(doc, row.cells[column.key], column.x + PADDING, top, cellStyle(column));
    if (column.key === 'designation' && row.details)
      write(doc, row.details, PAGE.left + PADDING, top + used + 1, detailStyle);
  }
  flow.y += height;
  rule(doc, PAGE.left, PAGE.right, flow.y);
}

/** A table of priced items, its column titles repeated at the top of every page it spans. */
export function drawItemsTable(flow: PageFlow, table: ItemsTable): void {
  const columns = columnsOf(table.figures);
  const titles = () => drawColumnTitles(flow, columns, table.vatLabel);
  ensureRoom(flow, 60);
  titles();
  for (const row of table.rows) {
    if (row.kind === 'section') drawSectionTitle(flow, row.title, titles);
    else drawItem(flow, columns, row, titles);
  }
  flow.y += 10;
}

/** A document's row as the items table prints it: a header row is a section title. */
function itemOf(canvas: Canvas, row: DocumentRow): ItemsTableRow {
  const { format } = canvas;
  if (row.header) return { kind: 'section', title: row.designation };
  return {
    kind: 'item',
    cells: {
      designation: row.designation,
      quantity: formatQuantity(row.quantity, format),
      unit: PRICE_UNIT_LABELS[row.priceUnit],
      unitPrice: formatMoney(row.unitPrice, format),
      vat: formatVatRate(row.vatRate, format),
      amount: formatMoney(rowAmount(row), format),
    },
    details: [row.description.trim(), row.siteName ? `Site : ${row.siteName}` : ''].filter(Boolean).join('\n'),
  };
}

/** The document's rows: designation, quantity, unit, unit price, VAT, amount. */
export function drawRowsTable(canvas: Canvas): void {
  drawItemsTable(canvas, {
    figures: ['quantity', 'unit', 'unitPrice', 'vat', 'amount'],
    vatLabel: canvas.format.vatLabel,
    rows: canvas.document.rows.map((row) => itemOf(canvas, row)),
  });
}
