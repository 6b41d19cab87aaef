import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { fr, IdSchema, type Right } from '@portal/contracts';
import { AppError, requireRight, type AppEnv } from '@portal/service-kit';

/**
 * An estimate has no kind to choose (the invoice call's `kind` tells invoices from credit notes):
 * one sent on the estimate call is refused on its field, like any value the call does not take.
 */
export const noKindOnEstimates: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (typeof body === 'object' && body !== null && 'kind' in body && body.kind !== undefined) {
    throw new AppError('VALIDATION_FAILED', { details: { issues: [{ path: 'kind', message: fr.UNKNOWN_FIELD }] } });
  }
  await next();
});

/**
 * The customer-prefixed calls (customerInvoices): the customer's own users call them without the
 * right (requireTenant let only his own company through), office users need it. A customer id that
 * is not an id names nothing: 404.
 */
export function customerOrRight(right: Right): MiddlewareHandler<AppEnv> {
  const staffCheck = requireRight(right);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!IdSchema.safeParse(c.req.param('customerId')).success) throw new AppError('CUSTOMER_NOT_FOUND');
    if (c.get('session').role === 'customer') return next();
    return staffCheck(c, next);
  });
}
