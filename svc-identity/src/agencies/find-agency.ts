import type { Agency } from '@portal/contracts';
import { AppError, transaction, type Scope, type Sql } from '@portal/service-kit';
import { toAgency } from './agency-view.js';
import { countLicences, findAgency } from './repo.js';

/** `GET /agency/{id}`: the agency with its licence figures. */
export async function findAgencyById(sql: Sql, scope: Scope, agencyId: string): Promise<Agency> {
  return transaction(sql, scope, async (tx) => {
    const agency = await findAgency(tx, agencyId);
    if (!agency) throw new AppError('AGENCY_NOT_FOUND');
    return toAgency(agency, await countLicences(tx, agencyId));
  });
}
