import { Hono } from 'hono';
import { UNAVAILABILITY_CALLS, uuidv7 } from '@portal/contracts';
import {
  AppError,
  authenticate,
  requireRight,
  requireTenant,
  scopeOf,
  transaction,
  validate,
  writeContextOf,
  type AppEnv,
} from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import type { OperationsDeps } from '../deps.js';
import { SERVICE_NAME } from '../deps.js';
import { requireServiceAgents } from '../services/service-rules.js';
import { idParam } from '../sites/route-params.js';
import { deleteUnavailability, insertUnavailability, listUnavailabilities } from './repo.js';

const { list, create, delete: remove } = UNAVAILABILITY_CALLS;

/** The collaborators' unavailabilities (listIndispo): list, declare, delete. */
export function unavailabilityRoutes(deps: OperationsDeps) {
  const auth = authenticate(deps.verify);
  const agencyId = (c: { req: { param: (name: 'agencyId') => string } }) => c.req.param('agencyId');
  return new Hono<AppEnv>()
    .post(list.path, auth, requireTenant, requireRight(list.right), validate('json', list.body), async (c) => {
      const request = c.req.valid('json');
      return c.json(
        await transaction(deps.sql, scopeOf(c.get('session')), async (tx) => {
          await requireProvisionedAgency(tx, agencyId(c));
          return listUnavailabilities(tx, agencyId(c), request);
        }),
      );
    })
    .post(create.path, auth, requireTenant, requireRight(create.right), validate('json', create.body), async (c) => {
      const input = c.req.valid('json');
      const context = writeContextOf(c, SERVICE_NAME);
      const saved = await transaction(
        deps.sql,
        context.scope,
        async (tx) => {
          await requireProvisionedAgency(tx, agencyId(c));
          await requireServiceAgents(tx, agencyId(c), [input.agentId]);
          return insertUnavailability(tx, agencyId(c), uuidv7(), input);
        },
        context.audit,
      );
      return c.json(saved, 201);
    })
    .delete(remove.path, auth, requireTenant, requireRight(remove.right), async (c) => {
      const id = idParam(c, 'unavailabilityId', 'UNAVAILABILITY_NOT_FOUND');
      const context = writeContextOf(c, SERVICE_NAME);
      await transaction(
        deps.sql,
        context.scope,
        async (tx) => {
          await requireProvisionedAgency(tx, agencyId(c));
          if (!(await deleteUnavailability(tx, agencyId(c), id))) throw new AppError('UNAVAILABILITY_NOT_FOUND');
        },
        context.audit,
      );
      return c.json({ id });
    });
}
