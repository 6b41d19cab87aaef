import { EmailSchema, uuidv7 } from '@portal/contracts';
import type { Tx } from '@portal/service-kit';
import { passwordChosen, unsetPasswordHash } from './unset-password.js';

/** A person another service announces: a collaborator or a customer contact with portal access. */
export type AnnouncedPerson = { id: string; email: string; firstName: string; lastName: string };

/**
 * The login account of an announced person. `invitable`: the account is active and its owner has
 * not chosen a password yet, so a new membership sends him an invitation with a password link.
 */
export type Account = { userId: string; created: boolean; invitable: boolean };

type ExistingUser = { id: string; status: number; passwordHash: string };

const accountOf = (user: ExistingUser): Account => ({
  userId: user.id,
  created: false,
  invitable: user.status === 100 && !passwordChosen(user.passwordHash),
});

async function insertUser(tx: Tx, id: string, email: string, person: AnnouncedPerson): Promise<boolean> {
  const rows = await tx`
    insert into users (id, email, password_hash, first_name, last_name)
    values (${id}, ${email}, ${unsetPasswordHash()}, ${person.firstName.trim()}, ${person.lastName.trim()})
    on conflict do nothing
    returning id`;
  return rows.length > 0;
}

async function userByEmail(tx: Tx, email: string): Promise<ExistingUser | undefined> {
  const [row] = await tx<ExistingUser[]>`
    select id, status, password_hash from users where lower(email) = lower(${email})`;
  return row;
}

/** The account that holds this e-mail (any case), if there is one. */
export async function accountByEmail(tx: Tx, email: string): Promise<Account | undefined> {
  const user = await userByEmail(tx, email);
  return user && accountOf(user);
}

/** The e-mail as a login (trimmed, lower case), or null when it is not a valid address. */
export function loginEmail(email: string): string | null {
  const parsed = EmailSchema.safeParse(email);
  return parsed.success ? parsed.data : null;
}

/**
 * The user holding the person's e-mail (any case), or a new one with the person's id (a new id if
 * that one is taken), his names and a password nobody knows. A concurrent insert of the same e-mail
 * waits on the unique index and then finds the other's row.
 */
export async function ensureAccount(tx: Tx, person: AnnouncedPerson, email: string): Promise<Account> {
  const existing = await userByEmail(tx, email);
  if (existing) return accountOf(existing);
  for (const id of [person.id, uuidv7()]) {
    if (await insertUser(tx, id, email, person)) return { userId: id, created: true, invitable: true };
    const raced = await userByEmail(tx, email);
    if (raced) return accountOf(raced);
  }
  throw new Error(`no account made for ${email}`);
}
