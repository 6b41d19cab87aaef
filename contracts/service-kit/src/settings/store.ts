import type { JSONValue } from 'postgres';
import type { z } from 'zod';
import { mergeSettings } from '@portal/contracts';
import type { Sql, Tx } from '../db/connect.js';

type Db = Sql | Tx;
type SettingsObject = Record<string, unknown>;

export type StoredSettings<Settings extends object> = { settings: Settings; updatedAt: Date };

/**
 * The agency's settings in the service's own `agency_settings (agency_id, settings jsonb, updated_at)`
 * table, one row per agency, parsed by the settings schema of contracts.
 */
export type AgencySettingsStore<Settings extends object> = {
  schema: z.ZodType<Settings>;
  /** Writes an agency's first settings; an agency already provisioned keeps its own. */
  insert(db: Db, agencyId: string, settings: Settings): Promise<void>;
  /** The agency's settings; `forUpdate` locks the row for a read-merge-write. */
  find(db: Db, agencyId: string, options?: { forUpdate?: boolean }): Promise<StoredSettings<Settings> | undefined>;
  save(db: Db, agencyId: string, settings: Settings): Promise<void>;
};

/**
 * Stored settings are read over `defaults`, so that a setting added to the schema later reads as its
 * default. The jsonb is read as text: the pool's camelCase transform would rewrite keys that hold an
 * underscore (`AGENT_REST_11H` → `AGENTREST11H`).
 */
export function agencySettingsStore<Settings extends SettingsObject>(
  schema: z.ZodType<Settings>,
  defaults: Partial<Settings>,
): AgencySettingsStore<Settings> {
  const parseStored = (json: string): Settings =>
    schema.parse(mergeSettings<SettingsObject>(defaults, JSON.parse(json) as SettingsObject));
  return {
    schema,
    async insert(db, agencyId, settings) {
      await db`insert into agency_settings (agency_id, settings) values (${agencyId}, ${db.json(settings as JSONValue)})
               on conflict (agency_id) do nothing`;
    },
    async find(db, agencyId, options = {}) {
      const [row] = await db<{ settings: string; updatedAt: Date }[]>`
        select settings::text as settings, updated_at from agency_settings
         where agency_id = ${agencyId} ${options.forUpdate ? db`for update` : db``}`;
      return row && { settings: parseStored(row.settings), updatedAt: row.updatedAt };
    },
    async save(db, agencyId, settings) {
      await db`update agency_settings set settings = ${db.json(settings as JSONValue)}, updated_at = now()
                where agency_id = ${agencyId}`;
    },
  };
}
