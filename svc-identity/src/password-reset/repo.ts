import type { Sql, Tx } from '@portal/service-kit';

type Db = Sql | Tx;

export type PasswordResetRow = { tokenHash: string; userId: string; usable: boolean };

export async function insertPasswordReset(
  tx: Tx,
  reset: { tokenHash: string; userId: string; ttlMinutes: number },
): Promise<void> {
  await tx`insert into password_resets (token_hash, user_id, expires_at)
           values (${reset.tokenHash}, ${reset.userId}, now() + ${`${reset.ttlMinutes} minutes`}::interval)`;
}

/** Reset links requested by a user in the last `minutes` (used, expired or not). */
export async function countResetsSince(tx: Tx, userId: string, minutes: number): Promise<number> {
  const [row] = await tx<{ count: number }[]>`
    select count(*)::int as count from password_resets
     where user_id = ${userId} and created_at > now() - ${`${minutes} minutes`}::interval`;
  return row?.count ?? 0;
}

/** Invalidates the user's links not used yet (a new link replaces them; a reset ends them all). */
export async function expirePendingResets(tx: Tx, userId: string): Promise<void> {
  await tx`update password_resets set expires_at = now()
            where user_id = ${userId} and used_at is null and expires_at > now()`;
}

export async function findReset(
  db: Db,
  tokenHash: string,
  options: { lock: boolean },
): Promise<PasswordResetRow | undefined> {
  const [row] = options.lock
    ? await db<PasswordResetRow[]>`
        select token_hash, user_id, (used_at is null and expires_at > now()) as usable
          from password_resets where token_hash = ${tokenHash} for update`
    : await db<PasswordResetRow[]>`
        select token_hash, user_id, (used_at is null and expires_at > now()) as usable
          from password_resets where token_hash = ${tokenHash}`;
  return row;
}

export async function markResetUsed(tx: Tx, tokenHash: string): Promise<void> {
  await tx`update password_resets set used_at = now() where token_hash = ${tokenHash}`;
}
