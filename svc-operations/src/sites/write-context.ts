import type { Context } from 'hono';
import type { EventActor } from '@portal/contracts';
import { auditOf, scopeOf, type AppEnv, type AuditRecord, type Scope } from '@portal/service-kit';
import { SERVICE_NAME } from '../deps.js';

/** Where a write runs, its audit line (support acting as the agency) and who its events name. */
export type WriteContext = {
  scope: Scope;
  audit: AuditRecord | null;
  actor: EventActor | null;
  correlationId?: string;
};

/** The write context of a request: the caller's scope, the audit line of an altered token, the actor. */
export function writeContextOf(c: Context<AppEnv>): WriteContext {
  const session = c.get('session');
  const requestId = c.get('requestId');
  return {
    scope: scopeOf(session),
    audit: auditOf(c, SERVICE_NAME),
    actor: { userId: session.userId, alteredBy: session.alteredBy?.userId ?? null },
    ...(requestId && requestId.length <= 100 ? { correlationId: requestId } : {}),
  };
}
