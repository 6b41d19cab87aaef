import type { CheckpointSiteList } from '@portal/contracts';
import { AppError, transaction, type Scope, type Sql } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { toCheckpoint } from './checkpoint-view.js';
import { findSite, listSiteCheckpoints } from './repo.js';

/**
 * `GET /agency/{id}/checkpoints?siteId=`: one site's checkpoints in round order (position); without
 * a site, every checkpoint of the agency ordered by site name, then position.
 */
export async function listCheckpointsOfSite(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  siteId: string | undefined,
): Promise<CheckpointSiteList> {
  return transaction(sql, scope, async (tx) => {
    await requireProvisionedAgency(tx, agencyId);
    if (siteId && !(await findSite(tx, agencyId, siteId))) throw new AppError('SITE_NOT_FOUND');
    return { data: (await listSiteCheckpoints(tx, agencyId, siteId ?? null)).map(toCheckpoint) };
  });
}
