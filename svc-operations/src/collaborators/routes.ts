import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { COLLABORATOR_CALLS, CollaboratorActionSchema, IdSchema } from '@portal/contracts';
import {
  AppError,
  authenticate,
  can,
  requireRight,
  requireRole,
  requireTenant,
  scopeOf,
  validate,
  type AppEnv,
  writeContextOf,
} from '@portal/service-kit';
import { SERVICE_NAME, type OperationsDeps } from '../deps.js';
import { bulkCreateCollaborators } from './bulk-create-collaborators.js';
import { changeCollaboratorStatus } from './change-collaborator-status.js';
import { createCollaborator } from './create-collaborator.js';
import { getCollaborator } from './get-collaborator.js';
import { getLicenceUsage } from './licence-usage.js';
import { listCollaborators, listDirectory } from './list-collaborators.js';
import { updateCollaborator } from './update-collaborator.js';

const { list, create, bulkCreate, get, update, changeStatus, directory, usage } = COLLABORATOR_CALLS;

/** An `:agentId` that is not an id names no collaborator. */
const agentIdParam = createMiddleware<AppEnv>(async (c, next) => {
  if (!IdSchema.safeParse(c.req.param('agentId')).success) throw new AppError('COLLABORATOR_NOT_FOUND');
  await next();
});

const ActionParamSchema = z.object({ action: CollaboratorActionSchema }).loose();

/** Deleting a collaborator needs agents.delete besides agents.edit (01 §4 Suppression). */
const deleteNeedsRight = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.param('action') === 'delete') return requireRight('agents.delete')(c, next);
  await next();
});

/**
 * The agency's collaborators (COLLABORATOR_CALLS of contracts): each route checks the token, the
 * agency, the right (or, for the directory, the role), then its input; the use cases scope every
 * query by the agency. Middleware is set per route: this app is mounted at '/'.
 */
export function collaboratorRoutes(deps: OperationsDeps) {
  const auth = authenticate(deps.verify);
  return new Hono<AppEnv>()
    .post(list.path, auth, requireTenant, requireRight(list.right), validate('json', list.body), async (c) => {
      return c.json(
        await listCollaborators(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'), c.req.valid('json')),
      );
    })
    .post(create.path, auth, requireTenant, requireRight(create.right), validate('json', create.body), async (c) => {
      return c.json(
        await createCollaborator(
          deps.sql,
          c.req.param('agencyId'),
          c.req.valid('json'),
          writeContextOf(c, SERVICE_NAME),
        ),
        201,
      );
    })
    .post(
      bulkCreate.path,
      auth,
      requireTenant,
      requireRight(bulkCreate.right),
      validate('json', bulkCreate.body),
      async (c) => {
        const created = await bulkCreateCollaborators(
          deps.sql,
          c.req.param('agencyId'),
          c.req.valid('json'),
          writeContextOf(c, SERVICE_NAME),
        );
        return c.json(created, 201);
      },
    )
    .get(get.path, auth, requireTenant, requireRight(get.right), agentIdParam, async (c) => {
      const { agencyId, agentId } = c.req.param();
      return c.json(await getCollaborator(deps.sql, scopeOf(c.get('session')), agencyId, agentId));
    })
    .put(
      update.path,
      auth,
      requireTenant,
      requireRight(update.right),
      agentIdParam,
      validate('json', update.body),
      async (c) => {
        const { agencyId, agentId } = c.req.param();
        return c.json(
          await updateCollaborator(deps.sql, agencyId, agentId, c.req.valid('json'), writeContextOf(c, SERVICE_NAME)),
        );
      },
    )
    .patch(
      changeStatus.path,
      auth,
      requireTenant,
      requireRight(changeStatus.right),
      deleteNeedsRight,
      agentIdParam,
      validate('param', ActionParamSchema),
      async (c) => {
        const { agencyId, agentId } = c.req.param();
        const { action } = c.req.valid('param');
        return c.json(
          await changeCollaboratorStatus(deps.sql, agencyId, agentId, action, writeContextOf(c, SERVICE_NAME)),
        );
      },
    )
    .post(
      directory.path,
      auth,
      requireTenant,
      requireRole(...directory.roles),
      validate('json', directory.body),
      async (c) => {
        const session = c.get('session');
        const withPhones = can(session, 'agents.list') || can(session, 'agentPhones.list');
        return c.json(
          await listDirectory(deps.sql, scopeOf(session), c.req.param('agencyId'), c.req.valid('json'), { withPhones }),
        );
      },
    )
    .get(usage.path, auth, requireTenant, requireRight(usage.right), async (c) => {
      return c.json(await getLicenceUsage(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId')));
    });
}
