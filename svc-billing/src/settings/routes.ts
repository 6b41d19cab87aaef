import { Hono } from 'hono';
import { BILLING_SETTINGS_CALLS } from '@portal/contracts';
import {
  auditOf,
  authenticate,
  requireRight,
  requireTenant,
  scopeOf,
  validate,
  type AppEnv,
} from '@portal/service-kit';
import { SERVICE_NAME, type BillingDeps } from '../deps.js';
import { getSettings, updateSettings } from './commands.js';

const { get, update } = BILLING_SETTINGS_CALLS;

/** The agency's commercial documents settings (params/commercial-docs). */
export function settingsRoutes(deps: BillingDeps) {
  const auth = authenticate(deps.verify);
  return new Hono<AppEnv>()
    .get(get.path, auth, requireTenant, requireRight(get.right), async (c) =>
      c.json(await getSettings(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'))),
    )
    .put(update.path, auth, requireTenant, requireRight(update.right), validate('json', update.body), async (c) =>
      c.json(
        await updateSettings(
          deps.sql,
          scopeOf(c.get('session')),
          c.req.param('agencyId'),
          c.req.valid('json'),
          auditOf(c, SERVICE_NAME),
        ),
      ),
    );
}
