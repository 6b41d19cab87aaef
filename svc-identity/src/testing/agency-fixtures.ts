import {
  CreateAgencySchema,
  DEFAULT_AGENT_RIGHTS,
  DEFAULT_CUSTOMER_RIGHTS,
  TokenResponseSchema,
  type Agency,
  type AgencyActivity,
  type CreateAgency,
  type EventEnvelope,
  type LicenceLimits,
  type PlatformRole,
} from '@portal/contracts';
import { transaction, type Sql } from '@portal/service-kit';
import { call } from '@portal/service-kit/testing/call';
import { createAgency } from '../agencies/create-agency.js';
import { startFreeTrial } from '../agencies/start-free-trial.js';
import { createFixtureUser, createMember, uniqueSuffix, type FixtureAccount, type FixtureMember } from './fixtures.js';
import type { IdentityHarness } from './harness.js';
import { logIn, testIp } from './session-requests.js';

/**
 * Fixtures of the agency and support features: agencies made by the real use case (the one behind
 * POST /admin/agencies), their members, platform accounts, real tokens (POST /login_check and the
 * alter route) and the outbox as the relay would read it. Names and e-mails are unique per call.
 */

/** A valid `POST /admin/agencies` body with a unique name and e-mails. */
export function agencyInput(overrides: Partial<Record<keyof CreateAgency, unknown>> = {}): CreateAgency {
  const suffix = uniqueSuffix();
  return CreateAgencySchema.parse({
    name: `Agence ${suffix}`,
    activity: 'security',
    email: `contact.${suffix}@agence.test`,
    owner: { email: `gerant.${suffix}@agence.test`, firstName: 'Paul', lastName: 'Gérant' },
    ...overrides,
  });
}

export type TestAgency = { agency: Agency; owner: FixtureAccount };

/**
 * An agency created by the use case, its owner an account whose password the fixtures know; its free
 * trial started by its owner (as free-trial does) unless `trial: false`.
 */
export async function createTestAgency(
  sql: Sql,
  options: { name?: string; activity?: AgencyActivity; city?: string; trial?: boolean } = {},
): Promise<TestAgency> {
  const owner = await createFixtureUser(sql, { firstName: 'Paul', lastName: 'Gérant' });
  const input = agencyInput({
    ...(options.name && { name: options.name }),
    ...(options.activity && { activity: options.activity }),
    ...(options.city && { address: { city: options.city } }),
    owner: { email: owner.email, firstName: 'Paul', lastName: 'Gérant' },
  });
  const created = await createAgency(sql, input, { actor: null });
  if (options.trial === false) return { agency: created, owner };
  const scope = { kind: 'tenant', agencyId: created.id, userId: owner.userId } as const;
  const subscription = await startFreeTrial(sql, created.id, { scope, audit: null, actor: null });
  return { agency: { ...created, subscription }, owner };
}

/** A plannable collaborator with the default agent rights. */
export const createAgent = (sql: Sql, agencyId: string) =>
  createMember(sql, agencyId, { plannable: true, rights: DEFAULT_AGENT_RIGHTS });

/** A customer user of a customer company of the agency (a new company unless its id is given). */
export const createCustomerUser = (sql: Sql, agencyId: string, customerId?: string): Promise<FixtureMember> =>
  createMember(sql, agencyId, { kind: 'customer', rights: DEFAULT_CUSTOMER_RIGHTS, customer: { id: customerId } });

export const createPlatformAccount = (sql: Sql, role: PlatformRole) =>
  createFixtureUser(sql, {
    platformRole: role,
    firstName: 'Camille',
    lastName: role === 'support' ? 'Support' : 'Admin',
  });

/** An access token through the real `POST /login_check` (a fresh client IP, so no throttling). */
export async function tokenOf(h: IdentityHarness, account: { email: string; password: string }, agencyId?: string) {
  const tokens = await logIn(h.app, account, { ip: testIp(), ...(agencyId && { agencyId }) });
  return tokens.token;
}

/** The tokens support gets from `POST /admin/agencies/{id}/alter`. */
export async function alterInto(h: IdentityHarness, supportToken: string, agencyId: string) {
  const result = await call(h.app, 'POST', `/admin/agencies/${agencyId}/alter`, { token: supportToken });
  if (result.status !== 200) throw new Error(`alter answered ${result.status}: ${JSON.stringify(result.body)}`);
  return TokenResponseSchema.parse(result.body);
}

/** The events written to the outbox, oldest first; optionally one subject, or one agency's. */
export async function outboxEvents(
  sql: Sql,
  filter: { subject?: string; agencyId?: string } = {},
): Promise<EventEnvelope<Record<string, unknown>>[]> {
  const rows = await sql<{ envelope: string }[]>`
    select envelope::text as envelope from outbox
     where (${filter.subject ?? null}::text is null or subject = ${filter.subject ?? null})
       and (${filter.agencyId ?? null}::uuid is null or envelope->>'agencyId' = ${filter.agencyId ?? null})
     order by created_at, id`;
  return rows.map((row) => JSON.parse(row.envelope) as EventEnvelope<Record<string, unknown>>);
}

/** How many rows a table holds, read in platform scope (row-level security hides everything otherwise). */
export async function countRows(sql: Sql, table: 'agencies' | 'users' | 'memberships' | 'outbox' | 'audit_log') {
  return transaction(sql, { kind: 'platform' }, async (tx) => {
    const [row] = await tx<{ count: number }[]>`select count(*)::int as count from ${tx(table)}`;
    return row?.count ?? 0;
  });
}

/** Sets an agency's licence limits directly (the route is tested on its own). */
export async function setLimits(sql: Sql, agencyId: string, limits: LicenceLimits): Promise<void> {
  await transaction(
    sql,
    { kind: 'platform' },
    (tx) => tx`
    update agencies set agents_limit = ${limits.agentsLimit}, accounts_limit = ${limits.accountsLimit},
                        free_accounts = ${limits.freeAccounts}
     where id = ${agencyId}`,
  );
}

/** `days` days from now (negative: ago). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

/** Sets the end of an agency's free trial and of its paid period directly (null: never had one). */
export async function setSubscription(
  sql: Sql,
  agencyId: string,
  dates: { trialEndsAt: Date | null; validUntil: Date | null },
): Promise<void> {
  await transaction(
    sql,
    { kind: 'platform' },
    (tx) => tx`
    update agencies set trial_ends_at = ${dates.trialEndsAt}, subscription_valid_until = ${dates.validUntil}
     where id = ${agencyId}`,
  );
}
