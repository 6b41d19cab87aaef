import type { Context } from 'hono';
import type { AuditRecord, Scope } from '../db/tenant.js';
import { isPlatform, type Session } from '../auth/session.js';
import type { AppEnv } from './env.js';

/** The data scope of a request: its agency (and customer), or the platform for support outside one. */
export function scopeOf(session: Session): Scope {
  if (session.agencyId) {
    return { kind: 'tenant', agencyId: session.agencyId, userId: session.userId, customerId: session.customerId };
  }
  return isPlatform(session) ? { kind: 'platform', userId: session.userId } : { kind: 'user', userId: session.userId };
}

/** A write made with an altered token is audited with both the agency and the support user. */
export function auditOf(c: Context<AppEnv>, service: string): AuditRecord | null {
  const session = c.get('session');
  if (!session.alteredBy || c.req.method === 'GET' || c.req.method === 'HEAD') return null;
  return {
    actorUserId: session.userId,
    actorEmail: session.email,
    alteredByUserId: session.alteredBy.userId,
    alteredByEmail: session.alteredBy.email,
    action: `${c.req.method} ${c.req.routePath}`,
    service,
    clientIp: c.get('clientIp'),
  };
}
