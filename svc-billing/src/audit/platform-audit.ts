import type { Context } from 'hono';
import { uuidv7 } from '@portal/contracts';
import type { AppEnv, Scope, Tx } from '@portal/service-kit';

/** Who made a platform write, and what: the line `platform_audit_log` keeps (migration 009). */
export type PlatformAuditRecord = {
  actorUserId: string;
  actorEmail: string;
  action: string;
  service: string;
  clientIp: string;
};

/** A write of the platform's own data (the super admin's): platform scope, and its audit line. */
export type PlatformWriteContext = { scope: Scope & { kind: 'platform' }; audit: PlatformAuditRecord };

/**
 * The platform scope whatever agency the token acts in (a super admin acting as an agency still
 * writes the platform's rows), and the audit line of the request.
 */
export function platformWriteContextOf(c: Context<AppEnv>, service: string): PlatformWriteContext {
  const session = c.get('session');
  return {
    scope: { kind: 'platform', userId: session.userId },
    audit: {
      actorUserId: session.userId,
      actorEmail: session.email,
      action: `${c.req.method} ${c.req.routePath}`,
      service,
      clientIp: c.get('clientIp'),
    },
  };
}

/** Writes the audit line of a platform write, in the write's own transaction. */
export async function recordPlatformWrite(tx: Tx, audit: PlatformAuditRecord, subjectId: string | null): Promise<void> {
  await tx`
    insert into platform_audit_log (id, actor_user_id, actor_email, action, subject_id, service, client_ip)
    values (${uuidv7()}, ${audit.actorUserId}, ${audit.actorEmail}, ${audit.action}, ${subjectId},
            ${audit.service}, ${audit.clientIp})`;
}
