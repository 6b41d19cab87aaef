import { listCache } from '@portal/service-kit/db/list-cache';
import { countKey, searchTableMatches, unfiltered, whereOf, type Db, type DocumentSearch } from './list-sql.js';

/**
 * How many documents the page's filters keep, the search apart: cached (kit `listCache`, dropped
 * after each write of repo.ts) by everything it depends on, the customer user's fence included.
 */
export function countOf(db: Db, search: DocumentSearch): Promise<number> {
  const unsearched = { ...search, pattern: null };
  return listCache.count(countKey(unsearched), async () => {
    const [row] = await db<{ count: number }[]>`
      select count(*)::int as count from commercial_documents d ${whereOf(db, unsearched)}`;
    return row?.count ?? 0;
  });
}

/**
 * How many documents the search matches among those the filters keep, cached likewise. A staff
 * user's unfiltered search is counted in the search table alone (migration 015: agency and book are
 * all his fence); otherwise each match is read through commercial_documents, its policy and filters.
 */
export function countMatches(db: Db, search: DocumentSearch, pattern: string): Promise<number> {
  return listCache.count(countKey({ ...search, pattern }), async () => {
    const named = searchTableMatches(db, search, pattern);
    const [row] = unfiltered(search)
      ? await db<{ count: number }[]>`select count(*)::int as count from commercial_document_search s where ${named}`
      : await db<{ count: number }[]>`
          select count(*)::int as count
            from commercial_document_search s
            join commercial_documents d on d.id = s.document_id
            ${whereOf(db, search)} and ${named}`;
    return row?.count ?? 0;
  });
}
