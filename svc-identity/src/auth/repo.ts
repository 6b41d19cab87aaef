import type { Sql, Tx } from '@portal/service-kit';

type Db = Sql | Tx;

// ---------------------------------------------------------------------------------------------
// Refresh tokens (one family per login; no row-level security on this table)
// ---------------------------------------------------------------------------------------------

export type RefreshTokenRow = {
  id: string;
  familyId: string;
  userId: string;
  agencyId: string | null;
  alteredByUserId: string | null;
  usedAt: Date | null;
  revokedAt: Date | null;
  expired: boolean;
};

/** Whose token this is, read without a lock to know the scope of the transaction that follows. */
export async function findRefreshTokenOwner(
  db: Db,
  tokenHash: string,
): Promise<{ userId: string; alteredByUserId: string | null } | undefined> {
  const [row] = await db<{ userId: string; alteredByUserId: string | null }[]>`
    select user_id, altered_by_user_id from refresh_tokens where token_hash = ${tokenHash}`;
  return row;
}

/** The token row, locked until the end of the transaction: a concurrent refresh of it waits. */
export async function lockRefreshToken(tx: Tx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await tx<RefreshTokenRow[]>`
    select id, family_id, user_id, agency_id, altered_by_user_id, used_at, revoked_at, (expires_at <= now()) as expired
      from refresh_tokens
     where token_hash = ${tokenHash}
       for update`;
  return row;
}

export async function markRefreshTokenUsed(tx: Tx, id: string): Promise<void> {
  await tx`update refresh_tokens set used_at = now() where id = ${id}`;
}

/** Ends a session: every token of the family is revoked. */
export async function revokeFamily(db: Db, familyId: string): Promise<number> {
  const rows =
    await db`update refresh_tokens set revoked_at = now() where family_id = ${familyId} and revoked_at is null`;
  return rows.count;
}

/** Ends every session of a user, but the one named by `exceptFamilyId` when given. */
export async function revokeUserFamilies(
  db: Db,
  userId: string,
  exceptFamilyId: string | null = null,
): Promise<number> {
  const rows = exceptFamilyId
    ? await db`update refresh_tokens set revoked_at = now()
                where user_id = ${userId} and revoked_at is null and family_id <> ${exceptFamilyId}`
    : await db`update refresh_tokens set revoked_at = now() where user_id = ${userId} and revoked_at is null`;
  return rows.count;
}

export async function isAgencyActive(tx: Tx, agencyId: string): Promise<boolean> {
  const [row] = await tx<{ status: number }[]>`select status from agencies where id = ${agencyId}`;
  return row?.status === 100;
}

// ---------------------------------------------------------------------------------------------
// Login failures (sliding window per account and per IP)
// ---------------------------------------------------------------------------------------------

/** Records an attempt (counted as a failure until it succeeds) and prunes what has left the window. */
export async function insertLoginFailure(sql: Sql, email: string, ip: string, windowMinutes: number): Promise<string> {
  const [row] = await sql<
    { id: string }[]
  >`insert into login_failures (email, ip) values (${email}, ${ip}) returning id`;
  const window = `${windowMinutes} minutes`;
  await sql`delete from login_failures where email = ${email} and failed_at <= now() - ${window}::interval`;
  // Oldest rows first (ids grow with time): a bounded sweep of rows nobody will count again.
  await sql`delete from login_failures
             where id in (select id from login_failures order by id limit 100)
               and failed_at <= now() - interval '1 day'`;
  if (!row) throw new Error('login failure not recorded');
  return row.id;
}

export async function deleteLoginFailure(sql: Sql, id: string): Promise<void> {
  await sql`delete from login_failures where id = ${id}`;
}

/** A successful login (or a password reset) clears the account's failures. */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db`delete from login_failures where email = ${email}`;
}

export async function countRecentLoginFailures(
  sql: Sql,
  key: { email: string; ip: string | null },
  windowMinutes: number,
): Promise<{ account: number; ip: number }> {
  const window = `${windowMinutes} minutes`;
  const [row] = await sql<{ account: number; ip: number }[]>`
    select (select count(*)::int from login_failures
             where email = ${key.email} and failed_at > now() - ${window}::interval) as account,
           (select count(*)::int from login_failures
             where ${key.ip}::text is not null and ip = ${key.ip} and failed_at > now() - ${window}::interval) as ip`;
  return row ?? { account: 0, ip: 0 };
}

/**
 * Seconds until fewer than `limit` failures remain in the window: when the `limit`-th most recent
 * failure leaves it. Zero when the key is not over its limit.
 */
export async function secondsUntilBelowLimit(
  sql: Sql,
  key: { column: 'email' | 'ip'; value: string },
  limit: number,
  windowMinutes: number,
): Promise<number> {
  const window = `${windowMinutes} minutes`;
  const [row] = await sql<{ seconds: number }[]>`
    select extract(epoch from (failed_at + ${window}::interval - now()))::float8 as seconds
      from login_failures
     where ${sql(key.column)} = ${key.value} and failed_at > now() - ${window}::interval
     order by failed_at desc
     offset ${limit - 1} limit 1`;
  return row ? Math.max(0, row.seconds) : 0;
}
