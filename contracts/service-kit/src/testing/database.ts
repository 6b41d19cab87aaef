import postgres from 'postgres';
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { connectDatabase } from '../db/connect.js';
import { migrate, migrationFiles } from '../db/migrate.js';

/** Admin connection to the PostgreSQL server tests run against (a superuser, trust auth by default). */
export function adminUrl(): string {
  return process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/**
 * Makes a role (no superuser, so row-level security applies) and a database owned by it. Used by the
 * start command for each service and by tests for a database of their own.
 */
export async function provisionDatabase(
  admin: string,
  role: string,
  database: string,
  template?: string,
): Promise<string> {
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
    if (!existingDb) {
      await sql.unsafe(`create database "${database}" owner "${role}"${template ? ` template "${template}"` : ''}`);
    }
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

/** The digest of the migrations' names and contents: a template is made once per digest. */
async function migrationsDigest(migrationsDir: string | null): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await migrationFiles(migrationsDir)) {
    hash
      .update(path.basename(file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Renames a database once the sessions just closed on it have left (their backends end a moment later). */
async function renameWhenLeft(sql: postgres.Sql, from: string, to: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await sql.unsafe(`alter database "${from}" rename to "${to}"`);
      return;
    } catch (error) {
      // 55006 object_in_use: a backend of the migration has not ended yet.
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * The template database holding `migrationsDir`'s migrations (and the kit's), applied once per
 * content on this server and then copied by each test file (`create database … template`), instead
 * of each file applying them again: about a second saved per database. Made under an advisory lock
 * (test files start side by side), migrated under another name, renamed when complete: a template
 * is never copied half made, and nothing stays connected to it. A migration changed gives another
 * digest, so another template.
 */
async function migratedTemplate(admin: string, role: string, service: string, migrationsDir: string | null) {
  const template = `template_${service}_${await migrationsDigest(migrationsDir)}`;
  const sql = postgres(admin, { max: 1, onnotice: () => undefined });
  try {
    await sql`select pg_advisory_lock(hashtext(${template}))`;
    const [existing] = await sql`select 1 from pg_database where datname = ${template}`;
    if (!existing) {
      const building = `${template}_building`;
      await sql.unsafe(`drop database if exists "${building}" with (force)`);
      const url = await provisionDatabase(admin, role, building);
      const db = connectDatabase(url, { max: 1 });
      try {
        await migrate(db, migrationsDir);
      } finally {
        await db.end({ timeout: 5 });
      }
      await renameWhenLeft(sql, building, template);
    }
  } finally {
    await sql`select pg_advisory_unlock(hashtext(${template}))`.catch(() => undefined);
    await sql.end();
  }
  return template;
}

/**
 * A fresh database for one test file, owned by a non-superuser role of the service (on `admin`'s
 * server). Given `migrations` (the service's folder, or null for the kit's alone), it is a copy of a
 * template where they are already applied.
 */
export async function createTestDatabase(
  service: string,
  admin: string = adminUrl(),
  migrations?: { dir: string | null },
): Promise<{ url: string; drop: () => Promise<void> }> {
  const role = `portal_test_${service}`;
  const name = `test_${service}_${randomBytes(5).toString('hex')}`;
  const template = migrations ? await migratedTemplate(admin, role, service, migrations.dir) : undefined;
  const url = await provisionDatabase(admin, role, name, template);
  return { url, drop: () => dropDatabase(admin, name) };
}
