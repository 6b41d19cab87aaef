import {
  mergeSettings,
  BillingSettingsSchema,
  type BillingSettings,
  type UpdateBillingSettingsBody,
} from '@portal/contracts';
import { AppError, transaction, type AuditRecord, type Scope, type Sql } from '@portal/service-kit';
import { findSettings, saveSettings } from './repo.js';

export async function getSettings(sql: Sql, scope: Scope, agencyId: string): Promise<BillingSettings> {
  return transaction(sql, scope, async (tx) => {
    const stored = await findSettings(tx, agencyId);
    if (!stored) throw new AppError('AGENCY_NOT_FOUND');
    return stored.settings;
  });
}

/**
 * Applies the fields given over the current settings (report prices merged one by one) and
 * answers the result. An empty body is 'Aucun changement à enregistrer'. A write made by support
 * acting as the agency is audited in the same transaction.
 */
export async function updateSettings(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  patch: UpdateBillingSettingsBody,
  audit: AuditRecord | null,
): Promise<BillingSettings> {
  if (Object.keys(patch).length === 0) throw new AppError('NO_CHANGE');
  return transaction(
    sql,
    scope,
    async (tx) => {
      const stored = await findSettings(tx, agencyId, { forUpdate: true });
      if (!stored) throw new AppError('AGENCY_NOT_FOUND');
      const settings = BillingSettingsSchema.parse(mergeSettings(stored.settings, patch));
      await saveSettings(tx, agencyId, settings);
      return settings;
    },
    audit,
  );
}
