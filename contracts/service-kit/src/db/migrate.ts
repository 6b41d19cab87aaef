import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Logger } from '../logger.js';
import type { Sql } from './connect.js';

const KIT_MIGRATIONS = fileURLToPath(new URL('../../migrations', import.meta.url));
const LOCK_KEY = 7_412_020_026;

async function sqlFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
}

/** The migration files `migrate` applies for `serviceDir` (the kit's first), in their order. */
export async function migrationFiles(serviceDir: string | null): Promise<string[]> {
  const kit = (await sqlFiles(KIT_MIGRATIONS)).map((file) => path.join(KIT_MIGRATIONS, file));
  if (serviceDir === null) return kit;
  return [...kit, ...(await sqlFiles(serviceDir)).map((file) => path.join(serviceDir, file))];
}

/**
 * Applies forward-only SQL migrations: the kit's own (outbox, inbox, audit) then the service's
 * folder (none when `serviceDir` is null), each file once, in name order, each in its own
 * transaction, under an advisory lock so that replicas starting together do not race.
 */
export async function migrate(sql: Sql, serviceDir: string | null, logger?: Logger): Promise<string[]> {
  const applied: string[] = [];
  await sql.reserve().then(async (connection) => {
    try {
      await connection`select pg_advisory_lock(${LOCK_KEY})`;
      await connection`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`;
      const done = new Set(
        (await connection<{ name: string }[]>`select name from schema_migrations`).map((row) => row.name),
      );
      const sources = [
        ...(await sqlFiles(KIT_MIGRATIONS)).map((file) => ({
          name: `kit/${file}`,
          file: path.join(KIT_MIGRATIONS, file),
        })),
        ...(serviceDir === null
          ? []
          : (await sqlFiles(serviceDir)).map((file) => ({ name: file, file: path.join(serviceDir, file) }))),
      ];
      for (const source of sources) {
        if (done.has(source.name)) continue;
        const text = await readFile(source.file, 'utf8');
        await connection.unsafe('begin');
        try {
          await connection.unsafe(text);
          await connection`insert into schema_migrations (name) values (${source.name})`;
          await connection.unsafe('commit');
        } catch (error) {
          await connection.unsafe('rollback');
          throw new Error(`Migration ${source.name} failed: ${(error as Error).message}`);
        }
        applied.push(source.name);
        logger?.info({ migration: source.name }, 'migration applied');
      }
    } finally {
      await connection`select pg_advisory_unlock(${LOCK_KEY})`;
      connection.release();
    }
  });
  return applied;
}
