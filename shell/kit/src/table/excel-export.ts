import { EXCEL_EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE, type ListResponse } from '@portal/contracts';
import { formatDate, formatDateTime } from '../format/format-date.js';
import type { ExcelWriter, ExportCell, ListColumn } from './list-table-types.js';

/**
 * Every row the current filters give, fetched in pages of 180 (spec 00 §9) and capped at 5000: the
 * first page says how many there are.
 */
export async function collectExportRows<Row>(
  fetchRows: (page: number, limit: number) => Promise<ListResponse<Row>>,
): Promise<Row[]> {
  const first = await fetchRows(1, EXPORT_PAGE_SIZE);
  const wanted = Math.min(first.filteredCount, EXCEL_EXPORT_MAX_ROWS);
  const rows = first.data.slice(0, wanted);
  for (let page = 2; rows.length < wanted; page += 1) {
    const next = await fetchRows(page, EXPORT_PAGE_SIZE);
    if (next.data.length === 0) break;
    rows.push(...next.data.slice(0, wanted - rows.length));
  }
  return rows;
}

function valueAt(row: unknown, dataIndex: string | string[]): unknown {
  const path = typeof dataIndex === 'string' ? [dataIndex] : dataIndex;
  return path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    row,
  );
}

function enumText(valueEnum: unknown, value: unknown): string | undefined {
  if (valueEnum === null || typeof valueEnum !== 'object' || valueEnum instanceof Map) return undefined;
  const entry: unknown = (valueEnum as Record<string, unknown>)[String(value)];
  if (typeof entry === 'string') return entry;
  const text = entry !== null && typeof entry === 'object' ? (entry as { text?: unknown }).text : undefined;
  return typeof text === 'string' ? text : undefined;
}

/** What the export writes for a column: `exportValue`, else the value as the user reads it. */
export function exportCell<Row>(column: ListColumn<Row>, row: Row): ExportCell {
  if (column.exportValue) return column.exportValue(row);
  const value = valueAt(row, column.dataIndex);
  if (value === null || value === undefined) return null;
  const label = enumText(column.valueEnum, value);
  if (label !== undefined) return label;
  if (column.valueType === 'date' && (typeof value === 'string' || typeof value === 'number')) return formatDate(value);
  if (column.valueType === 'dateTime' && (typeof value === 'string' || typeof value === 'number')) {
    return formatDateTime(value);
  }
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  return JSON.stringify(value);
}

/** The sheet: the French headers, then one line per row. */
export function exportSheet<Row>(columns: readonly ListColumn<Row>[], rows: readonly Row[]): ExportCell[][] {
  const exported = columns.filter((column) => !column.hideInExport);
  return [
    exported.map((column) => column.title),
    ...rows.map((row) => exported.map((column) => exportCell(column, row))),
  ];
}

/**
 * Writes the `.xlsx` with `write-excel-file` and offers it for download. The package is imported
 * when the user exports, so it is in no first load.
 */
export const writeExcelFile: ExcelWriter = async (fileName, rows) => {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const [header = [], ...body] = rows;
  const sheet = [header.map((title) => ({ value: title ?? '', fontWeight: 'bold' as const })), ...body];
  await writeXlsxFile(sheet, { sheet: 'Export', stickyRowsCount: 1 }).toFile(fileName);
};
