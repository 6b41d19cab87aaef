import type { Context } from 'hono';
import type { EventActor } from '@portal/contracts';
import type { Session } from '../auth/session.js';
import type { AuditRecord, Scope } from '../db/tenant.js';
import type { AppEnv } from './env.js';
import { auditOf, scopeOf } from './tenant-scope.js';

/** Who writes, where, and how to trace it: what every command of a service needs from its request. */
export type WriteContext = {
  scope: Scope;
  /** The audit line of a write made by support acting as the agency. */
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

/** The write context of a request to `service`: the caller's scope, the audit line, the actor, the correlation. */
export function writeContextOf(c: Context<AppEnv>, service: string): WriteContext {
  const session = c.get('session');
  const correlationId = correlationOf(c);
  return {
    scope: scopeOf(session),
    audit: auditOf(c, service),
    actor: actorOf(session),
    ...(correlationId ? { correlationId } : {}),
  };
}
