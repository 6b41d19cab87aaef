import postgres from 'postgres';
import { randomBytes } from 'node:crypto';

/** Admin connection to the PostgreSQL server tests run against (a superuser, trust auth by default). */
export function adminUrl(): string {
  return process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/**
 * Makes a role (no superuser, so row-level security applies) and a database owned by it. Used by the
 * start command for each service and by tests for a database of their own.
 */
export async function provisionDatabase(admin: string, role: string, database: string): Promise<string> {
  const sql = postgres(admin, { max: 1, onnotice: () => undefined });
  try {
    const [existingRole] = await sql`select 1 from pg_roles where rolname = ${role}`;
    if (!existingRole) {
      // Test files start in parallel: another one may create the role between the check and here.
      await sql.unsafe(`create role "${role}" login nosuperuser nobypassrls`).catch((error: { code?: string }) => {
        if (error.code !== '42710' && error.code !== '23505') throw error;
      });
    }
    const [existingDb] = await sql`select 1 from pg_database where datname = ${database}`;
    if (!existingDb) await sql.unsafe(`create database "${database}" owner "${role}"`);
  } finally {
    await sql.end();
  }
  const url = new URL(admin);
  url.username = role;
  url.password = '';
  url.pathname = `/${database}`;
  return url.toString();
}

export async function dropDatabase(admin: string, database: string): Promise<void> {
  const sql = postgres(admin, { max: 1, onnotice: () => undefined });
  try {
    await sql.unsafe(`drop database if exists "${database}" with (force)`);
  } finally {
    await sql.end();
  }
}

/** A fresh database for one test file, owned by a non-superuser role of the service (on `admin`'s server). */
export async function createTestDatabase(
  service: string,
  admin: string = adminUrl(),
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${service}_${randomBytes(5).toString('hex')}`;
  const url = await provisionDatabase(admin, `portal_test_${service}`, name);
  return { url, drop: () => dropDatabase(admin, name) };
}
