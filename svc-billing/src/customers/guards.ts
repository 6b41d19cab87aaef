import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { IdSchema, type MessageCode, type Right } from '@portal/contracts';
import { AppError, requireRight, scopeOf, transaction, type AppEnv, type Sql } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';

/**
 * 404 AGENCY_NOT_FOUND while identity's `created` event has not reached billing, checked before the
 * input (an agency billing does not know answers the same whatever is sent).
 */
export function provisionedAgency(sql: Sql): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    await transaction(sql, scopeOf(c.get('session')), (tx) =>
      requireProvisionedAgency(tx, c.req.param('agencyId') ?? ''),
    );
    await next();
  });
}

/** A path id that is not an id names nothing: the 404 of its kind. */
export function idParam(name: string, code: MessageCode): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!IdSchema.safeParse(c.req.param(name)).success) throw new AppError(code);
    await next();
  });
}

/**
 * The right of `POST /customer`, read before the body is validated: an update (a body with an id)
 * needs `edit`, a creation `create`.
 */
export function saveRight(create: Right, edit: Right): MiddlewareHandler<AppEnv> {
  const [canCreate, canEdit] = [requireRight(create), requireRight(edit)];
  return createMiddleware<AppEnv>(async (c, next) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const isUpdate = typeof body === 'object' && body !== null && 'id' in body && body.id !== undefined;
    return (isUpdate ? canEdit : canCreate)(c, next);
  });
}

/**
 * Writes on a customer are the agency's: a customer user reaches his own company's path (requireTenant
 * lets him), but these routes answer him 404 like every agency route outside his own.
 */
export const agencyMembersOnly: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('session').role === 'customer') throw new AppError('NOT_FOUND');
  await next();
});
