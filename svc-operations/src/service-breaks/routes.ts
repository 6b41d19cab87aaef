import { Hono } from 'hono';
import { SERVICE_BREAK_CALLS } from '@portal/contracts';
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
import { idParam } from '../sites/route-params.js';
import { createServiceBreak } from './create-service-break.js';
import { deleteServiceBreak, listServiceBreaks } from './repo.js';

const { list, create, delete: remove } = SERVICE_BREAK_CALLS;

/** The services' schedule gaps (listInterrupt): list, declare, delete. */
export function serviceBreakRoutes(deps: OperationsDeps) {
  const auth = authenticate(deps.verify);
  const agencyId = (c: { req: { param: (name: 'agencyId') => string } }) => c.req.param('agencyId');
  return new Hono<AppEnv>()
    .post(list.path, auth, requireTenant, requireRight(list.right), validate('json', list.body), async (c) => {
      const request = c.req.valid('json');
      return c.json(
        await readInAgency(deps.sql, scopeOf(c.get('session')), agencyId(c), (tx) =>
          listServiceBreaks(tx, agencyId(c), request),
        ),
      );
    })
    .post(create.path, auth, requireTenant, requireRight(create.right), validate('json', create.body), async (c) => {
      const input = c.req.valid('json');
      const saved = await writeInAgency(deps.sql, writeContextOf(c, SERVICE_NAME), agencyId(c), (tx) =>
        createServiceBreak(tx, agencyId(c), input),
      );
      return c.json(saved, 201);
    })
    .delete(remove.path, auth, requireTenant, requireRight(remove.right), async (c) => {
      const id = idParam(c, 'serviceBreakId', 'SERVICE_BREAK_NOT_FOUND');
      await writeInAgency(deps.sql, writeContextOf(c, SERVICE_NAME), agencyId(c), async (tx) => {
        if (!(await deleteServiceBreak(tx, agencyId(c), id))) throw new AppError('SERVICE_BREAK_NOT_FOUND');
      });
      return c.json({ id });
    });
}
