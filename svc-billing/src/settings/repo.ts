import {
  BillingSettingsSchema,
  DEFAULT_BILLING_SETTINGS,
  mergeSettings,
  type BillingSettings,
} from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';

type Db = Sql | Tx;

export type StoredSettings = { settings: BillingSettings; updatedAt: Date };

/**
 * Stored settings over the defaults, so that a setting added to the schema later reads as its
 * default. The jsonb is read as text: the pool's camelCase transform would rewrite keys that hold
 * an underscore.
 */
function parseStored(json: string): BillingSettings {
  return BillingSettingsSchema.parse(
    mergeSettings(DEFAULT_BILLING_SETTINGS, JSON.parse(json) as Partial<BillingSettings>),
  );
}

export async function insertSettings(db: Db, agencyId: string, settings: BillingSettings): Promise<void> {
  await db`insert into agency_settings (agency_id, settings) values (${agencyId}, ${db.json(settings)})
           on conflict (agency_id) do nothing`;
}

/** The agency's settings; `forUpdate` locks the row for a read-merge-write. */
export async function findSettings(
  db: Db,
  agencyId: string,
  options: { forUpdate?: boolean } = {},
): Promise<StoredSettings | undefined> {
  const [row] = await db<{ settings: string; updatedAt: Date }[]>`
    select settings::text as settings, updated_at from agency_settings
     where agency_id = ${agencyId} ${options.forUpdate ? db`for update` : db``}`;
  return row && { settings: parseStored(row.settings), updatedAt: row.updatedAt };
}

export async function saveSettings(db: Db, agencyId: string, settings: BillingSettings): Promise<void> {
  await db`update agency_settings set settings = ${db.json(settings)}, updated_at = now()
            where agency_id = ${agencyId}`;
}

/** Follows identity's currency and VAT label; the settings only change when one of them does. */
export async function setCurrencyAndVatLabel(
  db: Db,
  agencyId: string,
  currency: string,
  vatLabel: string,
): Promise<void> {
  await db`update agency_settings
              set settings = settings || jsonb_build_object('currency', ${currency}::text, 'vatLabel', ${vatLabel}::text),
                  updated_at = now()
            where agency_id = ${agencyId}
              and (settings ->> 'currency' is distinct from ${currency}::text
                   or settings ->> 'vatLabel' is distinct from ${vatLabel}::text)`;
}
