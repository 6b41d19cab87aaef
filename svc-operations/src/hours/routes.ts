import { Hono } from 'hono';
import { HOURS_CALLS } from '@portal/contracts';
import {
  AppError,
  authenticate,
  requireRight,
  requireTenant,
  scopeOf,
  transaction,
  validate,
  type AppEnv,
  type Scope,
  type Tx,
} from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import type { OperationsDeps } from '../deps.js';
import { settingsStore } from '../settings/repo.js';
import { agentsHours, sitesHours, type HoursContext } from './hours-report.js';

const { agents, sites } = HOURS_CALLS;

/** A report of `compute` over [from, to] with the agency's holidays and settings, in one read transaction. */
export function hoursReport<Row>(
  sql: OperationsDeps['sql'],
  scope: Scope,
  agencyId: string,
  period: { from: string; to: string },
  compute: (tx: Tx, agencyId: string, from: string, to: string, context: HoursContext) => Promise<Row[]>,
): Promise<Row[]> {
  return transaction(sql, scope, async (tx) => {
    const agency = await requireProvisionedAgency(tx, agencyId);
    const stored = await settingsStore.find(tx, agencyId);
    if (!stored) throw new AppError('AGENCY_NOT_FOUND');
    return compute(tx, agencyId, period.from, period.to, {
      holidayLocale: agency.holidayLocale,
      settings: stored.settings,
    });
  });
}

/** The hours of the collaborators (agents-hours) and of the sites (sites-hours) over a period. */
export function hoursRoutes(deps: OperationsDeps) {
  const auth = authenticate(deps.verify);
  return new Hono<AppEnv>()
    .post(agents.path, auth, requireTenant, requireRight(agents.right), validate('json', agents.body), async (c) => {
      const scope = scopeOf(c.get('session'));
      return c.json({
        data: await hoursReport(deps.sql, scope, c.req.param('agencyId'), c.req.valid('json'), agentsHours),
      });
    })
    .post(sites.path, auth, requireTenant, requireRight(sites.right), validate('json', sites.body), async (c) => {
      const scope = scopeOf(c.get('session'));
      return c.json({
        data: await hoursReport(deps.sql, scope, c.req.param('agencyId'), c.req.valid('json'), sitesHours),
      });
    });
}
