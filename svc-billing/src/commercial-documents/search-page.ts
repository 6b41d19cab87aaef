import { listCache } from '@portal/service-kit/db/list-cache';
import type { ListDbRow } from './document-view.js';
import { countMatches, countOf } from './list-counts.js';
import {
  LIST_COLUMNS,
  countKey,
  orderOf,
  searchTableMatches,
  sortColumn,
  whereOf,
  type Db,
  type DocumentSearch,
} from './list-sql.js';

/** How many index entries a walk is expected to read at most before it is tried. */
const WALK_BUDGET = 2_000;

/**
 * A page of a search. The count first (cached). Then, unless the matches' ids are cached already, a
 * walk of the sort's index keeping the documents whose text matches, cut after four times the entries
 * expected to fill the page (known from the count and the book's): a word in a quarter of the book
 * fills page 5 within about 500 entries. When a walk would be long (few matches) or comes back short
 * (the matches gathered in a stretch of the order, e.g. customers' names sorted by name), the matches'
 * ids are read once in the list's order through the trigram index (migration 015) and kept
 * (kit `listCache.matches`): that page and the next are cut from them.
 */
export async function searchedPage(
  db: Db,
  search: DocumentSearch,
  pattern: string,
): Promise<{ rows: ListDbRow[]; total: number }> {
  const total = await countMatches(db, search, pattern);
  const wanted = Math.min(search.limit, total - search.offset);
  if (wanted <= 0) return { rows: [], total };
  const key = matchesKey(search, pattern);
  let ids = listCache.cachedMatches(key);
  if (!ids) {
    const expected = ((search.offset + wanted) * (await countOf(db, search))) / total;
    if (expected <= WALK_BUDGET) {
      const rows = await walked(db, search, pattern, Math.ceil(4 * expected) + search.limit);
      if (rows.length === wanted) return { rows, total };
    }
    ids = await listCache.matches(key, () => matchIds(db, search, pattern));
  }
  return { rows: await rowsOf(db, search, pattern, pageOf(ids, search)), total };
}

/** The matches' cache key: the count's, and the order (both directions share it). */
export function matchesKey(search: DocumentSearch, pattern: string) {
  const key = countKey({ ...search, pattern });
  return { ...key, variant: { ...key.variant, orderBy: search.orderBy } };
}

/** The page among the first `candidates` entries of the sort's index (policy and filters applied). */
function walked(db: Db, search: DocumentSearch, pattern: string, candidates: number) {
  const direction = search.ascending ? db`asc` : db`desc`;
  return db<ListDbRow[]>`
    select ${LIST_COLUMNS(db)}
      from (select w.id, w.sort_value
              from (select d.id, ${sortColumn(db, search)} as sort_value, d.search_text like ${pattern} as hit
                      from commercial_documents d ${whereOf(db, search)}
                     order by ${orderOf(db, search)}
                     limit ${candidates}) w
             where w.hit
             order by w.sort_value ${direction}, w.id ${direction}
             limit ${search.limit} offset ${search.offset}) page
      join commercial_documents d on d.id = page.id
     order by page.sort_value ${direction}, page.id ${direction}`;
}

/** Every match's id, ascending by the sort's column then id (a descending page reads it backwards). */
async function matchIds(db: Db, search: DocumentSearch, pattern: string): Promise<string[]> {
  const rows = await db<{ id: string }[]>`
    select d.id
      from commercial_document_search s
      join commercial_documents d on d.id = s.document_id
      ${whereOf(db, search)} and ${searchTableMatches(db, search, pattern)}
     order by ${orderOf(db, { ...search, ascending: true })}`;
  return rows.map((row) => row.id);
}

function pageOf(ids: readonly string[], search: DocumentSearch): string[] {
  if (search.ascending) return ids.slice(search.offset, search.offset + search.limit);
  const end = ids.length - search.offset;
  return end <= 0 ? [] : ids.slice(Math.max(0, end - search.limit), end).reverse();
}

/** The page's rows read live: each still fenced by the policy, and still matching the filters and search. */
async function rowsOf(db: Db, search: DocumentSearch, pattern: string, ids: string[]): Promise<ListDbRow[]> {
  if (ids.length === 0) return [];
  const rows = await db<ListDbRow[]>`
    select ${LIST_COLUMNS(db)} from commercial_documents d
      ${whereOf(db, search)} and d.id = any(${ids}::uuid[]) and d.search_text like ${pattern}`;
  const place = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
}
