import { Hono } from 'hono';
import { SITE_CALLS, SiteActionSchema } from '@portal/contracts';
import {
  AppError,
  authenticate,
  requireRight,
  requireTenant,
  scopeOf,
  validate,
  type AppEnv,
  writeContextOf,
} from '@portal/service-kit';
import { SERVICE_NAME, type OperationsDeps } from '../deps.js';
import { createSite } from './create-site.js';
import { findSiteChoices, findSites, getSite } from './find-sites.js';
import { idParam } from './route-params.js';
import { changeSiteStatus, updateSiteCommand } from './update-site.js';

const { list, choices, create, get, update, changeStatus } = SITE_CALLS;

/** The agency's sites (route `sites` and the site picker): list, choices, create, read, edit, status. */
export function siteRoutes(deps: OperationsDeps) {
  const auth = authenticate(deps.verify);
  const agencyId = (c: { req: { param: (name: 'agencyId') => string } }) => c.req.param('agencyId');
  return new Hono<AppEnv>()
    .post(list.path, auth, requireTenant, requireRight(list.right), validate('json', list.body), async (c) =>
      c.json(await findSites(deps.sql, scopeOf(c.get('session')), agencyId(c), c.req.valid('json'))),
    )
    .post(choices.path, auth, requireTenant, requireRight(choices.right), validate('json', choices.body), async (c) =>
      c.json(await findSiteChoices(deps.sql, scopeOf(c.get('session')), agencyId(c), c.req.valid('json'))),
    )
    .post(create.path, auth, requireTenant, requireRight(create.right), validate('json', create.body), async (c) =>
      c.json(await createSite(deps.sql, agencyId(c), c.req.valid('json'), writeContextOf(c, SERVICE_NAME)), 201),
    )
    .get(get.path, auth, requireTenant, requireRight(get.right), async (c) =>
      c.json(await getSite(deps.sql, scopeOf(c.get('session')), agencyId(c), idParam(c, 'siteId', 'SITE_NOT_FOUND'))),
    )
    .put(update.path, auth, requireTenant, requireRight(update.right), validate('json', update.body), async (c) => {
      const siteId = idParam(c, 'siteId', 'SITE_NOT_FOUND');
      return c.json(
        await updateSiteCommand(deps.sql, agencyId(c), siteId, c.req.valid('json'), writeContextOf(c, SERVICE_NAME)),
      );
    })
    .patch(changeStatus.path, auth, requireTenant, requireRight(changeStatus.right), async (c) => {
      const siteId = idParam(c, 'siteId', 'SITE_NOT_FOUND');
      const action = SiteActionSchema.safeParse(c.req.param('action'));
      if (!action.success) throw new AppError('ROUTE_NOT_FOUND');
      return c.json(
        await changeSiteStatus(deps.sql, agencyId(c), siteId, action.data, writeContextOf(c, SERVICE_NAME)),
      );
    });
}
