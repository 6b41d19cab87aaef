import { connectDatabase, type Sql } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { createTestDatabase } from './database.js';

export type ServiceDatabase = { sql: Sql; url: string; close(): Promise<void> };

/**
 * A database of the test's own for `service`, with the kit's migrations and the service's folder
 * (none when `migrationsDir` is null) applied, and a small pool on it.
 */
export async function startServiceDatabase(
  service: string,
  migrationsDir: string | null,
  options: { max?: number } = {},
): Promise<ServiceDatabase> {
  const database = await createTestDatabase(service, undefined, { dir: migrationsDir });
  const sql = connectDatabase(database.url, { max: options.max ?? 5 });
  await migrate(sql, migrationsDir);
  return {
    sql,
    url: database.url,
    async close() {
      await sql.end({ timeout: 5 });
      await database.drop();
    },
  };
}
