import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { provisionDatabase } from '@portal/service-kit/testing/database';

export const SERVICE_NAMES = ['identity', 'operations', 'billing'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/**
 * Gives each service its own database owned by its own non-superuser role (`portal_<service>`), so
 * that row-level security applies to it. Idempotent. When the admin URL carries a password (a server
 * that checks passwords), each role gets a fresh random password, put in the URL it is handed.
 */
export async function provisionServiceDatabases(adminUrl: string): Promise<Record<ServiceName, string>> {
  const urls = {} as Record<ServiceName, string>;
  for (const service of SERVICE_NAMES) {
    const name = `portal_${service}`;
    try {
      urls[service] = await provisionDatabase(adminUrl, name, name);
      if (new URL(adminUrl).password !== '') urls[service] = await setRandomPassword(adminUrl, name, urls[service]);
    } catch (error) {
      throw new Error(
        `Could not create the role and database '${name}' (${(error as Error).message}). ` +
          'DATABASE_URL must be an admin URL: a role allowed to create roles and databases.',
      );
    }
  }
  return urls;
}

async function setRandomPassword(adminUrl: string, role: string, roleUrl: string): Promise<string> {
  const password = randomBytes(18).toString('hex');
  const sql = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    await sql.unsafe(`alter role "${role}" password '${password}'`);
  } finally {
    await sql.end();
  }
  const url = new URL(roleUrl);
  url.password = password;
  return url.toString();
}
