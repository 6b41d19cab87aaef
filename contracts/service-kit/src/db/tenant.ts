import { uuidv7 } from '@portal/contracts';
import { collectAfterCommit } from './after-commit.js';
import type { Sql, Tx } from './connect.js';

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
  const result = (await sql.begin(async (tx) => {
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
  })) as T;
  // Hooks registered with `afterCommit` (a rolled back transaction threw above: they never run).
  committed();
  return result;
}
