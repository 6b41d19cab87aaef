import { createHash, randomBytes } from 'node:crypto';
import type { Sql, Tx } from '@portal/service-kit';

/** How long a device stays known after its last login, how many wrong passwords its proof survives, how many a user keeps. */
export const KNOWN_DEVICE = { days: 90, wrongPasswords: 3, perUser: 20 } as const;

const proofHash = (proof: string) => createHash('sha256').update(proof).digest('hex');

/**
 * Takes one wrong-password slot of the device proof sent with a login for `email`, before the
 * password is checked: true when the proof is the account's, alive and not worn out (the attempt
 * then bypasses the throttle). A right password gives the slot back (`rememberDevice`).
 */
export async function claimKnownDevice(sql: Sql, email: string, proof: string): Promise<boolean> {
  const rows = await sql`
    update known_devices d set wrong_passwords = d.wrong_passwords + 1
      from users u
     where d.proof_hash = ${proofHash(proof)} and d.user_id = u.id and lower(u.email) = lower(${email})
       and d.expires_at > now() and d.wrong_passwords < ${KNOWN_DEVICE.wrongPasswords}
    returning d.proof_hash`;
  return rows.length === 1;
}

/**
 * After a successful login: the device's proof, renewed for 90 days (the one it sent, when it was
 * the user's), or a new one. The user's oldest devices beyond 20 and the expired ones are forgotten.
 */
export async function rememberDevice(tx: Tx, userId: string, sentProof: string | undefined): Promise<string> {
  if (sentProof) {
    const renewed = await tx`
      update known_devices set wrong_passwords = 0, last_used_at = now(),
             expires_at = now() + ${`${KNOWN_DEVICE.days} days`}::interval
       where proof_hash = ${proofHash(sentProof)} and user_id = ${userId} and expires_at > now()
      returning proof_hash`;
    if (renewed.length === 1) return sentProof;
  }
  const proof = randomBytes(32).toString('base64url');
  await tx`insert into known_devices (proof_hash, user_id, expires_at)
           values (${proofHash(proof)}, ${userId}, now() + ${`${KNOWN_DEVICE.days} days`}::interval)`;
  await tx`delete from known_devices
            where user_id = ${userId}
              and (expires_at <= now()
                   or proof_hash in (select proof_hash from known_devices where user_id = ${userId}
                                      order by last_used_at desc offset ${KNOWN_DEVICE.perUser}))`;
  return proof;
}

/** A password reset forgets every device of the user: whoever reset it starts afresh. */
export async function forgetDevices(db: Sql | Tx, userId: string): Promise<void> {
  await db`delete from known_devices where user_id = ${userId}`;
}
