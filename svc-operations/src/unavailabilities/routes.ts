import { Hono } from 'hono';
import { UNAVAILABILITY_CALLS, uuidv7 } from '@portal/contracts';
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
import { readInAgency, writeInAgency } from '../agencies/in-agency.js';
import { SERVICE_NAME, type OperationsDeps } from '../deps.js';
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
        await readInAgency(deps.sql, scopeOf(c.get('session')), agencyId(c), (tx) =>
          listUnavailabilities(tx, agencyId(c), request),
        ),
      );
    })
    .post(create.path, auth, requireTenant, requireRight(create.right), validate('json', create.body), async (c) => {
      const input = c.req.valid('json');
      const saved = await writeInAgency(deps.sql, writeContextOf(c, SERVICE_NAME), agencyId(c), async (tx) => {
        await requireServiceAgents(tx, agencyId(c), [input.agentId]);
        return insertUnavailability(tx, agencyId(c), uuidv7(), input);
      });
      return c.json(saved, 201);
    })
    .delete(remove.path, auth, requireTenant, requireRight(remove.right), async (c) => {
      const id = idParam(c, 'unavailabilityId', 'UNAVAILABILITY_NOT_FOUND');
      await writeInAgency(deps.sql, writeContextOf(c, SERVICE_NAME), agencyId(c), async (tx) => {
        if (!(await deleteUnavailability(tx, agencyId(c), id))) throw new AppError('UNAVAILABILITY_NOT_FOUND');
      });
      return c.json({ id });
    });
}
