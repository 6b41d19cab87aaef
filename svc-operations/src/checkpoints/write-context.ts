import type { Context } from 'hono';
import { auditOf, scopeOf, type AppEnv, type AuditRecord, type Scope } from '@portal/service-kit';
import { SERVICE_NAME } from '../deps.js';

/** Where a write runs, and its audit line when support acts as the agency. */
export type WriteContext = { scope: Scope; audit: AuditRecord | null };

export function writeContextOf(c: Context<AppEnv>): WriteContext {
  return { scope: scopeOf(c.get('session')), audit: auditOf(c, SERVICE_NAME) };
}
