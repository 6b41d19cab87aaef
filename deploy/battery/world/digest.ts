import type { ServiceName } from '../../system/system-under-test.js';
import type { BatterySystem } from './battery-system.js';

/**
 * Tables whose rows change without any call (the outbox relay marks rows published, consumers
 * record the events they applied, scheduled jobs record their runs): left out of the digest. The
 * outbox's rows are still counted, so an event announced by a call that should have been refused
 * shows.
 */
const MOVING_TABLES = new Set(['inbox', 'schema_migrations', 'scheduled_job_runs']);

export type Digest = Record<string, string>;

/**
 * A fingerprint of every row of every table of the three services' databases (read as superuser,
 * so row-level security hides nothing): two equal digests mean no call wrote anything in between.
 */
export async function databaseDigest(system: BatterySystem): Promise<Digest> {
  const digest: Digest = {};
  for (const service of ['identity', 'operations', 'billing'] as ServiceName[]) {
    const sql = system.superusers[service];
    const tables = await sql<{ name: string }[]>`
      select tablename as name from pg_tables where schemaname = 'public' order by tablename`;
    for (const { name } of tables) {
      if (MOVING_TABLES.has(name)) continue;
      if (name === 'outbox') {
        const [row] = await sql<{ count: string }[]>`select count(*)::text as count from outbox`;
        digest[`${service}.outbox`] = `${row?.count} rows`;
        continue;
      }
      const [row] = await sql<{ rows: string; hash: string | null }[]>`
        select count(*)::text as rows, md5(string_agg(t::text, '|' order by t::text)) as hash
          from ${sql(name)} t`;
      digest[`${service}.${name}`] = `${row?.rows} rows ${row?.hash ?? ''}`;
    }
  }
  return digest;
}

/** The tables whose rows differ between two digests. */
export function changedTables(before: Digest, after: Digest): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
