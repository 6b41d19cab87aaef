import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AgencyListRequestSchema, CreateAgencySchema, IdSchema, LicenceLimitsSchema } from '@portal/contracts';
import {
  AppError,
  authenticate,
  requireRole,
  validate,
  type AppEnv,
  actorOf,
  correlationOf,
} from '@portal/service-kit';
import { changeAgencyLimits } from '../agencies/change-agency-limits.js';
import { createAgency } from '../agencies/create-agency.js';
import { SERVICE_NAME, type IdentityDeps } from '../deps.js';
import { alterAgency } from './alter-agency.js';
import { findAgencies } from './find-agencies.js';

/** An `:agencyId` that is not an id names no agency. */
const agencyIdParam = createMiddleware<AppEnv>(async (c, next) => {
  if (!IdSchema.safeParse(c.req.param('agencyId')).success) throw new AppError('AGENCY_NOT_FOUND');
  await next();
});

/**
 * The platform's agency administration (support and super admin; IDENTITY_SUPPORT_CALLS of
 * contracts). These are not tenant routes: support belongs to no agency, so requireTenant is not
 * used; the role is checked and the work runs in platform scope (or in the named agency's scope,
 * for its audit line). Middleware is set per route: this app is mounted at '/'.
 */
export function supportRoutes(deps: IdentityDeps) {
  const auth = authenticate(deps.keys.verify);
  const platformStaff = requireRole('support', 'super_admin');
  return new Hono<AppEnv>()
    .post('/admin/fetch/agencies', auth, platformStaff, validate('json', AgencyListRequestSchema), async (c) => {
      return c.json(await findAgencies(deps.sql, c.get('session').userId, c.req.valid('json')));
    })
    .post('/admin/agencies', auth, platformStaff, validate('json', CreateAgencySchema), async (c) => {
      const agency = await createAgency(deps.sql, c.req.valid('json'), {
        actor: actorOf(c.get('session')),
        correlationId: correlationOf(c),
      });
      return c.json(agency, 201);
    })
    .post('/admin/agencies/:agencyId/alter', auth, platformStaff, agencyIdParam, async (c) => {
      return c.json(
        await alterAgency(deps, c.get('session'), c.req.param('agencyId'), {
          clientIp: c.get('clientIp'),
          correlationId: correlationOf(c),
        }),
      );
    })
    .put(
      '/admin/agencies/:agencyId/limits',
      auth,
      requireRole('super_admin'),
      agencyIdParam,
      validate('json', LicenceLimitsSchema),
      async (c) => {
        const session = c.get('session');
        const usage = await changeAgencyLimits(deps.sql, c.req.param('agencyId'), c.req.valid('json'), {
          userId: session.userId,
          actor: actorOf(session),
          correlationId: correlationOf(c),
          audit: {
            actorUserId: session.userId,
            actorEmail: session.email,
            alteredByUserId: session.alteredBy?.userId ?? null,
            alteredByEmail: session.alteredBy?.email ?? null,
            action: `PUT ${c.req.routePath}`,
            service: SERVICE_NAME,
            clientIp: c.get('clientIp'),
          },
        });
        return c.json(usage);
      },
    );
}
