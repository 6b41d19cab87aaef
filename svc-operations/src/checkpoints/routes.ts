import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { CHECKPOINT_CALLS, CheckpointBadgeSchema, IdSchema } from '@portal/contracts';
import {
  AppError,
  authenticate,
  requireRight,
  requireTenant,
  scopeOf,
  validate,
  type AppEnv,
  writeContextOf,
} from '@portal/service-kit';
import { SERVICE_NAME, type OperationsDeps } from '../deps.js';
import { deleteCheckpoint } from './delete-checkpoint.js';
import { findBadgeInfo } from './find-badge-info.js';
import { findCheckpoints } from './find-checkpoints.js';
import { getCheckpoint } from './get-checkpoint.js';
import { listCheckpointsOfSite } from './list-site-checkpoints.js';
import { saveCheckpoint } from './save-checkpoint.js';
import { setCheckpointBadge } from './set-checkpoint-badge.js';

const { list, siteList, get, create, edit, setBadge, badgeInfo, remove } = CHECKPOINT_CALLS;

/** A `:checkpointId` that is not an id names no checkpoint. */
const checkpointIdParam = createMiddleware<AppEnv>(async (c, next) => {
  if (!IdSchema.safeParse(c.req.param('checkpointId')).success) throw new AppError('CHECKPOINT_NOT_FOUND');
  await next();
});

/**
 * The save creates or edits depending on the body's `id` (spec 01 §2 "the right depends on whether an
 * id is present"): the right is checked before the body is validated, as on every other route. A body
 * that is not JSON is checked as a creation and then refused by the validation.
 */
const requireSaveRight = createMiddleware<AppEnv>(async (c, next) => {
  const body: unknown = await c.req.json().catch(() => null);
  const editing = typeof body === 'object' && body !== null && 'id' in body && body.id !== undefined;
  return requireRight(editing ? edit.right : create.right)(c, next);
});

const BadgeParamSchema = z.object({ agencyId: z.string(), badge: CheckpointBadgeSchema });

/**
 * Checkpoints and badges (CHECKPOINT_CALLS of contracts): agency staff with the checkpoints rights;
 * customers are refused by requireTenant (their routes are under /customer/{id}). Middleware is set
 * per route: this app is mounted at '/'. The deletion is declared last, so that a suite calling each
 * route in turn reads the checkpoint before deleting it.
 */
export function checkpointsRoutes(deps: OperationsDeps) {
  const auth = authenticate(deps.verify);
  return new Hono<AppEnv>()
    .post(list.path, auth, requireTenant, requireRight(list.right), validate('json', list.body), async (c) => {
      return c.json(
        await findCheckpoints(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'), c.req.valid('json')),
      );
    })
    .get(
      siteList.path,
      auth,
      requireTenant,
      requireRight(siteList.right),
      validate('query', siteList.query),
      async (c) => {
        const { siteId } = c.req.valid('query');
        return c.json(
          await listCheckpointsOfSite(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'), siteId),
        );
      },
    )
    .get(get.path, auth, requireTenant, requireRight(get.right), checkpointIdParam, async (c) => {
      return c.json(
        await getCheckpoint(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'), c.req.param('checkpointId')),
      );
    })
    .post(create.path, auth, requireTenant, requireSaveRight, validate('json', create.body), async (c) => {
      const saved = await saveCheckpoint(
        deps.sql,
        c.req.param('agencyId'),
        c.req.valid('json'),
        writeContextOf(c, SERVICE_NAME),
      );
      return c.json(saved.checkpoint, saved.created ? 201 : 200);
    })
    .put(
      setBadge.path,
      auth,
      requireTenant,
      requireRight(setBadge.right),
      checkpointIdParam,
      validate('json', setBadge.body),
      async (c) => {
        const { agencyId, checkpointId } = c.req.param();
        const { badge } = c.req.valid('json');
        return c.json(
          await setCheckpointBadge(deps.sql, agencyId, checkpointId, badge, writeContextOf(c, SERVICE_NAME)),
        );
      },
    )
    .get(
      badgeInfo.path,
      auth,
      requireTenant,
      requireRight(badgeInfo.right),
      validate('param', BadgeParamSchema),
      async (c) => {
        const { agencyId, badge } = c.req.valid('param');
        return c.json(await findBadgeInfo(deps.sql, scopeOf(c.get('session')), agencyId, badge));
      },
    )
    .delete(remove.path, auth, requireTenant, requireRight(remove.right), checkpointIdParam, async (c) => {
      const { agencyId, checkpointId } = c.req.param();
      return c.json(await deleteCheckpoint(deps.sql, agencyId, checkpointId, writeContextOf(c, SERVICE_NAME)));
    });
}
