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
  user: { email: string; passwordHash: string; firstName: string; lastName: string; platformRole?: PlatformRole | null; id?: string },
): Promise<UserRow> {
  const [row] = await db<UserRow[]>`
    insert into users (id, email, password_hash, first_name, last_name, platform_role)
    values (${user.id ?? uuidv7()}, ${user.email.toLowerCase()}, ${user.passwordHash}, ${user.firstName}, ${user.lastName},
            ${user.platformRole ?? null})
    returning *`;
  if (!row) throw new Error('user not inserted');
  return row;
}
