import { uuidv7 } from '@portal/contracts';
import type postgres from 'postgres';
import { collectAfterCommit } from './after-commit.js';
import type { Sql, Tx } from './connect.js';
import { awaitConnection } from './pool-use.js';

/** An audit line to write with a change made by support acting as an agency. */
export type AuditRecord = {
  actorUserId: string;
  actorEmail: string;
  alteredByUserId: string | null;
  alteredByEmail: string | null;
  action: string;
  service: string;
  /** The client address of the request (see http/client-ip.ts). */
  clientIp: string;
};

/**
 * Where a transaction runs. Row-level security reads these settings: `tenant` sees one agency's
 * rows (and the user's own rows where a table allows it); `platform` is for support, admin and
 * system work that spans agencies.
 */
export type Scope =
  | { kind: 'tenant'; agencyId: string; userId?: string | null; customerId?: string | null }
  | { kind: 'platform'; userId?: string | null }
  | { kind: 'user'; userId: string };

/**
 * Sends the scope's settings now (`execute()`: before any query the caller makes next on `tx`, so
 * first in the connection's pipeline) and gives the pending query.
 */
function applyScope(tx: Tx, scope: Scope) {
  const agencyId = scope.kind === 'tenant' ? scope.agencyId : '';
  const customerId = scope.kind === 'tenant' ? (scope.customerId ?? '') : '';
  const userId = scope.userId ?? '';
  return tx`select set_config('app.scope', ${scope.kind}, true),
                  set_config('app.agency_id', ${agencyId}, true),
                  set_config('app.customer_id', ${customerId}, true),
                  set_config('app.user_id', ${userId}, true)`.execute();
}

/**
 * Runs `work` in one transaction with the tenant set by `set_config(..., true)` (local to the
 * transaction, never a session SET), writing the audit line first when support acts as the agency.
 * `afterCommit(tx, hook)` hooks run once it has committed.
 */
export async function transaction<T>(
  sql: Sql,
  scope: Scope,
  work: (tx: Tx) => Promise<T>,
  audit?: AuditRecord | null,
): Promise<T> {
  let committed = () => {};
  const hold = awaitConnection(sql);
  const result = (await sql
    .begin(async (tx) => {
      hold.acquired();
      committed = collectAfterCommit(tx);
      // Sent now, not awaited: the work's first queries follow it in the same pipeline on the
      // transaction's connection (PostgreSQL runs them in order), which saves a round trip per
      // transaction. A failure of the scope still fails the transaction: the queries behind it are
      // refused as the transaction is aborted, and `scoped` is awaited below.
      const scoped = applyScope(tx, scope);
      const audited =
        audit && scope.kind === 'tenant'
          ? tx`insert into audit_log (id, agency_id, actor_user_id, actor_email, altered_by_user_id, altered_by_email, action, service, client_ip)
             values (${uuidv7()}, ${scope.agencyId}, ${audit.actorUserId}, ${audit.actorEmail}, ${audit.alteredByUserId},
                     ${audit.alteredByEmail}, ${audit.action}, ${audit.service}, ${audit.clientIp})`.execute()
          : null;
      const [, , done] = await Promise.all([scoped, audited, work(tx)]);
      return done;
    })
    .finally(() => hold.done())) as T;
  // Hooks registered with `afterCommit` (a rolled back transaction threw above: they never run).
  committed();
  return result;
}

/** What postgres.js 3.4.9 hands a query's `onexecute` option: its connection (internal API, see below). */
type DriverConnection = { onclose: ((error?: unknown) => void) | null };

const LATE_QUERY =
  'readTransaction: a query sent after its pipeline (commit) left; reads in several steps use transaction()';

/**
 * The handle given to a pipelined read: every query made from it (a tagged template, `unsafe`)
 * refuses to run once the pipeline's `commit` has left, whenever it was created — such a query
 * would run outside the transaction, without the tenant settings row-level security reads.
 */
