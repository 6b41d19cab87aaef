/** This process's use of one pool: connections held by the kit's transactions, and callers waiting for one. */
export type PoolUse = { held: number; waiting: number };

const uses = new WeakMap<object, PoolUse>();

/** The use of `sql`'s pool by this process (the metrics read it; `pg_stat_activity` sums every replica). */
export function poolUse(sql: object): PoolUse {
  let use = uses.get(sql);
  if (!use) {
    use = { held: 0, waiting: 0 };
    uses.set(sql, use);
  }
  return use;
}

/**
 * Counts a caller waiting for a connection of `sql`'s pool: `acquired()` once it has one, `done()`
 * once it gave it back (or gave up waiting), exactly once.
 */
export function awaitConnection(sql: object): { acquired(): void; done(): void } {
  const use = poolUse(sql);
  use.waiting += 1;
  let state: 'waiting' | 'held' | 'done' = 'waiting';
  return {
    acquired() {
      if (state !== 'waiting') return;
      state = 'held';
      use.waiting -= 1;
      use.held += 1;
    },
    done() {
      if (state === 'done') return;
      if (state === 'waiting') use.waiting -= 1;
      else use.held -= 1;
      state = 'done';
    },
  };
}
