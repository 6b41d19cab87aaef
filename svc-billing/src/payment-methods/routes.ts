import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { PAYMENT_METHOD_CALLS, PaymentMethodIdSchema } from '@portal/contracts';
import {
  AppError,
  authenticate,
  requireRight,
  requireTenant,
  scopeOf,
  validate,
  writeContextOf,
  type AppEnv,
} from '@portal/service-kit';
import { provisionedAgency } from '../customers/guards.js';
import { SERVICE_NAME, type BillingDeps } from '../deps.js';
import { findPaymentMethods } from './agency-methods.js';
import { deletePaymentMethod } from './delete-payment-method.js';
import { setDefaultPaymentMethod } from './set-default-payment-method.js';
import { setUpPaymentMethod } from './set-up-payment-method.js';

const { list, setup, setDefault, delete: remove } = PAYMENT_METHOD_CALLS;

/** A path that names no Stripe payment method names nothing: 404 before anything is asked of Stripe. */
const methodIdParam: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
  if (!PaymentMethodIdSchema.safeParse(c.req.param('methodId')).success) {
    throw new AppError('PAYMENT_METHOD_NOT_FOUND');
  }
  await next();
});

/**
 * The agency's payment methods (PAYMENT_METHOD_CALLS): open without a valid subscription (the payment
 * pages); each write with the agency's audit line when support acts as the agency.
 */
export function paymentMethodsRoutes(deps: BillingDeps) {
  const auth = authenticate(deps.verify, { subscription: 'optional' });
  const agency = provisionedAgency(deps.sql);
  const agencyId = (c: { req: { param(name: 'agencyId'): string } }) => c.req.param('agencyId');
  return new Hono<AppEnv>()
    .get(list.path, auth, requireTenant, requireRight(list.right), agency, async (c) =>
      c.json(await findPaymentMethods(deps, agencyId(c), scopeOf(c.get('session')))),
    )
    .post(
      setup.path,
      auth,
      requireTenant,
      requireRight(setup.right),
      agency,
      validate('json', setup.body),
      async (c) => {
        const session = c.get('session');
        const caller = { userId: session.userId, email: session.email };
        const context = writeContextOf(c, SERVICE_NAME);
        return c.json(await setUpPaymentMethod(deps, agencyId(c), c.req.valid('json'), caller, context), 201);
      },
    )
    .post(setDefault.path, auth, requireTenant, requireRight(setDefault.right), agency, methodIdParam, async (c) =>
      c.json(
        await setDefaultPaymentMethod(deps, agencyId(c), c.req.param('methodId'), writeContextOf(c, SERVICE_NAME)),
      ),
    )
    .post(remove.path, auth, requireTenant, requireRight(remove.right), agency, methodIdParam, async (c) =>
      c.json(await deletePaymentMethod(deps, agencyId(c), c.req.param('methodId'), writeContextOf(c, SERVICE_NAME))),
    );
}
