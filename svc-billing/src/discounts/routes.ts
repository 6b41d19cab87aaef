import { Hono } from 'hono';
import { DISCOUNT_CALLS } from '@portal/contracts';
import {
  authenticate,
  requireRight,
  requireTenant,
  scopeOf,
  validate,
  writeContextOf,
  type AppEnv,
} from '@portal/service-kit';
import { idParam, provisionedAgency, saveRight } from '../customers/guards.js';
import { SERVICE_NAME, type BillingDeps } from '../deps.js';
import { createDiscount } from './create-discount.js';
import { deleteDiscount } from './delete-discount.js';
import { findDiscounts } from './find-discounts.js';
import { updateDiscountWith } from './update-discount.js';

const { list, save, update, delete: remove } = DISCOUNT_CALLS;

/**
 * The agency's discounts and fees (DISCOUNT_CALLS of contracts): every route checks the token, the
 * tenant (another agency → 404; a customer user → 404), the right, that billing knows the agency,
 * then the input.
 */
export function discountsRoutes(deps: BillingDeps) {
  const auth = authenticate(deps.verify);
  const agency = provisionedAgency(deps.sql);
  return new Hono<AppEnv>()
    .post(list.path, auth, requireTenant, requireRight(list.right), agency, validate('json', list.body), async (c) =>
      c.json(await findDiscounts(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'), c.req.valid('json'))),
    )
    .post(
      save.path,
      auth,
      requireTenant,
      saveRight(save.right, update.right),
      agency,
      validate('json', save.body),
      async (c) => {
        const input = c.req.valid('json');
        const agencyId = c.req.param('agencyId');
        const context = writeContextOf(c, SERVICE_NAME);
        if (input.id === undefined) return c.json(await createDiscount(deps.sql, agencyId, input, context), 201);
        return c.json(await updateDiscountWith(deps.sql, agencyId, input.id, input, context));
      },
    )
    .delete(
      remove.path,
      auth,
      requireTenant,
      requireRight(remove.right),
      agency,
      idParam('discountId', 'DISCOUNT_NOT_FOUND'),
      async (c) => {
        await deleteDiscount(
          deps.sql,
          c.req.param('agencyId'),
          c.req.param('discountId'),
          writeContextOf(c, SERVICE_NAME),
        );
        return c.body(null, 204);
      },
    );
}
