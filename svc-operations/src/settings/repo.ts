import { DEFAULT_OPERATIONS_SETTINGS, OperationsSettingsSchema } from '@portal/contracts';
import { agencySettingsStore, type Sql, type Tx } from '@portal/service-kit';

type Db = Sql | Tx;

/** The agency's field and planning settings, over the defaults (a setting added later reads as its default). */
export const settingsStore = agencySettingsStore(OperationsSettingsSchema, DEFAULT_OPERATIONS_SETTINGS);

/** Follows identity's stock-simplified flag; the settings only change when the flag does. */
export async function setStockSimplified(db: Db, agencyId: string, stockSimplified: boolean): Promise<void> {
  await db`update agency_settings
              set settings = settings || jsonb_build_object('stockSimplified', ${stockSimplified}::boolean), updated_at = now()
            where agency_id = ${agencyId}
              and settings -> 'stockSimplified' is distinct from to_jsonb(${stockSimplified}::boolean)`;
}
