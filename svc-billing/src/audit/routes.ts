import { Hono } from 'hono';
import { BILLING_AUDIT_CALLS } from '@portal/contracts';
import { authenticate, requireRole, requireTenant, scopeOf, transaction, type AppEnv } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import type { BillingDeps } from '../deps.js';
import { listAuditEntries } from './repo.js';

const { list } = BILLING_AUDIT_CALLS;

/** What support did in billing while acting as the agency: for the owner and the platform. */
export function auditRoutes(deps: BillingDeps) {
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
