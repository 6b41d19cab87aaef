import { Hono } from 'hono';
import { AGENCY_ARTICLE_ORDER_CALLS, ARTICLE_ORDER_ADMIN_CALLS } from '@portal/contracts';
import {
  authenticate,
  requireRight,
  requireRole,
  requireTenant,
  scopeOf,
  validate,
  type AppEnv,
} from '@portal/service-kit';
import { platformWriteContextOf } from '../audit/platform-audit.js';
import { provisionedAgency } from '../customers/guards.js';
import { SERVICE_NAME, type BillingDeps } from '../deps.js';
import { changeArticleOrder, changeArticleOrdersStatus } from './change-article-order.js';
import { findAgencyArticleOrders, findArticleOrders } from './find-article-orders.js';

const { list, change, changeStatus } = ARTICLE_ORDER_ADMIN_CALLS;
const { list: agencyList } = AGENCY_ARTICLE_ORDER_CALLS;

/**
 * The agencies' article orders (ARTICLE_ORDER_ADMIN_CALLS and AGENCY_ARTICLE_ORDER_CALLS of
 * contracts). The /admin routes are support's and the super admin's (02 §6), not tenant routes: the
 * role is checked before the input, and the work runs in platform scope even for a token acting in
 * an agency, each write with its platform audit line. The agency's route reads its own orders,
 * without a valid subscription (a payment page).
 */
export function articleOrdersRoutes(deps: BillingDeps) {
  const auth = authenticate(deps.verify);
  const platform = requireRole(...list.roles);
  const context = platformWriteContextOf;
  return new Hono<AppEnv>()
    .post(list.path, auth, platform, validate('json', list.body), async (c) =>
      c.json(await findArticleOrders(deps.sql, c.req.valid('json'))),
    )
    .post(change.path, auth, platform, validate('json', change.body), async (c) =>
      c.json(await changeArticleOrder(deps.sql, c.req.valid('json'), context(c, SERVICE_NAME))),
    )
    .post(changeStatus.path, auth, platform, validate('json', changeStatus.body), async (c) =>
      c.json(await changeArticleOrdersStatus(deps.sql, c.req.valid('json'), context(c, SERVICE_NAME))),
    )
    .post(
      agencyList.path,
      authenticate(deps.verify, { subscription: 'optional' }),
      requireTenant,
      requireRight(agencyList.right),
      provisionedAgency(deps.sql),
      validate('json', agencyList.body),
      async (c) =>
        c.json(
          await findAgencyArticleOrders(
            deps.sql,
            scopeOf(c.get('session')),
            c.req.param('agencyId'),
            c.req.valid('json'),
          ),
        ),
    );
}
