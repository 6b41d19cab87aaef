import { createMiddleware } from 'hono/factory';
import { rightLabel, type Right, type Role } from '@portal/contracts';
import { AppError } from '../http/app-error.js';
import type { AppEnv } from '../http/env.js';
import { can, sessionFromClaims, subscriptionOpen } from './session.js';
import type { TokenVerifier } from './verify.js';

/**
 * Reads the bearer token, verifies it locally and puts the session on the context. An agency whose
 * subscription or trial has run out gets 402 SUBSCRIPTION_REQUIRED, except on the calls the home,
 * free-trial and payment pages need (`subscription: 'optional'`, the calls' `withoutSubscription`).
 */
export function authenticate(verify: TokenVerifier, options: { subscription?: 'required' | 'optional' } = {}) {
  const subscriptionRequired = options.subscription !== 'optional';
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new AppError('JWT_NOT_FOUND');
    const session = sessionFromClaims(await verify(match[1]));
    if (subscriptionRequired && !subscriptionOpen(session)) throw new AppError('SUBSCRIPTION_REQUIRED');
    c.set('session', session);
    await next();
  });
}

/**
 * Scopes an `/agency/:agencyId` route to the agency the token acts in, and a
 * `/customer/:customerId` route to the customer user's own company: anything else is 404, so another
 * tenant's ids reveal nothing.
 */
export const requireTenant = createMiddleware<AppEnv>(async (c, next) => {
  const session = c.get('session');
  const agencyId = c.req.param('agencyId');
  if (agencyId !== undefined && agencyId !== session.agencyId) throw new AppError('AGENCY_NOT_FOUND');
  const customerId = c.req.param('customerId');
  if (session.role === 'customer' && (customerId === undefined || customerId !== session.customerId)) {
    throw new AppError('NOT_FOUND');
  }
  await next();
});

/** Refuses with the permission text of spec 00 §6 naming the missing right. */
export function requireRight(right: Right) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!can(c.get('session'), right)) {
      throw new AppError('RIGHT_MISSING', {
        params: { label: rightLabel(right) },
        details: { right, label: rightLabel(right) },
      });
    }
    await next();
  });
}

export function requireRole(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.get('session').role)) throw new AppError('FORBIDDEN');
    await next();
  });
}
