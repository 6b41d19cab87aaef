import type { CallTable } from '../common/calls.js';
import { listResponseSchema } from '../common/paging.js';
import {
  BadgeInfoSchema,
  CheckpointListRequestSchema,
  CheckpointSchema,
  CheckpointSiteListSchema,
  CheckpointSiteQuerySchema,
  DeletedCheckpointSchema,
  SaveCheckpointSchema,
  SetCheckpointBadgeSchema,
} from './checkpoints.js';

const SAVE_PATH = '/agency/:agencyId/checkpoint';

/**
 * Checkpoints and badges (spec 01 §7: GET checkpoints, POST checkpoint, DELETE checkpoint/{id},
 * GET badge-infos/{badge}; plus the paged list, one checkpoint, and the badge association). Agency
 * staff only: customers do not load checkpoints (01 §6).
 */
export const CHECKPOINT_CALLS = {
  /** The paged list (checkpoints screen), searching name, badge and site name. */
  list: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/checkpoints',
    right: 'checkpoints.list',
    body: CheckpointListRequestSchema,
    response: listResponseSchema(CheckpointSchema),
  },
  /**
   * One site's checkpoints ordered by position (`?siteId=`; 404 'Site introuvable' for another
   * agency's site), or without it every checkpoint of the agency ordered by site name and position.
   */
  siteList: {
    method: 'GET',
    path: '/agency/:agencyId/checkpoints',
    right: 'checkpoints.list',
    query: CheckpointSiteQuerySchema,
    response: CheckpointSiteListSchema,
  },
  get: {
    method: 'GET',
    path: '/agency/:agencyId/checkpoint/:checkpointId',
    right: 'checkpoints.list',
    response: CheckpointSchema,
  },
  /** The save without `id`: creates (201). */
  create: {
    method: 'POST',
    path: SAVE_PATH,
    right: 'checkpoints.create',
    body: SaveCheckpointSchema,
    response: CheckpointSchema,
  },
  /** The same call with `id`: edits (200). The route checks the right matching the body. */
  edit: {
    method: 'POST',
    path: SAVE_PATH,
    right: 'checkpoints.edit',
    body: SaveCheckpointSchema,
    response: CheckpointSchema,
  },
  /** Associates a badge with the checkpoint, or clears it (`{badge: null}`). */
  setBadge: {
    method: 'PUT',
    path: '/agency/:agencyId/checkpoint/:checkpointId/badge',
    right: 'checkpoints.edit',
    body: SetCheckpointBadgeSchema,
    response: CheckpointSchema,
  },
  /** What a badge is associated with, or 404 'Badge inconnu'. */
  badgeInfo: {
    method: 'GET',
    path: '/agency/:agencyId/badge-infos/:badge',
    right: 'checkpoints.list',
    response: BadgeInfoSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/agency/:agencyId/checkpoint/:checkpointId',
    right: 'checkpoints.delete',
    response: DeletedCheckpointSchema,
  },
} as const satisfies CallTable;
