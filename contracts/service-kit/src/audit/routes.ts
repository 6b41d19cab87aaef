import { Hono } from 'hono';
import type { z } from 'zod';
import type { AGENCY_AUDIT_CALL, AuditList, RolesCall } from '@portal/contracts';
import { authenticate, requireRole, requireTenant } from '../auth/middleware.js';
import type { Session } from '../auth/session.js';
import type { TokenVerifier } from '../auth/verify.js';
import type { Sql, Tx } from '../db/connect.js';
import { transaction } from '../db/tenant.js';
import type { AppEnv } from '../http/env.js';
import { scopeOf } from '../http/tenant-scope.js';
import { validate } from '../http/validate.js';
import { listAuditEntries } from './repo.js';

/** `GET /agency/{id}/audit` as contracts declare it: `limit` lines at most, fewer through `query`. */
export type AuditListCall = RolesCall & {
  path: typeof AGENCY_AUDIT_CALL.path;
  limit: number;
  query?: z.ZodType<{ limit: number }, unknown>;
};

export type AuditRoutesOptions = {
  sql: Sql;
  verify: TokenVerifier;
  call: AuditListCall;
  /** Refuses an agency the service does not hold (e.g. not yet provisioned from identity's events). */
  requireAgency?: (tx: Tx, agencyId: string) => Promise<unknown>;
};

/**
 * What support did in the service while acting as the agency, newest first with the total: for the
 * owner and the platform (the call's roles), in the agency the token acts in.
 */
export function auditRoutes(options: AuditRoutesOptions) {
  const { call } = options;
  const list = (session: Session, agencyId: string, limit: number): Promise<AuditList> =>
    transaction(options.sql, scopeOf(session), async (tx) => {
      await options.requireAgency?.(tx, agencyId);
      return listAuditEntries(tx, agencyId, limit);
    });
  const auth = authenticate(options.verify);
  const roles = requireRole(...call.roles);
  const routes = new Hono<AppEnv>();
  if (call.query) {
    return routes.get(call.path, auth, requireTenant, roles, validate('query', call.query), async (c) =>
      c.json(await list(c.get('session'), c.req.param('agencyId'), c.req.valid('query').limit)),
    );
  }
  return routes.get(call.path, auth, requireTenant, roles, async (c) =>
    c.json(await list(c.get('session'), c.req.param('agencyId'), call.limit)),
  );
}
