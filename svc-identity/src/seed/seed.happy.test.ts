import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AgencyCreatedPayloadSchema,
  AgencySchema,
  CurrentUserSchema,
  DEFAULT_AGENT_RIGHTS,
  IdentityDashboardSchema,
} from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { call } from '@portal/service-kit/testing/call';
import { countRows, outboxEvents, tokenOf } from '../testing/agency-fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { claimsOf } from '../testing/session-requests.js';
import { DEMO_PASSWORD } from '@portal/service-kit/demo/agencies';
import { uuidV5 } from '@portal/service-kit/demo/ids';
import { DEMO_TRIAL_ENDED_DAYS_AGO, demoIds, seedDemo } from './demo.js';

const RUN_SCRIPT = fileURLToPath(new URL('./run.ts', import.meta.url));
const TABLES = ['agencies', 'users', 'memberships', 'outbox'] as const;

let h: IdentityHarness;
const snapshot = () => Promise.all(TABLES.map((table) => countRows(h.sql, table)));
const demoTokens = new Map<string, Promise<string>>();
/** Each demo account logs in once (scrypt is slow by design); later tests reuse its token. */
const demoToken = (email: string) => {
  if (!demoTokens.has(email)) demoTokens.set(email, tokenOf(h, { email, password: DEMO_PASSWORD }));
  return demoTokens.get(email) as Promise<string>;
};

beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => h?.close());

