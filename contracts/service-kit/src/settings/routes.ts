import { Hono } from 'hono';
import type { z } from 'zod';
import type { AgencySettingsCalls } from '@portal/contracts';
import { authenticate, requireRight, requireTenant } from '../auth/middleware.js';
import type { TokenVerifier } from '../auth/verify.js';
import type { Sql } from '../db/connect.js';
import type { AppEnv } from '../http/env.js';
import { auditOf, scopeOf } from '../http/tenant-scope.js';
import { validate } from '../http/validate.js';
import { getSettings, updateSettings } from './commands.js';
import type { AgencySettingsStore } from './store.js';

export type SettingsRoutesOptions<Settings extends object> = {
  /** The service that writes the audit lines. */
  service: string;
  sql: Sql;
  verify: TokenVerifier;
  calls: AgencySettingsCalls<z.ZodType<Settings>>;
  store: AgencySettingsStore<Settings>;
};

/** `GET` and `PUT /agency/{id}/settings` of a service that keeps settings of the agency. */
export function settingsRoutes<Settings extends object>(options: SettingsRoutesOptions<Settings>) {
  const { get, update } = options.calls;
  const { sql, store } = options;
  const auth = authenticate(options.verify);
  return new Hono<AppEnv>()
    .get(get.path, auth, requireTenant, requireRight(get.right), async (c) =>
      c.json(await getSettings(sql, store, scopeOf(c.get('session')), c.req.param('agencyId'))),
    )
    .put(update.path, auth, requireTenant, requireRight(update.right), validate('json', update.body), async (c) =>
      c.json(
        await updateSettings(
          sql,
          store,
          scopeOf(c.get('session')),
          c.req.param('agencyId'),
          c.req.valid('json') as object,
          auditOf(c, options.service),
        ),
      ),
    );
}
