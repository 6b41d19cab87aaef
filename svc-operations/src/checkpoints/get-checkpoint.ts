import type { Checkpoint } from '@portal/contracts';
import { AppError, transaction, type Scope, type Sql } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { toCheckpoint } from './checkpoint-view.js';
import { findCheckpoint } from './repo.js';

/** `GET /agency/{id}/checkpoint/{id}`. */
export async function getCheckpoint(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  checkpointId: string,
): Promise<Checkpoint> {
  return transaction(sql, scope, async (tx) => {
    await requireProvisionedAgency(tx, agencyId);
    const row = await findCheckpoint(tx, agencyId, checkpointId);
    if (!row) throw new AppError('CHECKPOINT_NOT_FOUND');
    return toCheckpoint(row);
  });
}
