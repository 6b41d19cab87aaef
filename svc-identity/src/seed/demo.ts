import { DEFAULT_AGENT_RIGHTS, DEFAULT_CUSTOMER_RIGHTS, withDependencies, type Right } from '@portal/contracts';
import { transaction, type Sql, type Tx } from '@portal/service-kit';
import { insertAgencyWithOwner } from '../agencies/create-agency.js';
import {
  insertMembership,
  setSubscriptionDates,
  type NewMembership,
  type SubscriptionDates,
} from '../agencies/repo.js';
import { hashPassword } from '../auth/password.js';
import {
  DEMO_AGENCIES,
  DEMO_PASSWORD,
  DEMO_PLATFORM_USERS,
  type DemoAgency,
  type DemoMember,
  type DemoSubscription,
} from '@portal/service-kit/demo/agencies';
import { demoIds } from '@portal/service-kit/demo/ids';
export { demoIds };
import { ensureUser, findAgencyIdByName } from './repo.js';

/** What one run wrote: the agencies (each with its owner) and the other accounts and memberships. */
export type SeedReport = { agenciesCreated: string[]; usersCreated: number; membershipsCreated: number };

const rightsMap = (rights: Iterable<Right>): Record<string, boolean> =>
  Object.fromEntries(withDependencies(rights).map((right) => [right, true]));

function membershipOf(agencyKey: string, agencyId: string, userId: string, member: DemoMember): NewMembership {
  const base = { id: demoIds.membership(agencyKey, member.email), agencyId, userId };
  switch (member.profile) {
    case 'staff':
      return { ...base, kind: 'staff', plannable: false, hasAgentInfo: true, rights: rightsMap(member.rights) };
    case 'agent':
      return { ...base, kind: 'staff', plannable: true, hasAgentInfo: true, rights: rightsMap(DEFAULT_AGENT_RIGHTS) };
    case 'customer':
      return {
        ...base,
        kind: 'customer',
        customerId: demoIds.customer(agencyKey, member.customer.key),
        customerName: member.customer.name,
        plannable: false,
        hasAgentInfo: false,
        rights: rightsMap(DEFAULT_CUSTOMER_RIGHTS),
        invoiceRecipient: member.invoiceRecipient,
      };
  }
}

/** How many days before the run a finished demo trial ended. */
export const DEMO_TRIAL_ENDED_DAYS_AGO = 3;

/** The subscription dates of a demo agency, relative to the run: a year paid ahead, or a trial just ended. */
export function demoSubscriptionDates(subscription: DemoSubscription, now: Date): SubscriptionDates {
  if (subscription === 'valid') {
    const validUntil = new Date(now);
    validUntil.setUTCFullYear(validUntil.getUTCFullYear() + 1);
    return { trialEndsAt: null, subscriptionValidUntil: validUntil };
  }
  return {
    trialEndsAt: new Date(now.getTime() - DEMO_TRIAL_ENDED_DAYS_AGO * 86_400_000),
    subscriptionValidUntil: null,
  };
}

async function seedAgency(
  tx: Tx,
  demo: DemoAgency,
  passwordHash: string,
  now: Date,
  report: SeedReport,
): Promise<void> {
  // The same use case as POST /admin/agencies: agency, owner, membership and identity.agency.created.
  const created = await insertAgencyWithOwner(tx, demo.agency, {
    actor: null,
    agencyId: demoIds.agency(demo.key),
    ownerId: demoIds.user(demo.agency.owner.email),
    ownerPasswordHash: passwordHash,
    ...(demo.limits ? { limits: demo.limits } : {}),
  });
  if (created) report.agenciesCreated.push(created.name);
  const agencyId = created?.id ?? (await findAgencyIdByName(tx, demo.agency.name));
  if (!agencyId) throw new Error(`demo agency ${demo.agency.name} neither created nor found`);
  // Set again on every run, so that "valid for a year" and "trial just ended" stay true.
  await setSubscriptionDates(tx, agencyId, demoSubscriptionDates(demo.subscription, now));

  for (const member of demo.members) {
    const user = await ensureUser(tx, {
      id: demoIds.user(member.email),
      email: member.email,
      passwordHash,
      firstName: member.firstName,
      lastName: member.lastName,
      platformRole: null,
    });
    if (user.created) report.usersCreated += 1;
    if (await insertMembership(tx, membershipOf(demo.key, agencyId, user.id, member))) report.membershipsCreated += 1;
  }
}

/**
 * The demo data of `npm start`: three agencies with their owner (two of them subscribed, with staff,
 * agents and customer users; the third at the end of its free trial), and the platform's support and
 * super admin, all with the password `Demo2026!`. Idempotent: fixed ids and `on conflict do nothing`,
 * so a second run creates nothing and announces nothing, and only sets the subscription dates again
 * relative to `now`; an agency is announced (identity.agency.created) only when this run inserted it.
 * One transaction.
 */
export async function seedDemo(sql: Sql, options: { passwordHash?: string; now?: Date } = {}): Promise<SeedReport> {
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const now = options.now ?? new Date();
  const report: SeedReport = { agenciesCreated: [], usersCreated: 0, membershipsCreated: 0 };
  await transaction(sql, { kind: 'platform' }, async (tx) => {
    for (const person of DEMO_PLATFORM_USERS) {
      const user = await ensureUser(tx, { id: demoIds.user(person.email), passwordHash, ...person });
      if (user.created) report.usersCreated += 1;
    }
    for (const demo of DEMO_AGENCIES) await seedAgency(tx, demo, passwordHash, now, report);
  });
  return report;
}
