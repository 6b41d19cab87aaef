import type { Checkpoint } from '@portal/contracts';
import { AppError, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { badgeTaken, isBadgeUniqueViolation } from './checkpoint-errors.js';
import { requireBadgeFree } from './checkpoint-rules.js';
import { toCheckpoint } from './checkpoint-view.js';
import { findCheckpoint, updateCheckpointBadge } from './repo.js';

/** `PUT /agency/{id}/checkpoint/{id}/badge`: associates a free badge with the checkpoint, or clears it. */
export async function setCheckpointBadge(
  sql: Sql,
  agencyId: string,
  checkpointId: string,
  badge: string | null,
  context: WriteContext,
): Promise<Checkpoint> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      await requireProvisionedAgency(tx, agencyId);
      const current = await findCheckpoint(tx, agencyId, checkpointId, { forUpdate: true });
      if (!current) throw new AppError('CHECKPOINT_NOT_FOUND');
      if (badge) await requireBadgeFree(tx, agencyId, badge, checkpointId);
      await updateCheckpointBadge(tx, agencyId, checkpointId, badge).catch((error: unknown) => {
        if (isBadgeUniqueViolation(error) && badge) throw badgeTaken(badge);
        throw error;
      });
      const saved = await findCheckpoint(tx, agencyId, checkpointId);
      if (!saved) throw new AppError('CHECKPOINT_NOT_FOUND');
      return toCheckpoint(saved);
    },
    context.audit,
  );
}
