import { Hono } from 'hono';
import { SITE_CALLS } from '@portal/contracts';
import {
  authenticate,
  requireRight,
  requireTenant,
  scopeOf,
  validate,
  type AppEnv,
  writeContextOf,
} from '@portal/service-kit';
import { SERVICE_NAME, type OperationsDeps } from '../deps.js';
import { idParam } from './route-params.js';
import { getSiteItems, saveSiteItems } from './site-items.js';

const { items, saveItems } = SITE_CALLS;

/** The site's items ordered by position (01 §7). */
export function siteItemRoutes(deps: OperationsDeps) {
  const auth = authenticate(deps.verify);
  return new Hono<AppEnv>()
    .get(items.path, auth, requireTenant, requireRight(items.right), async (c) => {
      const siteId = idParam(c, 'siteId', 'SITE_NOT_FOUND');
      return c.json(await getSiteItems(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'), siteId));
    })
    .post(
      saveItems.path,
      auth,
      requireTenant,
      requireRight(saveItems.right),
      validate('json', saveItems.body),
      async (c) => {
        const siteId = idParam(c, 'siteId', 'SITE_NOT_FOUND');
        return c.json(
          await saveSiteItems(
            deps.sql,
            c.req.param('agencyId'),
            siteId,
            c.req.valid('json'),
            writeContextOf(c, SERVICE_NAME),
          ),
        );
      },
    );
}
