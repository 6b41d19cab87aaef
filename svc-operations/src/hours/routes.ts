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
} from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import type { OperationsDeps } from '../deps.js';
import { settingsStore } from '../settings/repo.js';
import { agentsHours, sitesHours } from './hours-report.js';

const { agents, sites } = HOURS_CALLS;

/** The hours of the collaborators (agents-hours) and of the sites (sites-hours) over a period. */
export function hoursRoutes(deps: OperationsDeps) {
  const auth = authenticate(deps.verify);
  const report =
    (compute: typeof agentsHours | typeof sitesHours) =>
    async (sql: OperationsDeps['sql'], scope: ReturnType<typeof scopeOf>, agencyId: string, from: string, to: string) =>
      transaction(sql, scope, async (tx) => {
        const agency = await requireProvisionedAgency(tx, agencyId);
        const stored = await settingsStore.find(tx, agencyId);
        if (!stored) throw new AppError('AGENCY_NOT_FOUND');
        return {
          data: await compute(tx, agencyId, from, to, {
            holidayLocale: agency.holidayLocale,
            settings: stored.settings,
          }),
        };
      });
  const agentsReport = report(agentsHours);
  const sitesReport = report(sitesHours);
  return new Hono<AppEnv>()
    .post(agents.path, auth, requireTenant, requireRight(agents.right), validate('json', agents.body), async (c) => {
      const { from, to } = c.req.valid('json');
      return c.json(await agentsReport(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'), from, to));
    })
    .post(sites.path, auth, requireTenant, requireRight(sites.right), validate('json', sites.body), async (c) => {
      const { from, to } = c.req.valid('json');
      return c.json(await sitesReport(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'), from, to));
    });
}
