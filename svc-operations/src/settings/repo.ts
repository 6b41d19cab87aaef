import {
  DEFAULT_OPERATIONS_SETTINGS,
  mergeSettings,
  OperationsSettingsSchema,
  type OperationsSettings,
} from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';

type Db = Sql | Tx;

export type StoredSettings = { settings: OperationsSettings; updatedAt: Date };

/**
 * Stored settings over the defaults, so that a setting added to the schema later reads as its
 * default. The jsonb is read as text: the pool's camelCase transform would rewrite its keys
 * (`AGENT_REST_11H` → `AGENTREST11H`).
 */
function parseStored(json: string): OperationsSettings {
  return OperationsSettingsSchema.parse(
    mergeSettings(DEFAULT_OPERATIONS_SETTINGS, JSON.parse(json) as Partial<OperationsSettings>),
  );
}

export async function insertSettings(db: Db, agencyId: string, settings: OperationsSettings): Promise<void> {
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

export async function saveSettings(db: Db, agencyId: string, settings: OperationsSettings): Promise<void> {
  await db`update agency_settings set settings = ${db.json(settings)}, updated_at = now()
            where agency_id = ${agencyId}`;
}

/** Follows identity's stock-simplified flag; the settings only change when the flag does. */
export async function setStockSimplified(db: Db, agencyId: string, stockSimplified: boolean): Promise<void> {
  await db`update agency_settings
              set settings = settings || jsonb_build_object('stockSimplified', ${stockSimplified}::boolean), updated_at = now()
            where agency_id = ${agencyId}
              and settings -> 'stockSimplified' is distinct from to_jsonb(${stockSimplified}::boolean)`;
}
