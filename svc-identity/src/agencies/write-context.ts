import type { Context } from 'hono';
import type { EventActor } from '@portal/contracts';
import { auditOf, scopeOf, type AppEnv, type AuditRecord, type Scope, type Session } from '@portal/service-kit';
import { SERVICE_NAME } from '../deps.js';

/** Everything a use case needs to know about who writes, where, and how to trace it. */
export type WriteContext = {
  scope: Scope;
  audit: AuditRecord | null;
  actor: EventActor | null;
  correlationId?: string;
};

/** The user behind an event, and the support user when support acts as the agency. */
export function actorOf(session: Session): EventActor {
  return { userId: session.userId, alteredBy: session.alteredBy?.userId ?? null };
}

/** The request id chains the events of one call, when it fits the envelope (a client may send any header). */
export function correlationOf(c: Context<AppEnv>): string | undefined {
  const requestId = c.get('requestId');
  return requestId && requestId.length <= 100 ? requestId : undefined;
}

/** The write context of an agency-scoped request: its tenant scope and, for an altered token, the audit line. */
export function writeContextOf(c: Context<AppEnv>): WriteContext {
  const session = c.get('session');
  return {
    scope: scopeOf(session),
    audit: auditOf(c, SERVICE_NAME),
    actor: actorOf(session),
    correlationId: correlationOf(c),
  };
}
