import { uuidv7 } from '@portal/contracts';
import type { Sql, Tx } from './connect.js';

/** An audit line to write with a change made by support acting as an agency. */
export type AuditRecord = {
  actorUserId: string;
  actorEmail: string;
  alteredByUserId: string | null;
  alteredByEmail: string | null;
  action: string;
  service: string;
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

async function applyScope(tx: Tx, scope: Scope): Promise<void> {
  const agencyId = scope.kind === 'tenant' ? scope.agencyId : '';
  const customerId = scope.kind === 'tenant' ? (scope.customerId ?? '') : '';
  const userId = scope.userId ?? '';
  await tx`select set_config('app.scope', ${scope.kind}, true),
                  set_config('app.agency_id', ${agencyId}, true),
                  set_config('app.customer_id', ${customerId}, true),
                  set_config('app.user_id', ${userId}, true)`;
}

/**
 * Runs `work` in one transaction with the tenant set by `set_config(..., true)` (local to the
 * transaction, never a session SET), writing the audit line first when support acts as the agency.
 */
export async function transaction<T>(
  sql: Sql,
  scope: Scope,
  work: (tx: Tx) => Promise<T>,
  audit?: AuditRecord | null,
): Promise<T> {
  return (await sql.begin(async (tx) => {
    await applyScope(tx, scope);
    if (audit) {
      const agencyId = scope.kind === 'tenant' ? scope.agencyId : null;
      if (agencyId) {
        await tx`insert into audit_log (id, agency_id, actor_user_id, actor_email, altered_by_user_id, altered_by_email, action, service)
                 values (${uuidv7()}, ${agencyId}, ${audit.actorUserId}, ${audit.actorEmail}, ${audit.alteredByUserId},
                         ${audit.alteredByEmail}, ${audit.action}, ${audit.service})`;
      }
    }
    return work(tx);
  })) as T;
}
