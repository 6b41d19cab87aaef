import type { BadgeInfo } from '@portal/contracts';
import { AppError, transaction, type Scope, type Sql } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { findCheckpointByBadge } from './repo.js';

/** `GET /agency/{id}/badge-infos/{badge}`: the checkpoint and site a badge names, or 404 'Badge inconnu'. */
export async function findBadgeInfo(sql: Sql, scope: Scope, agencyId: string, badge: string): Promise<BadgeInfo> {
  return transaction(sql, scope, async (tx) => {
    await requireProvisionedAgency(tx, agencyId);
    const row = await findCheckpointByBadge(tx, agencyId, badge);
    if (!row) throw new AppError('BADGE_UNKNOWN');
    return {
      badge,
      checkpointId: row.id,
      checkpointName: row.name,
      checkpointStatus: row.status,
      siteId: row.siteId,
      siteName: row.siteName,
    };
  });
}
