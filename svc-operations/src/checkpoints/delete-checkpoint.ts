import { AppError, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { deleteCheckpoint as deleteRow } from './repo.js';

/** `DELETE /agency/{id}/checkpoint/{id}`: the deletion is final (the screens ask first). */
export async function deleteCheckpoint(
  sql: Sql,
  agencyId: string,
  checkpointId: string,
  context: WriteContext,
): Promise<{ id: string }> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      await requireProvisionedAgency(tx, agencyId);
      if (!(await deleteRow(tx, agencyId, checkpointId))) throw new AppError('CHECKPOINT_NOT_FOUND');
      return { id: checkpointId };
    },
    context.audit,
  );
}
