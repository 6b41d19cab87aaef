import type { Sql, WriteContext } from '@portal/service-kit';
import { onEditableService } from './editable-service.js';
import { deleteService } from './repo.js';
import { announceServices } from './service-events.js';

/** `DELETE /agency/{id}/service/{serviceId}`: a service not started yet is removed; billing is told. */
export function cancelService(
  sql: Sql,
  agencyId: string,
  serviceId: string,
  context: WriteContext,
): Promise<{ id: string }> {
  return onEditableService(sql, agencyId, serviceId, context, async (tx, current) => {
    await announceServices(tx, 'operations.service.cancelled', agencyId, [current], context);
    await deleteService(tx, agencyId, serviceId);
    return { id: serviceId };
  });
}
