import { Hono } from 'hono';
import { CIRCUIT_CALLS } from '@portal/contracts';
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
import { SERVICE_NAME, type OperationsDeps } from '../deps.js';
import { idParam } from '../sites/route-params.js';
import { createCircuit } from './create-circuit.js';
import { countCircuits, findCircuitErrors, findCircuits, findCircuitsPlanning } from './find-circuits.js';
import { findCircuit } from './repo.js';

const { list, planning, errors, count, create, get } = CIRCUIT_CALLS;

/** Circuits (tours) of services: list, planning window, errors, counts, creation and one circuit. */
export function circuitRoutes(deps: OperationsDeps) {
  const auth = authenticate(deps.verify);
  const agencyId = (c: { req: { param: (name: 'agencyId') => string } }) => c.req.param('agencyId');
  return new Hono<AppEnv>()
    .post(list.path, auth, requireTenant, requireRight(list.right), validate('json', list.body), async (c) =>
      c.json(await findCircuits(deps.sql, scopeOf(c.get('session')), agencyId(c), c.req.valid('json'))),
    )
    .post(
      planning.path,
      auth,
      requireTenant,
      requireRight(planning.right),
      validate('json', planning.body),
      async (c) =>
        c.json(await findCircuitsPlanning(deps.sql, scopeOf(c.get('session')), agencyId(c), c.req.valid('json'))),
    )
    .post(errors.path, auth, requireTenant, requireRight(errors.right), validate('json', errors.body), async (c) =>
      c.json(await findCircuitErrors(deps.sql, scopeOf(c.get('session')), agencyId(c), c.req.valid('json'))),
    )
    .post(count.path, auth, requireTenant, requireRight(count.right), validate('json', count.body), async (c) =>
      c.json(await countCircuits(deps.sql, scopeOf(c.get('session')), agencyId(c), c.req.valid('json'))),
    )
    .post(create.path, auth, requireTenant, requireRight(create.right), validate('json', create.body), async (c) =>
      c.json(await createCircuit(deps.sql, agencyId(c), c.req.valid('json'), writeContextOf(c, SERVICE_NAME)), 201),
    )
    .get(get.path, auth, requireTenant, requireRight(get.right), async (c) => {
      const id = idParam(c, 'circuitId', 'CIRCUIT_NOT_FOUND');
      const circuit = await transaction(deps.sql, scopeOf(c.get('session')), async (tx) => {
        await requireProvisionedAgency(tx, agencyId(c));
        return findCircuit(tx, agencyId(c), id);
      });
      if (!circuit) throw new AppError('CIRCUIT_NOT_FOUND');
      return c.json(circuit);
    });
}
