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

/**
 * Records an attempt (counted as a failure until it succeeds) and prunes the account's failures that
 * have left the window (the others go with identity's hourly purge).
 */
export async function insertLoginFailure(sql: Sql, email: string, ip: string, windowMinutes: number): Promise<string> {
  const [row] = await sql<
    { id: string }[]
  >`insert into login_failures (email, ip) values (${email}, ${ip}) returning id`;
  const window = `${windowMinutes} minutes`;
  await sql`delete from login_failures where email = ${email} and failed_at <= now() - ${window}::interval`;
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

type FailuresBefore = { count: number; secondsSinceLatest: number };

/**
 * The failures of the account and of the address recorded before the attempt `attemptId`, in the
 * window, and how long ago the latest of each was (`Infinity` when none).
 */
export async function recentFailuresBefore(
  sql: Sql,
  attemptId: string,
  key: { email: string; ip: string | null },
  windowMinutes: number,
): Promise<{ account: FailuresBefore; ip: FailuresBefore }> {
  const window = `${windowMinutes} minutes`;
  const [row] = await sql<
    { accountCount: number; accountSince: number | null; ipCount: number; ipSince: number | null }[]
  >`
    select count(*) filter (where email = ${key.email})::int as account_count,
           extract(epoch from now() - max(failed_at) filter (where email = ${key.email}))::float8 as account_since,
           count(*) filter (where ip = ${key.ip})::int as ip_count,
           extract(epoch from now() - max(failed_at) filter (where ip = ${key.ip}))::float8 as ip_since
      from login_failures
     where id < ${attemptId} and failed_at > now() - ${window}::interval
       and (email = ${key.email} or (${key.ip}::text is not null and ip = ${key.ip}))`;
  return {
    account: { count: row?.accountCount ?? 0, secondsSinceLatest: row?.accountSince ?? Infinity },
    ip: { count: row?.ipCount ?? 0, secondsSinceLatest: row?.ipSince ?? Infinity },
  };
}
