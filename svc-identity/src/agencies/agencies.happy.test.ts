import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AgencyProfilePayloadSchema,
  AgencySchema,
  AuditListSchema,
  IdentityDashboardSchema,
  LicenceUsageSchema,
  uuidv7,
} from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { call } from '@portal/service-kit/testing/call';
import {
  alterInto,
  createAgent,
  createCustomerUser,
  createPlatformAccount,
  createTestAgency,
  daysFromNow,
  outboxEvents,
  setLimits,
  setSubscription,
  tokenOf,
  type TestAgency,
} from '../testing/agency-fixtures.js';
import { createMember, type FixtureAccount } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';

let h: IdentityHarness;
let support: FixtureAccount;
let supportToken: string;

beforeAll(async () => {
  h = await startIdentityHarness();
  support = await createPlatformAccount(h.sql, 'support');
  supportToken = await tokenOf(h, support);
});
afterAll(async () => h?.close());

const get = async (path: string, token: string) => {
  const result = await call(h.app, 'GET', path, { token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
};
const put = async (path: string, token: string, json: unknown) => {
  const result = await call(h.app, 'PUT', path, { token, json });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
};

describe('GET /agency/:agencyId', () => {
  it('answers the agency with its licence counts', async () => {
    const { agency, owner } = await createTestAgency(h.sql);
    await createAgent(h.sql, agency.id);
    await createAgent(h.sql, agency.id);
    const unlicensed = await createAgent(h.sql, agency.id);
    await transaction(
      h.sql,
      { kind: 'platform' },
      (tx) => tx`update memberships set licence_status = 200 where id = ${unlicensed.membershipId}`,
    );
    await createMember(h.sql, agency.id, { plannable: true, membershipStatus: 200 });
    await createMember(h.sql, agency.id, { rights: ['agencySettings.list'] });
    await createCustomerUser(h.sql, agency.id);

    const read = AgencySchema.parse(await get(`/agency/${agency.id}`, await tokenOf(h, owner)));

    expect(read).toMatchObject({ id: agency.id, name: agency.name, managerUserId: owner.userId });
    // Agents: the two licensed plannable ones. Accounts: owner, three agents, the office member.
    expect(read.pricing).toEqual({
      agentsLimit: 10,
      accountsLimit: 10,
      freeAccounts: 2,
      countAgents: 2,
      countAccounts: 5,
    });
  });

  it('answers the agency’s subscription: the free trial it started with, then a paid period', async () => {
    const { agency, owner } = await createTestAgency(h.sql);
    const token = await tokenOf(h, owner);
    const trial = AgencySchema.parse(await get(`/agency/${agency.id}`, token)).subscription;
    expect(trial).toMatchObject({ state: 'free_trial', validUntil: null, accessGranted: true });
    expect(trial.trialEndsAt).toBe(agency.subscription.trialEndsAt);

    const validUntil = daysFromNow(365);
    await setSubscription(h.sql, agency.id, { trialEndsAt: new Date(trial.trialEndsAt ?? ''), validUntil });
    expect(AgencySchema.parse(await get(`/agency/${agency.id}`, token)).subscription).toEqual({
      state: 'valid',
      trialEndsAt: trial.trialEndsAt,
      validUntil: validUntil.toISOString(),
      accessGranted: true,
    });
  });

  it('answers staff holding agencySettings.list', async () => {
    const { agency } = await createTestAgency(h.sql);
    const staff = await createMember(h.sql, agency.id, { rights: ['agencySettings.list'] });
    expect(AgencySchema.parse(await get(`/agency/${agency.id}`, await tokenOf(h, staff))).id).toBe(agency.id);
  });
});

describe('PUT /agency/:agencyId', () => {
  let target: TestAgency;
  let ownerToken: string;
  beforeAll(async () => {
    target = await createTestAgency(h.sql);
    ownerToken = await tokenOf(h, target.owner);
  });

  it('updates the settings and announces identity.agency.updated', async () => {
    const path = `/agency/${target.agency.id}`;
    const body = {
      name: `${target.agency.name} Renommée`,
      phones: ['04 67 00 00 00'],
      emergencyNumbers: ['06 00 00 00 00'],
      address: {
        street: '3 place de la Comédie',
        zipcode: '34000',
        city: 'Montpellier',
        location: { latitude: 43.6, longitude: 3.88 },
      },
      vatLabel: 'T.V.A.',
      specialties: ['Gardiennage'],
      featureSettings: { stockSimplified: true },
    };

    const updated = AgencySchema.parse(await put(path, ownerToken, body));

    expect(updated).toMatchObject({
      ...body,
      address: { ...body.address, complement: '', country: 'FR' },
      featureSettings: { stockSimplified: true },
      pricing: { agentsLimit: 10 },
    });
    expect(AgencySchema.parse(await get(path, ownerToken))).toEqual(updated);
    const events = await outboxEvents(h.sql, { subject: 'identity.agency.updated', agencyId: target.agency.id });
    expect(events).toHaveLength(1);
    expect(events[0]?.actor).toEqual({ userId: target.owner.userId, alteredBy: null });
    expect(AgencyProfilePayloadSchema.parse(events[0]?.payload)).toMatchObject({
      agencyId: target.agency.id,
      name: body.name,
      vatLabel: 'T.V.A.',
      stockSimplified: true,
      // How the field's 'Contacter l'agence' reaches it (operations keeps it).
      contact: {
        email: updated.email,
        phones: ['04 67 00 00 00'],
        emergencyNumbers: ['06 00 00 00 00'],
        address: {
          street: '3 place de la Comédie',
          complement: '',
          zipcode: '34000',
          city: 'Montpellier',
          country: 'FR',
        },
      },
    });
    // The owner's own writes are not support's: no audit line.
    expect(AuditListSchema.parse(await get(`${path}/audit`, ownerToken)).data).toEqual([]);
  });

  it('merges the settings bags by kind and keeps their keys as written', async () => {
    const path = `/agency/${target.agency.id}`;
    await put(path, ownerToken, { settings: { invoice: { due_days: 30, footer: 'Merci' } } });
    const updated = AgencySchema.parse(await put(path, ownerToken, { settings: { estimate: { validity_days: 15 } } }));
    expect(updated.settings).toEqual({ invoice: { due_days: 30, footer: 'Merci' }, estimate: { validity_days: 15 } });
    expect(updated.featureSettings).toEqual({ stockSimplified: true });
  });
});

describe('support acting as the agency', () => {
  it('leaves an audit trail naming the support user, newest first', async () => {
    const { agency, owner } = await createTestAgency(h.sql);
    const altered = await alterInto(h, supportToken, agency.id);

    await put(`/agency/${agency.id}`, altered.token, { vatLabel: 'TVA (support)' });

    const audit = AuditListSchema.parse(await get(`/agency/${agency.id}/audit`, await tokenOf(h, owner))).data;
    expect(audit.map((entry) => entry.action)).toEqual(['PUT /agency/:agencyId', 'ALTER']);
    expect(audit[0]).toMatchObject({
      agencyId: agency.id,
      actorUserId: support.userId,
      actorEmail: support.email,
      alteredByUserId: support.userId,
      alteredByEmail: support.email,
      service: 'identity',
    });
    const [event] = await outboxEvents(h.sql, { subject: 'identity.agency.updated', agencyId: agency.id });
    expect(event?.actor).toEqual({ userId: support.userId, alteredBy: support.userId });
    // Support reads the same trail through its altered token, and may ask for fewer lines.
    const latest = AuditListSchema.parse(await get(`/agency/${agency.id}/audit?limit=1`, altered.token)).data;
    expect(latest.map((entry) => entry.action)).toEqual(['PUT /agency/:agencyId']);
  });
});

describe('GET /agency/:agencyId/licences', () => {
  it('says the limits are reached when counts meet agentsLimit, and accountsLimit plus free accounts', async () => {
    const { agency, owner } = await createTestAgency(h.sql);
    await setLimits(h.sql, agency.id, { agentsLimit: 2, accountsLimit: 2, freeAccounts: 1 });
    const token = await tokenOf(h, owner);
    const usage = async () => LicenceUsageSchema.parse(await get(`/agency/${agency.id}/licences`, token));

    expect(await usage()).toMatchObject({
      countAgents: 0,
      countAccounts: 1,
      agentsLimitReached: false,
      accountsLimitReached: false,
    });
    await createAgent(h.sql, agency.id);
    expect(await usage()).toMatchObject({
      countAgents: 1,
      countAccounts: 2,
      agentsLimitReached: false,
      accountsLimitReached: false,
    });
    await createAgent(h.sql, agency.id);
    expect(await usage()).toEqual({
      agentsLimit: 2,
      accountsLimit: 2,
      freeAccounts: 1,
      countAgents: 2,
      countAccounts: 3,
      agentsLimitReached: true,
      accountsLimitReached: true,
    });
    await createCustomerUser(h.sql, agency.id);
    expect(await usage()).toMatchObject({ countAgents: 2, countAccounts: 3 });
  });

  it('answers staff holding agents.list', async () => {
    const { agency } = await createTestAgency(h.sql);
    const staff = await createMember(h.sql, agency.id, { rights: ['agents.list'] });
    expect(
      LicenceUsageSchema.parse(await get(`/agency/${agency.id}/licences`, await tokenOf(h, staff))).countAccounts,
    ).toBe(2);
  });
});

describe('dashboards', () => {
  it('count the members by role and their devices, for the agency and for one customer company', async () => {
    const { agency, owner } = await createTestAgency(h.sql);
    const office = await createMember(h.sql, agency.id, { rights: ['dashboard.list'] });
    const agent = await createAgent(h.sql, agency.id);
    await createAgent(h.sql, agency.id);
    const customerId = uuidv7();
    const customer = await createCustomerUser(h.sql, agency.id, customerId);
    await createCustomerUser(h.sql, agency.id, customerId);
    await createCustomerUser(h.sql, agency.id);
    const elsewhere = await createTestAgency(h.sql);
    for (const [account, agencyId, device] of [
      [agent, agency.id, 'agent-phone-0001'],
      [agent, agency.id, 'agent-tablet-0001'],
      [customer, agency.id, 'customer-phone-0001'],
      [elsewhere.owner, elsewhere.agency.id, 'other-agency-phone-0001'],
    ] as const) {
      const registered = await call(h.app, 'POST', '/user/device', {
        token: await tokenOf(h, account, agencyId),
        json: { token: device },
      });
      expect(registered.status).toBe(201);
    }

    const whole = IdentityDashboardSchema.parse(await get(`/agency/${agency.id}/dashboard`, await tokenOf(h, owner)));
    expect(whole).toEqual({ owners: 1, staff: 1, agents: 2, customers: 3, devices: 3 });

    const customerPath = `/agency/${agency.id}/customer/${customerId}/dashboard`;
    const expected = { owners: 0, staff: 0, agents: 0, customers: 2, devices: 1 };
    expect(IdentityDashboardSchema.parse(await get(customerPath, await tokenOf(h, customer)))).toEqual(expected);
    expect(IdentityDashboardSchema.parse(await get(customerPath, await tokenOf(h, office)))).toEqual(expected);
  });
});
