import { mergeSettings } from '@portal/contracts';
import type { Sql } from '../db/connect.js';
import { transaction, type AuditRecord, type Scope } from '../db/tenant.js';
import { AppError } from '../http/app-error.js';
import type { AgencySettingsStore } from './store.js';

/** The agency's settings; 404 AGENCY_NOT_FOUND while the agency is not provisioned. */
export async function getSettings<Settings extends object>(
  sql: Sql,
  store: AgencySettingsStore<Settings>,
  scope: Scope,
  agencyId: string,
): Promise<Settings> {
  return transaction(sql, scope, async (tx) => {
    const stored = await store.find(tx, agencyId);
    if (!stored) throw new AppError('AGENCY_NOT_FOUND');
    return stored.settings;
  });
}

/**
 * Applies the fields given over the current settings (nested objects merged one field at a time) and
 * answers the result. An empty body is 'Aucun changement à enregistrer'. A write made by support
 * acting as the agency is audited in the same transaction.
 */
export async function updateSettings<Settings extends object>(
  sql: Sql,
  store: AgencySettingsStore<Settings>,
  scope: Scope,
  agencyId: string,
  patch: object,
  audit: AuditRecord | null,
): Promise<Settings> {
  if (Object.keys(patch).length === 0) throw new AppError('NO_CHANGE');
  return transaction(
    sql,
    scope,
    async (tx) => {
      const stored = await store.find(tx, agencyId, { forUpdate: true });
      if (!stored) throw new AppError('AGENCY_NOT_FOUND');
      const settings = store.schema.parse(mergeSettings<object>(stored.settings, patch));
      await store.save(tx, agencyId, settings);
      return settings;
    },
    audit,
  );
}
