import type { Service } from '@portal/contracts';
import type { Sql, Tx, WriteContext } from '@portal/service-kit';
import { writeInAgency } from '../agencies/in-agency.js';
import { findService } from './repo.js';
import { requireEditable } from './service-rules.js';

/**
 * A write on one service not started yet: in one transaction, the agency checked, the service locked
 * ('Service introuvable.' when it is not the agency's, 'Le service est terminé' once finished), then
 * `work` with it.
 */
export function onEditableService<T>(
  sql: Sql,
  agencyId: string,
  serviceId: string,
  context: WriteContext,
  work: (tx: Tx, current: Service) => Promise<T>,
): Promise<T> {
  return writeInAgency(sql, context, agencyId, async (tx) => {
    const current = await findService(tx, agencyId, serviceId, { forUpdate: true });
    requireEditable(current);
    return work(tx, current);
  });
}
