import type { ServiceName } from '../../system/system-under-test.js';
import type { BatterySystem } from '../world/battery-system.js';
import { PERSISTED_MARKS } from './protected-fields.js';

const PATTERN = PERSISTED_MARKS.join('|');

/** The tables (`service.table`) holding a row with one of the injected values, read as superuser. */
export async function tablesHoldingMarks(system: BatterySystem): Promise<string[]> {
  const found: string[] = [];
  for (const service of ['identity', 'operations', 'billing'] as ServiceName[]) {
    const sql = system.superusers[service];
    const tables = await sql<{ name: string }[]>`select tablename as name from pg_tables where schemaname = 'public'`;
    for (const { name } of tables) {
      const [row] = await sql<{ count: number }[]>`
        select count(*)::int as count from ${sql(name)} t where t::text ~ ${PATTERN}`;
      if (row?.count) found.push(`${service}.${name} (${row.count})`);
    }
  }
  return found.sort();
}
