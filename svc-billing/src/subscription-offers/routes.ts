import { Hono } from 'hono';
import { SUBSCRIPTION_OFFER_ADMIN_CALLS, SUBSCRIPTION_OFFER_CALLS } from '@portal/contracts';
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
import { idParam, provisionedAgency } from '../customers/guards.js';
import { SERVICE_NAME, type BillingDeps } from '../deps.js';
import { changeSubscriptionOffersStatus, deleteSubscriptionOffer } from './change-subscription-offers-status.js';
import { duplicateSubscriptionOffer } from './duplicate-subscription-offer.js';
import {
  findOfferedSubscriptionOffers,
  findSubscriptionOffers,
  getSubscriptionOffer,
} from './find-subscription-offers.js';
import { createSubscriptionOffer, updateSubscriptionOfferWith } from './save-subscription-offer.js';

const { list, get, save, changeStatus, duplicate, delete: remove } = SUBSCRIPTION_OFFER_ADMIN_CALLS;
const { offered } = SUBSCRIPTION_OFFER_CALLS;

/**
 * The agency subscription offers (SUBSCRIPTION_OFFER_ADMIN_CALLS and SUBSCRIPTION_OFFER_CALLS of
 * contracts). The /admin routes are the super admin's (02 §6), not tenant routes: the role is checked
 * before the input, and the work runs in platform scope even for a token acting in an agency, each
 * write with its platform audit line. The agency's route reads what its cart may offer.
 */
export function subscriptionOffersRoutes(deps: BillingDeps) {
  const auth = authenticate(deps.verify);
  const superAdmin = requireRole(...save.roles);
  const offerId = idParam('offerId', 'SUBSCRIPTION_OFFER_NOT_FOUND');
  const context = platformWriteContextOf;
  return (
    new Hono<AppEnv>()
      .post(list.path, auth, superAdmin, validate('json', list.body), async (c) =>
        c.json(await findSubscriptionOffers(deps.sql, c.req.valid('json'))),
      )
      .get(get.path, auth, superAdmin, offerId, async (c) =>
        c.json(await getSubscriptionOffer(deps.sql, c.req.param('offerId'))),
      )
      .post(save.path, auth, superAdmin, validate('json', save.body), async (c) => {
        const input = c.req.valid('json');
        if (input.id === undefined) {
          return c.json(await createSubscriptionOffer(deps.sql, input, context(c, SERVICE_NAME)), 201);
        }
        return c.json(await updateSubscriptionOfferWith(deps.sql, input.id, input, context(c, SERVICE_NAME)));
      })
      .post(changeStatus.path, auth, superAdmin, validate('json', changeStatus.body), async (c) =>
        c.json(await changeSubscriptionOffersStatus(deps.sql, c.req.valid('json'), context(c, SERVICE_NAME))),
      )
      .post(duplicate.path, auth, superAdmin, offerId, async (c) =>
        c.json(await duplicateSubscriptionOffer(deps.sql, c.req.param('offerId'), context(c, SERVICE_NAME)), 201),
      )
      .delete(remove.path, auth, superAdmin, offerId, async (c) => {
        await deleteSubscriptionOffer(deps.sql, c.req.param('offerId'), context(c, SERVICE_NAME));
        return c.body(null, 204);
      })
      // The cart's offers stay open without a valid subscription (00 §2.1: the payment pages).
      .get(
        offered.path,
        authenticate(deps.verify, { subscription: 'optional' }),
        requireTenant,
        requireRight(offered.right),
        provisionedAgency(deps.sql),
        async (c) => c.json(await findOfferedSubscriptionOffers(deps.sql, scopeOf(c.get('session')))),
      )
  );
}
