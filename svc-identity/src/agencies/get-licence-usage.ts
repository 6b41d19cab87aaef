import { licenceUsage, type LicenceUsage } from '@portal/contracts';
import { AppError, transaction, type Scope, type Sql } from '@portal/service-kit';
import { limitsOf } from './agency-view.js';
import { countLicences, findAgency } from './repo.js';

/** `GET /agency/{id}/licences`: limits, counts and whether each limit is reached (spec 00 §6). */
export async function getLicenceUsage(sql: Sql, scope: Scope, agencyId: string): Promise<LicenceUsage> {
  return transaction(sql, scope, async (tx) => {
    const agency = await findAgency(tx, agencyId);
    if (!agency) throw new AppError('AGENCY_NOT_FOUND');
    return licenceUsage(limitsOf(agency), await countLicences(tx, agencyId));
  });
}
