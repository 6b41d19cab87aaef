import { transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { deleteService, findService } from './repo.js';
import { announceServices } from './service-events.js';
import { requireEditable } from './service-rules.js';

/** `DELETE /agency/{id}/service/{serviceId}`: a service not started yet is removed; billing is told. */
export async function cancelService(
  sql: Sql,
  agencyId: string,
  serviceId: string,
  context: WriteContext,
): Promise<{ id: string }> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      await requireProvisionedAgency(tx, agencyId);
      const current = await findService(tx, agencyId, serviceId, { forUpdate: true });
      requireEditable(current);
      await announceServices(tx, 'operations.service.cancelled', agencyId, [current], context);
      await deleteService(tx, agencyId, serviceId);
      return { id: serviceId };
    },
    context.audit,
  );
}
