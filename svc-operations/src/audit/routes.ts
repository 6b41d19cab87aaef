import { Hono } from 'hono';
import { OPERATIONS_AUDIT_CALLS } from '@portal/contracts';
import { authenticate, requireRole, requireTenant, scopeOf, transaction, type AppEnv } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import type { OperationsDeps } from '../deps.js';
import { listAuditEntries } from './repo.js';

const { list } = OPERATIONS_AUDIT_CALLS;

/** What support did in operations while acting as the agency: for the owner and the platform. */
export function auditRoutes(deps: OperationsDeps) {
  return new Hono<AppEnv>().get(
    list.path,
    authenticate(deps.verify),
    requireTenant,
    requireRole(...list.roles),
    async (c) => {
      const agencyId = c.req.param('agencyId');
      const entries = await transaction(deps.sql, scopeOf(c.get('session')), async (tx) => {
        await requireProvisionedAgency(tx, agencyId);
        return listAuditEntries(tx, agencyId, list.limit);
      });
      return c.json(entries);
    },
  );
}
