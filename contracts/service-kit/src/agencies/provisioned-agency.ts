import type { Tx } from '../db/connect.js';
import { AppError } from '../http/app-error.js';

/**
 * A check that the service holds its copy of the agency: `find`'s row, or 404 AGENCY_NOT_FOUND while
 * identity's `identity.agency.created` event has not arrived.
 */
export function provisionedAgency<Row>(find: (tx: Tx, agencyId: string) => Promise<Row | undefined>) {
  return async (tx: Tx, agencyId: string): Promise<Row> => {
    const agency = await find(tx, agencyId);
    if (!agency) throw new AppError('AGENCY_NOT_FOUND');
    return agency;
  };
}
