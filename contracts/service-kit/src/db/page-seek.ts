import type postgres from 'postgres';
import type { Sql, Tx } from './connect.js';
import { listCache, type CountKey, type PageStarts } from './list-cache.js';

type Db = Sql | Tx;
type Fragment = postgres.PendingQuery<postgres.Row[]>;

/** What a page read through its kept start needs: the list's key, its order and its place. */
export type PageSeekOptions = {
  /** The list's cache key (kit `listCache`): agency, table, and the filters and order in `variant`. */
  key: CountKey;
  /**
   * The order's column, its catalog type name (`text`, `int4`, `date`…) and the rows' id. No type:
   * the page is read by OFFSET only (a column that may be null, an order on another table).
   */
  column: Fragment;
  type: string | undefined;
  id: Fragment;
  ascending: boolean;
  limit: number;
  offset: number;
};

/** The parts of a page's query that seek its start, and what to do with the rows read. */
export type PageSeek = {
  /** `and (column, id) >= (start)` (`<=` descending) when the page's start is known, else nothing. */
  from: Fragment;
  /** The column as text, to select as `sort_value` beside the id. */
  sortValue: Fragment;
  limit: number;
  offset: number;
  /** Keeps where this page and the next start, and answers the page's rows without `sortValue`. */
  page<Row extends { id: string; sortValue: string }>(rows: Row[]): Omit<Row, 'sortValue'>[];
};

/**
 * A page of a list ordered by a column never null then id, read from where it starts when that is
 * known (kit `listCache.pageStarts`): a seek in the order's index instead of skipping every entry
 * before it. The page is read with one row more, which tells where the next page starts; a page
 * read by OFFSET tells its own start. The comparisons must be leakproof on plain columns (an
 * expression such as `lower(name)`, or numeric, is checked after row-level security's policy, never in
 * the index). The start is sent as text and cast in SQL: a parameter typed timestamptz would go
 * through a JavaScript Date and lose its microseconds.
 */
export function pageSeek(db: Db, options: PageSeekOptions): PageSeek {
  const index = options.offset / options.limit;
  const starts: PageStarts | null = options.type && Number.isInteger(index) ? listCache.pageStarts(options.key) : null;
  const start = starts?.get(index);
  const comparison = options.ascending ? db`>=` : db`<=`;
  return {
    from: start
      ? db`and (${options.column}, ${options.id}) ${comparison} (${start[0] ?? ''}::text::${db(options.type ?? 'text')}, ${start[1] ?? ''}::uuid)`
      : db``,
    sortValue: db`(${options.column})::text`,
    limit: options.limit + (starts ? 1 : 0),
    offset: start ? 0 : options.offset,
    page(rows) {
      const [first] = rows;
      const next = rows[options.limit];
      if (starts && first) starts.set(index, [first.sortValue, first.id]);
      if (starts && next) starts.set(index + 1, [next.sortValue, next.id]);
      return rows.slice(0, options.limit).map(({ sortValue: _sortValue, ...row }) => row);
    },
  };
}