describe('the demo seed', () => {
  it('runs as a script against DATABASE_URL and loads the three agencies, announcing each once', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', RUN_SCRIPT], {
      env: { ...process.env, DATABASE_URL: h.databaseUrl, LOG_LEVEL: 'info' },
    });

    expect(stdout).toContain('demo data loaded');
    expect(await snapshot()).toEqual([3, 13, 11, 3]);
    const events = await outboxEvents(h.sql, { subject: 'identity.agency.created' });
    expect(events.map((event) => event.agencyId)).toEqual([
      demoIds.agency('vigie'),
      demoIds.agency('eclat'),
      demoIds.agency('horizon'),
    ]);
    expect(AgencyCreatedPayloadSchema.parse(events[0]?.payload)).toMatchObject({
      name: 'Vigie Sécurité',
      activity: 'security',
      currency: 'EUR',
      vatLabel: 'TVA',
      country: 'FR',
    });
    expect(events[1]?.payload).toMatchObject({ name: 'Éclat Propreté', activity: 'cleaning' });
    expect(events[2]?.payload).toMatchObject({ name: 'Horizon Gardiennage', activity: 'security' });
  });

  it('is idempotent: a second run creates nothing and announces nothing', async () => {
    const before = await snapshot();
    const report = await seedDemo(h.sql);
    expect(report).toEqual({ agenciesCreated: [], usersCreated: 0, membershipsCreated: 0 });
    expect(await snapshot()).toEqual(before);
    expect(await outboxEvents(h.sql, { subject: 'identity.agency.created' })).toHaveLength(3);
  });

  it('subscribes Vigie and Éclat for a year from the run and ends Horizon’s trial days before it, at every run', async () => {
    for (const now of [new Date('2026-01-10T08:00:00Z'), new Date('2026-09-01T17:30:00Z')]) {
      await seedDemo(h.sql, { now });
      const rows = await transaction(
        h.sql,
        { kind: 'platform' },
        (tx) => tx<{ id: string; trialEndsAt: Date | null; subscriptionValidUntil: Date | null }[]>`
          select id, trial_ends_at, subscription_valid_until from agencies`,
      );
      const nextYear = new Date(now);
      nextYear.setUTCFullYear(now.getUTCFullYear() + 1);
      const trialEnd = new Date(now.getTime() - DEMO_TRIAL_ENDED_DAYS_AGO * 86_400_000);
      expect(Object.fromEntries(rows.map(({ id, ...dates }) => [id, dates]))).toEqual({
        [demoIds.agency('vigie')]: { trialEndsAt: null, subscriptionValidUntil: nextYear },
        [demoIds.agency('eclat')]: { trialEndsAt: null, subscriptionValidUntil: nextYear },
        [demoIds.agency('horizon')]: { trialEndsAt: trialEnd, subscriptionValidUntil: null },
      });
    }
    // Back to today's dates for the accounts' tests below.
    await seedDemo(h.sql);
  });

  it('gives the same ids on every machine (UUID v5)', () => {
    // The RFC 9562 example: www.example.com in the DNS namespace.
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
    expect(demoIds.agency('vigie')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('the demo accounts', () => {
  it('log in with the demo password, each with its role', async () => {
    const vigie = demoIds.agency('vigie');
    const eclat = demoIds.agency('eclat');
    const expected = {
      'proprietaire@vigie-demo.fr': { role: 'owner', agency: vigie },
      'planificateur@vigie-demo.fr': { role: 'staff', agency: vigie },
      'comptable@vigie-demo.fr': { role: 'staff', agency: vigie },
      'agent@vigie-demo.fr': { role: 'agent', agency: vigie, plannable: true },
      'agent2@vigie-demo.fr': { role: 'agent', agency: vigie, plannable: true },
      'client@vigie-demo.fr': {
        role: 'customer',
        agency: vigie,
        customer: demoIds.customer('vigie', 'residence-les-oliviers'),
      },
      'proprietaire@eclat-demo.fr': { role: 'owner', agency: eclat },
      'planificateur@eclat-demo.fr': { role: 'staff', agency: eclat },
      'agent@eclat-demo.fr': { role: 'agent', agency: eclat },
      'client@eclat-demo.fr': { role: 'customer', agency: eclat },
      'proprietaire@horizon-demo.fr': { role: 'owner', agency: demoIds.agency('horizon') },
      'support@plateforme-demo.fr': { role: 'support', agency: null },
      'admin@plateforme-demo.fr': { role: 'super_admin', agency: null },
    };
    for (const [email, claims] of Object.entries(expected)) {
      expect(claimsOf(await demoToken(email)), email).toMatchObject({ email, ...claims });
    }
  });

  it('see a valid subscription in Vigie and Éclat, and a finished free trial in Horizon Gardiennage', async () => {
    const expected = {
      'proprietaire@vigie-demo.fr': { state: 'valid', accessGranted: true },
      'client@vigie-demo.fr': { state: 'valid', accessGranted: true },
      'proprietaire@eclat-demo.fr': { state: 'valid', accessGranted: true },
      'proprietaire@horizon-demo.fr': { state: 'free_trial_finished', validUntil: null, accessGranted: false },
    };
    for (const [email, subscription] of Object.entries(expected)) {
      const me = await call(h.app, 'GET', '/user', { token: await demoToken(email) });
      expect(CurrentUserSchema.parse(me.body).session.subscription, email).toMatchObject(subscription);
    }
    const horizon = demoIds.agency('horizon');
    const agency = await call(h.app, 'GET', `/agency/${horizon}`, {
      token: await demoToken('proprietaire@horizon-demo.fr'),
    });
    expect(AgencySchema.parse(agency.body)).toMatchObject({
      name: 'Horizon Gardiennage',
      activity: 'security',
      address: { city: 'Montpellier' },
      subscription: { state: 'free_trial_finished' },
    });
  });

  it("give Vigie's planner planning and services but not the create-site right, agents the default set", async () => {
    const planner = claimsOf(await demoToken('planificateur@vigie-demo.fr'));
    expect(planner['rights']).toEqual(
      expect.arrayContaining([
        'planning.list',
        'planning.edit',
        'services.delete',
        'sites.list',
        'agents.list',
        'dashboard.list',
      ]),
    );
    expect(planner['rights']).not.toContain('sites.create');
    expect(claimsOf(await demoToken('planificateur@eclat-demo.fr'))['rights']).toContain('sites.create');
    expect(claimsOf(await demoToken('agent@vigie-demo.fr'))['rights']).toEqual([...DEFAULT_AGENT_RIGHTS]);
  });

  it("let the customer read his company's dashboard and the owner the agency's", async () => {
    const vigie = demoIds.agency('vigie');
    const customerId = demoIds.customer('vigie', 'residence-les-oliviers');
    const customer = await call(h.app, 'GET', `/agency/${vigie}/customer/${customerId}/dashboard`, {
      token: await demoToken('client@vigie-demo.fr'),
    });
    expect(IdentityDashboardSchema.parse(customer.body)).toEqual({
      owners: 0,
      staff: 0,
      agents: 0,
      customers: 1,
      devices: 0,
    });
    const owner = await call(h.app, 'GET', `/agency/${vigie}/dashboard`, {
      token: await demoToken('proprietaire@vigie-demo.fr'),
    });
    expect(IdentityDashboardSchema.parse(owner.body)).toEqual({
      owners: 1,
      staff: 2,
      agents: 2,
      customers: 1,
      devices: 0,
    });
  });
});
