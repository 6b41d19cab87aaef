import type { Context } from 'hono';
import type { EventActor } from '@portal/contracts';
import { auditOf, scopeOf, type AppEnv, type AuditRecord, type Scope, type Session } from '@portal/service-kit';
import { SERVICE_NAME } from '../deps.js';

/** Who writes, where, and how to trace it: what every write of a collaborator needs. */
export type WriteContext = {
  scope: Scope;
  /** The audit line of a write made by support acting as the agency. */
  audit: AuditRecord | null;
  actor: EventActor | null;
  correlationId?: string;
};

function actorOf(session: Session): EventActor {
  return { userId: session.userId, alteredBy: session.alteredBy?.userId ?? null };
}

/** The request id chains the events of one call, when it fits the envelope (a client may send any header). */
function correlationOf(c: Context<AppEnv>): string | undefined {
  const requestId = c.get('requestId');
  return requestId && requestId.length <= 100 ? requestId : undefined;
}

export function writeContextOf(c: Context<AppEnv>): WriteContext {
  const session = c.get('session');
  return {
    scope: scopeOf(session),
    audit: auditOf(c, SERVICE_NAME),
    actor: actorOf(session),
    correlationId: correlationOf(c),
  };
}
