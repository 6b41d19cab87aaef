import { Hono } from 'hono';
import { SERVICE_CALLS } from '@portal/contracts';
import {
  authenticate,
  requireRight,
  requireTenant,
  scopeOf,
  validate,
  writeContextOf,
  type AppEnv,
} from '@portal/service-kit';
import { SERVICE_NAME, type OperationsDeps } from '../deps.js';
import { idParam } from '../sites/route-params.js';
import { cancelService } from './cancel-service.js';
import { createServices } from './create-services.js';
import { finishService } from './finish-service.js';
import { findServices } from './list-services.js';
import { serviceDetailsRoutes } from './service-details-routes.js';
import { serviceImportRoutes } from './import-routes.js';
import { findAgentsPlanning, findSitesPlanning } from './planning-views.js';
import { findService } from './repo.js';
import { assignServiceAgent, updateServiceCommand } from './update-service.js';
import { AppError } from '@portal/service-kit';
import { readInAgency } from '../agencies/in-agency.js';

const { list, sitesPlanning, agentsPlanning, create, get, update, assign, finish, cancel } = SERVICE_CALLS;

/** Services (adminServices) and the planning views (adminPlanning). */
export function serviceRoutes(deps: OperationsDeps) {
  const auth = authenticate(deps.verify);
  const agencyId = (c: { req: { param: (name: 'agencyId') => string } }) => c.req.param('agencyId');
  const serviceId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'serviceId', 'SERVICE_NOT_FOUND');
  return new Hono<AppEnv>()
    .post(list.path, auth, requireTenant, requireRight(list.right), validate('json', list.body), async (c) =>
      c.json(await findServices(deps.sql, scopeOf(c.get('session')), agencyId(c), c.req.valid('json'))),
    )
    .post(
      sitesPlanning.path,
      auth,
      requireTenant,
      requireRight(sitesPlanning.right),
      validate('json', sitesPlanning.body),
      async (c) =>
        c.json(await findSitesPlanning(deps.sql, scopeOf(c.get('session')), agencyId(c), c.req.valid('json'))),
    )
    .post(
      agentsPlanning.path,
      auth,
      requireTenant,
      requireRight(agentsPlanning.right),
      validate('json', agentsPlanning.body),
      async (c) =>
        c.json(await findAgentsPlanning(deps.sql, scopeOf(c.get('session')), agencyId(c), c.req.valid('json'))),
    )
    .post(create.path, auth, requireTenant, requireRight(create.right), validate('json', create.body), async (c) =>
      c.json(await createServices(deps.sql, agencyId(c), c.req.valid('json'), writeContextOf(c, SERVICE_NAME)), 201),
    )
    .get(get.path, auth, requireTenant, requireRight(get.right), async (c) => {
      const id = serviceId(c);
      const service = await readInAgency(deps.sql, scopeOf(c.get('session')), agencyId(c), (tx) =>
        findService(tx, agencyId(c), id),
      );
      if (!service) throw new AppError('SERVICE_NOT_FOUND');
      return c.json(service);
    })
    .put(update.path, auth, requireTenant, requireRight(update.right), validate('json', update.body), async (c) => {
      const id = serviceId(c);
      return c.json(
        await updateServiceCommand(deps.sql, agencyId(c), id, c.req.valid('json'), writeContextOf(c, SERVICE_NAME)),
      );
    })
    .post(assign.path, auth, requireTenant, requireRight(assign.right), validate('json', assign.body), async (c) => {
      const id = serviceId(c);
      return c.json(
        await assignServiceAgent(deps.sql, agencyId(c), id, c.req.valid('json'), writeContextOf(c, SERVICE_NAME)),
      );
    })
    .patch(finish.path, auth, requireTenant, requireRight(finish.right), async (c) => {
      const id = serviceId(c);
      return c.json(await finishService(deps.sql, agencyId(c), id, writeContextOf(c, SERVICE_NAME)));
    })
    .delete(cancel.path, auth, requireTenant, requireRight(cancel.right), async (c) => {
      const id = serviceId(c);
      return c.json(await cancelService(deps.sql, agencyId(c), id, writeContextOf(c, SERVICE_NAME)));
    })
    .route('/', serviceDetailsRoutes(deps))
    .route('/', serviceImportRoutes(deps));
}
