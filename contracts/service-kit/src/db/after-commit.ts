import type { Sql, Tx } from './connect.js';

const pending = new WeakMap<object, (() => void)[]>();

/**
 * Runs `hook` once the transaction `db` belongs to has committed (never when it rolls back), or now
 * when `db` is not a transaction opened by the kit's `transaction()`. For in-process effects that
 * must not see uncommitted state, such as dropping cached counts.
 */
export function afterCommit(db: Sql | Tx, hook: () => void): void {
  const hooks = pending.get(db);
  if (hooks) hooks.push(hook);
  else hook();
}

/** Used by `transaction()`: collects the hooks of `tx`, to run after its commit. */
export function collectAfterCommit(tx: Tx): () => void {
  const hooks: (() => void)[] = [];
  pending.set(tx, hooks);
  return () => {
    pending.delete(tx);
    for (const hook of hooks) hook();
  };
}