function pipelineOnly(connection: postgres.ReservedSql, sent: () => boolean): Tx {
  const guard = <Q>(query: Q): Q => {
    const driverQuery = query as { handler?: (q: unknown) => unknown; reject?: (e: Error) => void };
    const handler = driverQuery.handler;
    if (typeof handler === 'function') {
      driverQuery.handler = (q) => (sent() ? driverQuery.reject?.(new Error(LATE_QUERY)) : handler(q));
    }
    return query;
  };
  return new Proxy(connection, {
    apply: (target, self, args) => {
      if (sent()) throw new Error(LATE_QUERY);
      return guard(Reflect.apply(target, self, args));
    },
    get: (target, key) => {
      const value: unknown = Reflect.get(target, key);
      if (key !== 'unsafe' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (sent()) throw new Error(LATE_QUERY);
        return guard(Reflect.apply(value, target, args));
      };
    },
  }) as unknown as Tx;
}

/**
 * A read in one round trip: `begin read only`, the scope's settings, the work's queries and `commit`
 * leave together in one write on a connection reserved for it, instead of three round trips
 * (`begin`; settings and queries; `commit`) with `transaction()`.
 *
 * For reads whose queries are all sent at once — the work calls its queries before awaiting any
 * result (`Promise.all` of a page and its count, say). The commit is sent right after (at the
 * event loop's next check phase, before the driver flushes its write), so a query sent later would
 * run outside the transaction: it is refused (LATE_QUERY) instead. Writing is refused by PostgreSQL
 * (`read only`). Row-level security sees the same settings as with `transaction()` (is_local, in
 * the transaction). A failed query aborts the transaction (its commit answers ROLLBACK) and the
 * first error is thrown; `afterCommit` hooks run once committed.
 *
 * Relies on postgres.js 3.4.9 internals (the patches of `patches/` check that version): a query's
 * `onexecute` option hands the connection, whose `onclose` tells that it was lost (the driver's own
 * `begin` does the same), and a query's `handler` is what sends it.
 */
export async function readTransaction<T>(sql: Sql, scope: Scope, work: (tx: Tx) => Promise<T>): Promise<T> {
  const hold = awaitConnection(sql);
  const connection = await sql.reserve().catch((error: unknown) => {
    hold.done();
    throw error;
  });
  hold.acquired();
  let sent = false;
  let driverConnection: DriverConnection | null = null;
  let lostReason: unknown = null;
  let onLost: (reason: unknown) => void = () => {};
  const lost = new Promise<never>((_, reject) => {
    onLost = reject;
  });
  lost.catch(() => undefined);
  const begun = connection
    .unsafe('begin read only', [], {
      onexecute: (c: DriverConnection) => {
        driverConnection = c;
        c.onclose = (error) => {
          lostReason = error ?? new Error('connection closed');
          onLost(lostReason);
        };
        return true;
      },
    } as never)
    .execute();
  const scoped = applyScope(connection as unknown as Tx, scope);
  const tx = pipelineOnly(connection, () => sent);
  const committed = collectAfterCommit(tx);
  let done: Promise<T>;
  try {
    done = work(tx);
  } catch (error) {
    done = Promise.reject(error);
  }
  // The work's queries are handed to the connection in this tick's microtasks, and the driver
  // writes them at the check phase: the commit, handed over first thing in that phase, joins them.
  const commit = new Promise<postgres.RowList<postgres.Row[]>>((resolve, reject) => {
    setImmediate(() => {
      sent = true;
      connection.unsafe('commit').then(resolve, reject);
    });
  });
  let outcome: PromiseSettledResult<unknown>[];
  try {
    outcome = await Promise.race([Promise.allSettled([begun, scoped, done, commit]), lost]);
  } finally {
    // A lost connection is already back in the pool's closed ones (the driver reconnects it).
    if (lostReason === null) {
      const c = driverConnection as DriverConnection | null;
      if (c) c.onclose = null;
      connection.release();
    }
    hold.done();
  }
  if (lostReason !== null) throw lostReason;
  const [begin, settings, result, end] = outcome;
  for (const step of [begin, settings, result, end]) if (step?.status === 'rejected') throw step.reason;
  const command = (end as PromiseFulfilledResult<{ command: string }>).value.command;
  if (command !== 'COMMIT') throw new Error(`readTransaction: the transaction ended with ${command}`);
  committed();
  return (result as PromiseFulfilledResult<T>).value;
}
