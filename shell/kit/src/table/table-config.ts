import { PAGE_SIZE_OPTIONS } from '@portal/contracts';
import { z } from 'zod';
import type { ListColumn } from './list-table-types.js';

/** What 'Configuration du tableau' saves in `pagesConfig[pageKey].config`. */
export const TableConfigSchema = z.object({
  /** Every column in the user's order, with whether it is hidden. */
  columns: z.array(z.object({ key: z.string(), hidden: z.boolean() })).optional(),
  /** Default sort: the column's key and the direction. */
  sortColumn: z.string().optional(),
  ascending: z.boolean().optional(),
  pageSize: z
    .number()
    .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))
    .optional(),
});
export type TableConfig = z.infer<typeof TableConfigSchema>;

/** The saved configuration, or none when it cannot be read (it never blocks the screen). */
export function readTableConfig(raw: Record<string, unknown>): TableConfig {
  const parsed = TableConfigSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

export function columnKey<Row>(column: ListColumn<Row>): string {
  if (column.key !== undefined && column.key !== null) return String(column.key);
  return typeof column.dataIndex === 'string' ? column.dataIndex : column.dataIndex.join('.');
}

export const sortKeyOf = <Row>(column: ListColumn<Row>) => column.sortKey ?? columnKey(column);
export const filterKeyOf = <Row>(column: ListColumn<Row>) => column.filterKey ?? columnKey(column);

export type ArrangedColumn<Row> = { key: string; column: ListColumn<Row>; hidden: boolean };

/**
 * The columns in the user's saved order with their visibility; columns added since the
 * configuration was saved come last, visible unless the screen hides them by default.
 */
export function arrangeColumns<Row>(columns: readonly ListColumn<Row>[], config: TableConfig): ArrangedColumn<Row>[] {
  const byKey = new Map(columns.map((column) => [columnKey(column), column]));
  const saved = (config.columns ?? []).flatMap(({ key, hidden }) => {
    const column = byKey.get(key);
    return column ? [{ key, column, hidden }] : [];
  });
  const known = new Set(saved.map(({ key }) => key));
  const added = columns
    .filter((column) => !known.has(columnKey(column)))
    .map((column) => ({ key: columnKey(column), column, hidden: column.hideInTable === true }));
  return [...saved, ...added];
}
