import type { Sql, Tx } from './connect.js';
import { afterCommit } from './after-commit.js';

/** What a list's count is cached by: the agency, the table counted, and everything else it depends on. */
export type CountKey = { agencyId: string; table: string; variant: unknown };

export type CountCache = {
  /** The cached count for `key`, or `compute()`'s (then cached) when none is fresh. */
  count(key: CountKey, compute: () => Promise<number>): Promise<number>;
  /** Drops the counts of `table` for the agency (this instance wrote to it). */
  invalidate(agencyId: string, table: string): void;
  /** Invalidates once `db`'s transaction has committed: call it with every write to `table`. */
  invalidateAfterCommit(db: Sql | Tx, agencyId: string, table: string): void;
};

/**
 * A small in-process cache of lists' `filteredCount` (a count over thousands of rows costs more
 * than the page itself, and a list is read page after page with the same filters).
 *
 * Staleness, the trade-off: this instance drops an agency's counts of a table right after its own
 * writes to it commit (`invalidateAfterCommit`), so a user sees his own changes counted at once.
 * Writes made by another instance of the service, or outside it (seed scripts, SQL by hand), are
 * counted only when the entry expires: up to `ttlMs` (3 s by default) during which the total shown
 * under a list may be off by what those writes changed; the rows of the page are always read live.
 * Only counts that depend on the counted table alone may be cached (e.g. not a search through
 * another table's names, which that table's writes would change without invalidating).
 *
 * Race-free for the instance's own writes under READ COMMITTED: the generation is taken before the
 * count's statement is sent, so a count whose snapshot may predate a commit is stored under the
 * generation that commit's invalidation bumps, and never served.
 */
export function createCountCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): CountCache {
  const ttlMs = options.ttlMs ?? 3_000;
  const maxEntries = options.maxEntries ?? 5_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { count: number; expires: number; generation: number }>();
  const generations = new Map<string, number>();
  const scopeOf = (agencyId: string, table: string) => `${agencyId}|${table}`;

  const cache: CountCache = {
    async count(key, compute) {
      const scope = scopeOf(key.agencyId, key.table);
      const id = `${scope}|${JSON.stringify(key.variant)}`;
      const generation = generations.get(scope) ?? 0;
      const entry = entries.get(id);
      if (entry && entry.generation === generation && entry.expires > now()) return entry.count;
      const count = await compute();
      entries.delete(id);
      if (entries.size >= maxEntries) {
        // The oldest entry goes first (a Map keeps insertion order).
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(id, { count, expires: now() + ttlMs, generation });
      return count;
    },
    invalidate(agencyId, table) {
      const scope = scopeOf(agencyId, table);
      generations.set(scope, (generations.get(scope) ?? 0) + 1);
    },
    invalidateAfterCommit(db, agencyId, table) {
      afterCommit(db, () => cache.invalidate(agencyId, table));
    },
  };
  return cache;
}

/** The process's cache of list counts (agency ids are unique, so services and tests may share it). */
export const listCounts = createCountCache();
