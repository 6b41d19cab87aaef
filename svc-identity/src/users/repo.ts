import { uuidv7, type PlatformRole } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';
import type { UserRow } from '../auth/access.js';

type Db = Sql | Tx;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db<UserRow[]>`select * from users where lower(email) = lower(${email})`;
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db<UserRow[]>`select * from users where id = ${id}`;
  return user;
}

export async function insertUser(
  db: Db,
  user: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    platformRole?: PlatformRole | null;
    id?: string;
  },
): Promise<UserRow> {
  const [row] = await db<UserRow[]>`
    insert into users (id, email, password_hash, first_name, last_name, platform_role)
    values (${user.id ?? uuidv7()}, ${user.email.toLowerCase()}, ${user.passwordHash}, ${user.firstName}, ${user.lastName},
            ${user.platformRole ?? null})
    returning *`;
  if (!row) throw new Error('user not inserted');
  return row;
}

/** The user row, locked until the end of the transaction (serialises his own concurrent changes). */
export async function lockUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [user] = await tx<UserRow[]>`select * from users where id = ${id} for update`;
  return user;
}

/** What a user may change of himself (`PUT user`); the password hash only when it changes. */
export async function updateUserProfile(
  tx: Tx,
  id: string,
  profile: {
    firstName: string;
    lastName: string;
    phones: string[];
    pagesConfig: Record<string, unknown>;
    passwordHash: string;
  },
): Promise<UserRow> {
  const [user] = await tx<UserRow[]>`
    update users
       set first_name = ${profile.firstName},
           last_name = ${profile.lastName},
           phones = ${tx.json(profile.phones)},
           pages_config = ${tx.json(profile.pagesConfig as never)},
           password_hash = ${profile.passwordHash},
           updated_at = now()
     where id = ${id}
    returning *`;
  if (!user) throw new Error('user not updated');
  return user;
}

export async function setPasswordHash(tx: Tx, id: string, passwordHash: string): Promise<void> {
  await tx`update users set password_hash = ${passwordHash}, updated_at = now() where id = ${id}`;
}
