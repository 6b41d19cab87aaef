import postgres from 'postgres';

/**
 * A superuser connection to a service's database (row-level security does not apply): what the
 * battery reads every agency's rows with, to take the ids it replays and to prove nothing changed.
 */
export function superuserSql(serviceDatabaseUrl: string, adminUrl: string) {
  const url = new URL(adminUrl);
  url.pathname = new URL(serviceDatabaseUrl).pathname;
  return postgres(url.toString(), { max: 2, onnotice: () => undefined });
}
export type SuperuserSql = ReturnType<typeof superuserSql>;
