import type { Sql, Tx } from './connect.js';
import { afterCommit } from './after-commit.js';

/** What a list's count is cached by: the agency, the table counted, and everything else it depends on. */
export type CountKey = { agencyId: string; table: string; variant: unknown };

export type ListCache = {
  /** The cached count for `key`, or `compute()`'s (then cached) when none is fresh. */
  count(key: CountKey, compute: () => Promise<number>): Promise<number>;
  /**
   * The cached ids of a search's matches, in the list's order, or `compute()`'s (then cached): a
   * search whose page a walk of the sort's index cannot find cheaply is read once, then page after
   * page from here. `key.variant` names the search, its filters and its order.
   */
  matches(key: CountKey, compute: () => Promise<readonly string[]>): Promise<readonly string[]>;
  /**
   * The fresh cached count of `key` (`get`, nothing computed), and a way to keep one the caller
   * computed itself (`set`: with its page, in one pass), unless an invalidation came since this call.
   */
  counted(key: CountKey): { get(): number | undefined; set(count: number): void };
  /** The fresh cached matches of `key`, or undefined: nothing is computed. */
  cachedMatches(key: CountKey): readonly string[] | undefined;
  /**
   * Where the pages of a list start (`key.variant` names its filters and order): the sort key of a
   * page's first row, told by a read of that page or of the page before it read with one row more.
   * A page whose start is known is read from there, a seek in the order's index, instead of skipping
   * every row before it. Starts told after a write of this instance (since this call) are not kept.
   */
  pageStarts(key: CountKey): PageStarts;
  /** Drops the counts of `table` for the agency (this instance wrote to it). */
  invalidate(agencyId: string, table: string): void;
  /** Invalidates once `db`'s transaction has committed: call it with every write to `table`. */
  invalidateAfterCommit(db: Sql | Tx, agencyId: string, table: string): void;
};

/** The known starts of a list's pages (0 the first page), each a sort key as the query's text values. */
export type PageStarts = {
  get(page: number): readonly string[] | undefined;
  set(page: number, start: readonly string[]): void;
};

type Entry = { value: number | readonly string[]; weight: number; expires: number; generation: number };

/**
 * A small in-process cache of lists' `filteredCount` (a count over thousands of rows costs more
 * than the page itself, and a list is read page after page with the same filters), and of the
 * ordered ids a search matched (`matches`), and of where pages start (`pageStarts`).
 *
 * Staleness, the trade-off: this instance drops an agency's counts of a table right after its own
 * writes to it commit (`invalidateAfterCommit`), so a user sees his own changes counted at once.
 * Writes made by another instance of the service, or outside it (seed scripts, SQL by hand), are
 * counted only when the entry expires: up to `ttlMs` (3 s by default) during which the total shown
 * under a list may be off by what those writes changed (a search's matches and the pages' starts
 * likewise: a page may be shifted by the rows those writes added or removed); the rows of the page
 * are always read live. Only counts that depend on the counted table alone may be cached, or on
 * another table whose writes drop them too (a checkpoints' search matches its sites' names: a site
 * renamed drops the checkpoints' counts).
 *
 * Bounded by weight: a count weighs 1, a search's matches their number, a page's start its values;
 * past `maxWeight` the oldest entries go first.
 *
 * One computation at a time: calls that miss an entry while it is being computed (an expired count
 * asked by every call in flight) wait for that computation and share its answer, or its error,
 * unless an invalidation came in between. A caller in `readTransaction` must send no query after
 * awaiting an entry: that wait may be another call's computation, past its own pipeline's commit.
 *
 * Race-free for the instance's own writes under READ COMMITTED: the generation is taken before the
 * count's statement is sent, so a count whose snapshot may predate a commit is stored under the
 * generation that commit's invalidation bumps, and never served.
 */
export function createListCache(options: { ttlMs?: number; maxWeight?: number; now?: () => number } = {}): ListCache {
  const ttlMs = options.ttlMs ?? 3_000;
  const maxWeight = options.maxWeight ?? 250_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const generations = new Map<string, number>();
  const flights = new Map<string, { generation: number; promise: Promise<Entry['value']> }>();
  let weight = 0;
  const scopeOf = (agencyId: string, table: string) => `${agencyId}|${table}`;
  const idOf = (kind: string, key: CountKey) =>
    `${scopeOf(key.agencyId, key.table)}|${kind}|${JSON.stringify(key.variant)}`;

  function fresh(id: string, key: CountKey): Entry | undefined {
    const entry = entries.get(id);
    const generation = generations.get(scopeOf(key.agencyId, key.table)) ?? 0;
    return entry && entry.generation === generation && entry.expires > now() ? entry : undefined;
  }

  function remove(id: string) {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    weight -= entry.weight;
  }

  function store(id: string, value: Entry['value'], generation: number) {
    remove(id);
    const entry = { value, weight: typeof value === 'number' ? 1 : Math.max(1, value.length), generation };
    if (entry.weight > maxWeight) return;
    // The oldest entries go first (a Map keeps insertion order).
    for (const oldest of entries.keys()) {
      if (weight + entry.weight <= maxWeight) break;
      remove(oldest);
    }
    entries.set(id, { ...entry, expires: now() + ttlMs });
    weight += entry.weight;
  }

  async function cached<Value extends Entry['value']>(id: string, key: CountKey, compute: () => Promise<Value>) {
    const generation = generations.get(scopeOf(key.agencyId, key.table)) ?? 0;
    const entry = fresh(id, key);
    if (entry) return entry.value as Value;
    // A computation of the same entry already running since no invalidation: its answer (or error).
    const flight = flights.get(id);
    if (flight && flight.generation === generation) return flight.promise as Promise<Value>;
    const promise = compute();
    flights.set(id, { generation, promise });
    try {
      const value = await promise;
      store(id, value, generation);
      return value;
    } finally {
      if (flights.get(id)?.promise === promise) flights.delete(id);
    }
  }

  const cache: ListCache = {
    count: (key, compute) => cached(idOf('count', key), key, compute),
    matches: (key, compute) => cached(idOf('matches', key), key, compute),
    counted(key) {
      const generation = generations.get(scopeOf(key.agencyId, key.table)) ?? 0;
      const id = idOf('count', key);
      return {
        get: () => fresh(id, key)?.value as number | undefined,
        set: (count) => store(id, count, generation),
      };
    },
    cachedMatches(key) {
      return fresh(idOf('matches', key), key)?.value as readonly string[] | undefined;
    },
    pageStarts(key) {
      const generation = generations.get(scopeOf(key.agencyId, key.table)) ?? 0;
      const idOfPage = (page: number) => idOf('page', { ...key, variant: [key.variant, page] });
      return {
        get: (page) => fresh(idOfPage(page), key)?.value as readonly string[] | undefined,
        set: (page, start) => store(idOfPage(page), start, generation),
      };
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

/** The process's cache of lists' counts, matches and page starts (agency ids are unique: services and tests may share it). */
export const listCache = createListCache();
