import type { BillingDashboard } from '@portal/contracts';
import { AppError, countAuditEntries, transaction, type Scope, type Sql } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { settingsStore } from '../settings/repo.js';

/** The agency's figures, from the rows billing holds today (no figure is made up). */
export async function getDashboard(sql: Sql, scope: Scope, agencyId: string): Promise<BillingDashboard> {
  return transaction(sql, scope, async (tx) => {
    const agency = await requireProvisionedAgency(tx, agencyId);
    const stored = await settingsStore.find(tx, agencyId);
    if (!stored) throw new AppError('AGENCY_NOT_FOUND');
    return {
      auditEntries: await countAuditEntries(tx, agencyId),
      provisionedAt: agency.createdAt.toISOString(),
      settingsUpdatedAt: stored.updatedAt.toISOString(),
    };
  });
}
