import type { IdentityDashboard } from '@portal/contracts';
import { transaction, type Scope, type Sql } from '@portal/service-kit';
import { countMembers } from './repo.js';

/**
 * `GET {scope}/dashboard`: the agency's members by role and their devices; for a customer scope,
 * that customer company's users only.
 */
export async function getIdentityDashboard(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  customerId: string | null,
): Promise<IdentityDashboard> {
  return transaction(sql, scope, (tx) => countMembers(tx, agencyId, customerId));
}
