import { licenceUsage, type LicenceUsage } from '@portal/contracts';
import { transaction, type Scope, type Sql } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { countLicences } from './repo.js';

/** `GET /agency/{id}/agents/usage`: the limits, the counts and whether each limit is reached. */
export async function getLicenceUsage(sql: Sql, scope: Scope, agencyId: string): Promise<LicenceUsage> {
  return transaction(sql, scope, async (tx) => {
    const agency = await requireProvisionedAgency(tx, agencyId);
    const limits = {
      agentsLimit: agency.agentsLimit,
      accountsLimit: agency.accountsLimit,
      freeAccounts: agency.freeAccounts,
    };
    return licenceUsage(limits, await countLicences(tx, agencyId));
  });
}
