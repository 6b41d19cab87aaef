import type { PlatformRole } from '@portal/contracts';
import type { Tx } from '@portal/service-kit';

/** Inserts the user unless one with this id or e-mail exists; the id of whichever holds the e-mail. */
export async function ensureUser(
  tx: Tx,
  user: {
    id: string;
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    platformRole: PlatformRole | null;
  },
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await tx<{ id: string }[]>`
    insert into users (id, email, password_hash, first_name, last_name, platform_role)
    values (${user.id}, ${user.email.toLowerCase()}, ${user.passwordHash}, ${user.firstName}, ${user.lastName},
            ${user.platformRole})
    on conflict do nothing
    returning id`;
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await tx<{ id: string }[]>`select id from users where lower(email) = lower(${user.email})`;
  if (!existing)
    throw new Error(`demo user ${user.email} neither inserted nor found (its id is taken by another e-mail)`);
  return { id: existing.id, created: false };
}

export async function findAgencyIdByName(tx: Tx, name: string): Promise<string | undefined> {
  const [row] = await tx<{ id: string }[]>`select id from agencies where lower(name) = lower(${name})`;
  return row?.id;
}
