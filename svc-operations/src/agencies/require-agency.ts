import { createMiddleware } from 'hono/factory';
import { provisionedAgency, scopeOf, transaction, type AppEnv, type Sql } from '@portal/service-kit';
import { findAgency } from './repo.js';

/** The agency's copy, or 404 AGENCY_NOT_FOUND while identity's `created` event has not arrived. */
export const requireProvisionedAgency = provisionedAgency(findAgency);

/** A route's agency not provisioned here is 404 for everyone, before its role says who may call. */
export const provisionedAgencyFirst = (sql: Sql) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await transaction(sql, scopeOf(c.get('session')), (tx) =>
      requireProvisionedAgency(tx, c.req.param('agencyId') ?? ''),
    );
    await next();
  });
