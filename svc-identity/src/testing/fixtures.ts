import { randomBytes } from 'node:crypto';
import { uuidv7, type AgencyActivity, type PlatformRole, type Right } from '@portal/contracts';
import { transaction, type Sql, type Tx } from '@portal/service-kit';
import { hashPassword } from '../auth/password.js';

/**
 * Test fixtures of the session features: users, agencies and memberships written with plain SQL in
 * a platform-scoped transaction (the way support writes), each with unique names and e-mails so
 * that tests of one file never see each other's rows.
 */

/** The password of every fixture account (meets the rules of spec 00 §5). */
export const FIXTURE_PASSWORD = 'Fixture-Pass1';

let fixtureHash: Promise<string> | undefined;
/** scrypt costs ~100 ms: the fixture password is hashed once per test file. */
function fixturePasswordHash(): Promise<string> {
  fixtureHash ??= hashPassword(FIXTURE_PASSWORD);
  return fixtureHash;
}

export const uniqueSuffix = () => randomBytes(4).toString('hex');
export const uniqueEmail = (label = 'user') => `${label}.${uniqueSuffix()}@example.test`;

export type FixtureAccount = { userId: string; email: string; password: string };

type UserInput = {
  email?: string;
  firstName?: string;
  lastName?: string;
  platformRole?: PlatformRole | null;
  status?: 100 | 200 | 300;
};

async function insertFixtureUser(tx: Tx, input: UserInput): Promise<FixtureAccount> {
  const id = uuidv7();
  const email = (input.email ?? uniqueEmail()).toLowerCase();
  await tx`insert into users (id, email, password_hash, first_name, last_name, platform_role, status)
           values (${id}, ${email}, ${await fixturePasswordHash()}, ${input.firstName ?? 'Jeanne'},
                   ${input.lastName ?? 'Martin'}, ${input.platformRole ?? null}, ${input.status ?? 100})`;
  return { userId: id, email, password: FIXTURE_PASSWORD };
}

/** A user without any membership (a platform account when `platformRole` is given). */
export async function createFixtureUser(sql: Sql, input: UserInput = {}): Promise<FixtureAccount> {
  return transaction(sql, { kind: 'platform' }, (tx) => insertFixtureUser(tx, input));
}

export type AgencyWithOwner = { agencyId: string; agencyName: string; owner: FixtureAccount };

/** An active agency managed by a new owner (who holds a staff membership in it). */
export async function createAgencyWithOwner(
  sql: Sql,
  input: { name?: string; activity?: AgencyActivity; status?: 100 | 200 | 300; owner?: UserInput } = {},
): Promise<AgencyWithOwner> {
  return transaction(sql, { kind: 'platform' }, async (tx) => {
    const owner = await insertFixtureUser(tx, { firstName: 'Paul', lastName: 'Gérant', ...input.owner });
    const agencyId = uuidv7();
    const agencyName = input.name ?? `Agence ${uniqueSuffix()}`;
    // A new agency's free trial, as the service starts one.
    await tx`insert into agencies (id, name, activity, email, manager_user_id, status, trial_ends_at)
             values (${agencyId}, ${agencyName}, ${input.activity ?? 'security'}, ${`contact.${uniqueSuffix()}@agence.test`},
                     ${owner.userId}, ${input.status ?? 100}, now() + interval '14 days')`;
    await tx`insert into memberships (id, agency_id, user_id, kind, plannable, has_agent_info)
             values (${uuidv7()}, ${agencyId}, ${owner.userId}, 'staff', false, false)`;
    return { agencyId, agencyName, owner };
  });
}

export type MemberInput = UserInput & {
  /** staff (default) or customer; a customer membership needs a customer company. */
  kind?: 'staff' | 'customer';
  plannable?: boolean;
  rights?: readonly Right[];
  customer?: { id?: string; name?: string };
  invoiceRecipient?: boolean;
  membershipStatus?: 100 | 200 | 300;
  /** An existing user to add to the agency instead of a new one. */
  userId?: string;
};

export type FixtureMember = FixtureAccount & { membershipId: string; customerId: string | null };

/** A member of an agency: a collaborator (plannable = agent, else staff) or a customer user. */
export async function createMember(sql: Sql, agencyId: string, input: MemberInput = {}): Promise<FixtureMember> {
  return transaction(sql, { kind: 'platform' }, async (tx) => {
    const account: FixtureAccount = input.userId
      ? await existingAccount(tx, input.userId)
      : await insertFixtureUser(tx, input);
    const kind = input.kind ?? 'staff';
    const customerId = kind === 'customer' ? (input.customer?.id ?? uuidv7()) : null;
    const membershipId = uuidv7();
    const rights = Object.fromEntries((input.rights ?? []).map((right) => [right, true]));
    await tx`insert into memberships (id, agency_id, user_id, kind, customer_id, customer_name, plannable, has_agent_info,
                                      rights, invoice_recipient, status)
             values (${membershipId}, ${agencyId}, ${account.userId}, ${kind}, ${customerId},
                     ${customerId ? (input.customer?.name ?? `Client ${uniqueSuffix()}`) : null},
                     ${kind === 'staff' && (input.plannable ?? false)}, ${kind === 'staff'}, ${tx.json(rights)},
                     ${input.invoiceRecipient ?? false}, ${input.membershipStatus ?? 100})`;
    return { ...account, membershipId, customerId };
  });
}

async function existingAccount(tx: Tx, userId: string): Promise<FixtureAccount> {
  const [row] = await tx<{ email: string }[]>`select email from users where id = ${userId}`;
  if (!row) throw new Error(`fixture: no user ${userId}`);
  return { userId, email: row.email, password: FIXTURE_PASSWORD };
}
