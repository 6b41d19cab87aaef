import type { IdentityDashboard } from '@portal/contracts';
import { AppError, transaction, type Scope, type Sql } from '@portal/service-kit';
import { countMembers, isAgencyCustomer } from './repo.js';

/**
 * `GET {scope}/dashboard`: the agency's members by role and their devices; for a customer scope,
 * that customer company's users only (a customer the agency does not have: 404 CUSTOMER_NOT_FOUND).
 */
export async function getIdentityDashboard(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  customerId: string | null,
): Promise<IdentityDashboard> {
  return transaction(sql, scope, async (tx) => {
    if (customerId && !(await isAgencyCustomer(tx, agencyId, customerId))) {
      throw new AppError('CUSTOMER_NOT_FOUND', { internal: `customer ${customerId} is not one of ${agencyId}` });
    }
    return countMembers(tx, agencyId, customerId);
  });
}
