import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AgencyAlteredPayloadSchema,
  AgencyCreatedPayloadSchema,
  AgencyLimitsChangedPayloadSchema,
  AgencySchema,
  AgencySummarySchema,
  AuditListSchema,
  LicenceUsageSchema,
  TokenResponseSchema,
  listResponseSchema,
} from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { call, errorOf } from '@portal/service-kit/testing/call';
import {
  agencyInput,
  alterInto,
  countRows,
  createPlatformAccount,
  createTestAgency,
  daysFromNow,
  outboxEvents,
  setSubscription,
  tokenOf,
} from '../testing/agency-fixtures.js';
import { createFixtureUser, uniqueSuffix, type FixtureAccount } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { waitForMail } from '../testing/mail-reading.js';
import { claimsOf } from '../testing/session-requests.js';

const AgencyListSchema = listResponseSchema(AgencySummarySchema);

let h: IdentityHarness;
let support: FixtureAccount;
let superAdmin: FixtureAccount;
let supportToken: string;
let superAdminToken: string;

beforeAll(async () => {
  h = await startIdentityHarness();
  support = await createPlatformAccount(h.sql, 'support');
  superAdmin = await createPlatformAccount(h.sql, 'super_admin');
  supportToken = await tokenOf(h, support);
  superAdminToken = await tokenOf(h, superAdmin);
});
afterAll(async () => h?.close());

describe('POST /admin/agencies', () => {
  it('creates the agency, its owner, his membership and one created event in one go', async () => {
    const before = await Promise.all(
      ['agencies', 'users', 'memberships', 'outbox'].map((t) => countRows(h.sql, t as 'users')),
    );
    const input = agencyInput({ name: `Sentinelle ${uniqueSuffix()}` });

    const result = await call(h.app, 'POST', '/admin/agencies', { token: supportToken, json: input });

    expect(result.status).toBe(201);
    const agency = AgencySchema.parse(result.body);
    expect(agency).toMatchObject({
      name: input.name,
      currency: 'EUR',
      vatLabel: 'TVA',
      holidayLocale: 'FR',
      address: { country: 'FR', location: null },
      status: 100,
      pricing: { agentsLimit: 10, accountsLimit: 10, freeAccounts: 2, countAgents: 0, countAccounts: 1 },
    });
    const after = await Promise.all(
      ['agencies', 'users', 'memberships', 'outbox'].map((t) => countRows(h.sql, t as 'users')),
    );
    expect(after.map((count, i) => count - (before[i] ?? 0))).toEqual([1, 1, 1, 1]);

    const [owner] = await h.sql<{ id: string; passwordHash: string }[]>`
      select id, password_hash from users where email = ${input.owner.email}`;
    expect(agency.managerUserId).toBe(owner?.id);
    expect(owner?.passwordHash).toMatch(/^scrypt\$/);
    const memberships = await transaction(
      h.sql,
      { kind: 'platform' },
      (tx) => tx`select kind, plannable, has_agent_info, status from memberships where agency_id = ${agency.id}`,
    );
    expect(memberships).toEqual([{ kind: 'staff', plannable: false, hasAgentInfo: true, status: 100 }]);

    const [event] = await outboxEvents(h.sql, { agencyId: agency.id });
    expect(event).toMatchObject({
      subject: 'identity.agency.created',
      version: 1,
      agencyId: agency.id,
      actor: { userId: support.userId, alteredBy: null },
    });
    expect(AgencyCreatedPayloadSchema.parse(event?.payload)).toEqual({
      agencyId: agency.id,
      name: input.name,
      activity: 'security',
      currency: 'EUR',
      vatLabel: 'TVA',
      holidayLocale: 'FR',
      country: 'FR',
      stockSimplified: false,
      contact: {
        email: input.email,
        phones: agency.phones,
        emergencyNumbers: [],
        address: {
          street: agency.address.street,
          complement: '',
          zipcode: agency.address.zipcode,
          city: agency.address.city,
          country: 'FR',
        },
      },
      limits: { agentsLimit: 10, accountsLimit: 10, freeAccounts: 2 },
    });
  });

  it('offers the new agency its free trial, not started: no access and no paid period until its owner starts it', async () => {
    const result = await call(h.app, 'POST', '/admin/agencies', { token: supportToken, json: agencyInput() });
    expect(result.status).toBe(201);
    const { id, subscription } = AgencySchema.parse(result.body);
    expect(subscription).toEqual({
      state: 'free_trial_available',
      trialEndsAt: null,
      validUntil: null,
      accessGranted: false,
    });
    const [stored] = await transaction(
      h.sql,
      { kind: 'platform' },
      (tx) => tx<{ trialEndsAt: Date | null; subscriptionValidUntil: Date | null }[]>`
        select trial_ends_at, subscription_valid_until from agencies where id = ${id}`,
    );
    expect(stored).toEqual({ trialEndsAt: null, subscriptionValidUntil: null });
  });

  it('gives the new owner no usable password: he sets one through forgot-password', async () => {
    const input = agencyInput();
    expect((await call(h.app, 'POST', '/admin/agencies', { token: supportToken, json: input })).status).toBe(201);

    const login = await call(h.app, 'POST', '/login_check', {
      json: { username: input.owner.email, password: 'Nimporte-quoi1' },
      peer: '10.99.0.1',
    });
    expect(errorOf(login).code).toBe('INVALID_CREDENTIALS');
    const forgot = await call(h.app, 'POST', '/user/forgot-password', { json: { email: input.owner.email } });
    expect(forgot.status).toBeLessThan(300);
    expect((await waitForMail(h.mails, input.owner.email)).subject).toBe('Réinitialisation de votre mot de passe');
  });

  it('reuses the user who already has the owner e-mail, who then logs in as owner of the new agency', async () => {
    const existing = await createFixtureUser(h.sql);
    const usersBefore = await countRows(h.sql, 'users');
    const input = agencyInput({ owner: { email: existing.email.toUpperCase(), firstName: 'Autre', lastName: 'Nom' } });

    const result = await call(h.app, 'POST', '/admin/agencies', { token: supportToken, json: input });

    expect(result.status).toBe(201);
    const agency = AgencySchema.parse(result.body);
    expect(agency.managerUserId).toBe(existing.userId);
    expect(await countRows(h.sql, 'users')).toBe(usersBefore);
    const claims = claimsOf(await tokenOf(h, existing, agency.id));
    expect(claims).toMatchObject({ sub: existing.userId, role: 'owner', agency: agency.id, act: null });
  });

  it('takes the optional fields as given', async () => {
    const input = agencyInput({
      activity: 'cleaning',
      currency: 'CHF',
      vatLabel: 'MWST',
      holidayLocale: 'CH',
      phones: ['+41 22 000 00 00'],
      address: {
        street: '1 rue du Rhône',
        zipcode: '1204',
        city: 'Genève',
        country: 'ch',
        location: { latitude: 46.2, longitude: 6.14 },
      },
    });
    const agency = AgencySchema.parse(
      (await call(h.app, 'POST', '/admin/agencies', { token: supportToken, json: input })).body,
    );
    expect(agency).toMatchObject({
      activity: 'cleaning',
      currency: 'CHF',
      vatLabel: 'MWST',
      holidayLocale: 'CH',
      phones: ['+41 22 000 00 00'],
      address: { city: 'Genève', country: 'CH', location: { latitude: 46.2, longitude: 6.14 } },
    });
  });
});

describe('POST /admin/fetch/agencies', () => {
  const suffix = uniqueSuffix();
  const names = { etoile: `Étoile Nord ${suffix}`, etoileBis: `Etoile Bis ${suffix}`, garde: `Garde ${suffix}` };
  let gardeEmail = '';
  const fetchAgencies = async (json: unknown) => {
    const result = await call(h.app, 'POST', '/admin/fetch/agencies', { token: supportToken, json });
    expect(result.status).toBe(200);
    return AgencyListSchema.parse(result.body);
  };

  beforeAll(async () => {
    await createTestAgency(h.sql, { name: names.etoile, activity: 'cleaning', city: 'Nîmes' });
    await createTestAgency(h.sql, { name: names.etoileBis, city: 'Lyon' });
    const garde = await createTestAgency(h.sql, { name: names.garde, city: 'Béziers' });
    gardeEmail = garde.agency.email;
    await transaction(
      h.sql,
      { kind: 'platform' },
      (tx) => tx`update agencies set status = 200 where id = ${garde.agency.id}`,
    );
  });

  it('searches name, e-mail and city ignoring case and accents', async () => {
    const byName = await fetchAgencies({ query: `ETOILE NORD ${suffix}` });
    expect(byName.data.map((a) => a.name).sort()).toEqual([names.etoile]);
    const byPrefix = await fetchAgencies({ query: 'étoile', filters: {} });
    expect(byPrefix.data.map((a) => a.name)).toEqual(expect.arrayContaining([names.etoile, names.etoileBis]));
    const byCity = await fetchAgencies({ query: 'NIMES' });
    expect(byCity.data.map((a) => a.name)).toEqual([names.etoile]);
    const byCityAccent = await fetchAgencies({ query: 'beziers' });
    expect(byCityAccent.data.map((a) => a.name)).toEqual([names.garde]);
    const byEmail = await fetchAgencies({ query: gardeEmail.toUpperCase() });
    expect(byEmail.data.map((a) => a.name)).toEqual([names.garde]);
    expect(byName.data[0]).toMatchObject({ activity: 'cleaning', city: 'Nîmes', status: 100, countAccounts: 1 });
  });

  it('shows each agency’s subscription, so support sees who may open the app', async () => {
    const tag = uniqueSuffix();
    const [trial, finished, paid] = await Promise.all(
      ['essai', 'fini', 'payee'].map((label) => createTestAgency(h.sql, { name: `Abonnement ${tag} ${label}` })),
    );
    const validUntil = daysFromNow(90);
    await setSubscription(h.sql, finished?.agency.id ?? '', { trialEndsAt: daysFromNow(-2), validUntil: null });
    await setSubscription(h.sql, paid?.agency.id ?? '', { trialEndsAt: null, validUntil });
    const rows = (await fetchAgencies({ query: `abonnement ${tag}`, orderBy: 'name' })).data;
    expect(
      rows.map((row) => [row.name.split(' ').at(-1), row.subscription.state, row.subscription.accessGranted]),
    ).toEqual([
      ['essai', 'free_trial', true],
      ['fini', 'free_trial_finished', false],
      ['payee', 'valid', true],
    ]);
    expect(rows[0]?.subscription).toEqual(trial?.agency.subscription);
    expect(rows[2]?.subscription).toEqual({
      state: 'valid',
      trialEndsAt: null,
      validUntil: validUntil.toISOString(),
      accessGranted: true,
    });
  });

  it('takes the search text literally (no LIKE wildcards)', async () => {
    expect((await fetchAgencies({ query: '%' })).filteredCount).toBe(0);
    expect((await fetchAgencies({ query: '_' })).filteredCount).toBe(0);
  });

  it('filters by status and activity, one value or several', async () => {
    const query = suffix;
    expect((await fetchAgencies({ query, filters: { activity: 'cleaning' } })).data.map((a) => a.name)).toEqual([
      names.etoile,
    ]);
    expect((await fetchAgencies({ query, filters: { status: [200] } })).data.map((a) => a.name)).toEqual([names.garde]);
    expect((await fetchAgencies({ query, filters: { status: [100, 200], activity: null } })).filteredCount).toBe(3);
    expect((await fetchAgencies({ query, filters: { status: 300 } })).filteredCount).toBe(0);
  });

  it('sorts by the whitelisted columns, accents folded', async () => {
    const query = suffix;
    const byName = await fetchAgencies({ query, orderBy: 'name' });
    expect(byName.data.map((a) => a.name)).toEqual([names.etoileBis, names.etoile, names.garde]);
    const byNameDesc = await fetchAgencies({ query, orderBy: 'name', ascending: false });
    expect(byNameDesc.data.map((a) => a.name)).toEqual([names.garde, names.etoile, names.etoileBis]);
    const byCity = await fetchAgencies({ query, orderBy: 'city' });
    expect(byCity.data.map((a) => a.city)).toEqual(['Béziers', 'Lyon', 'Nîmes']);
    const byCreation = await fetchAgencies({ query, orderBy: 'createdAt', ascending: false });
    expect(byCreation.data.map((a) => a.name)).toEqual([names.garde, names.etoileBis, names.etoile]);
  });

  it('pages with the filtered count of all matching rows', async () => {
    const tag = uniqueSuffix();
    for (let i = 1; i <= 6; i++) await createTestAgency(h.sql, { name: `Page ${tag} ${i}` });
    const first = await fetchAgencies({ query: `page ${tag}`, limit: 5, page: 1 });
    const second = await fetchAgencies({ query: `page ${tag}`, limit: 5, page: 2 });
    expect(first.filteredCount).toBe(6);
    expect(first.data.map((a) => a.name)).toEqual([1, 2, 3, 4, 5].map((i) => `Page ${tag} ${i}`));
    expect(second).toEqual({ data: [expect.objectContaining({ name: `Page ${tag} 6` })], filteredCount: 6 });
  });

  it('answers the super admin too', async () => {
    const result = await call(h.app, 'POST', '/admin/fetch/agencies', { token: superAdminToken, json: {} });
    expect(result.status).toBe(200);
  });
});

describe('POST /admin/agencies/:agencyId/alter', () => {
  it('gives support a token acting as the agency, audited and announced', async () => {
    const { agency, owner } = await createTestAgency(h.sql);

    const tokens = await alterInto(h, supportToken, agency.id);

    expect(claimsOf(tokens.token)).toMatchObject({
      sub: support.userId,
      email: support.email,
      role: 'support',
      agency: agency.id,
      act: { sub: support.userId, email: support.email },
    });
    const read = await call(h.app, 'GET', `/agency/${agency.id}`, { token: tokens.token });
    expect(read.status).toBe(200);

    const audit = await call(h.app, 'GET', `/agency/${agency.id}/audit`, { token: await tokenOf(h, owner) });
    expect(audit.status).toBe(200);
    const [entry] = AuditListSchema.parse(audit.body).data;
    expect(entry).toMatchObject({
      agencyId: agency.id,
      actorUserId: support.userId,
      actorEmail: support.email,
      alteredByUserId: support.userId,
      alteredByEmail: support.email,
      action: 'ALTER',
      service: 'identity',
    });
    const [event] = await outboxEvents(h.sql, { subject: 'identity.agency.altered', agencyId: agency.id });
    expect(AgencyAlteredPayloadSchema.parse(event?.payload)).toEqual({
      agencyId: agency.id,
      supportUserId: support.userId,
      supportEmail: support.email,
    });
  });

  it('keeps the altered state across a token refresh', async () => {
    const { agency } = await createTestAgency(h.sql);
    const tokens = await alterInto(h, supportToken, agency.id);

    const refreshed = await call(h.app, 'POST', '/token/refresh', { json: { refresh_token: tokens.refresh_token } });

    expect(refreshed.status).toBe(200);
    const claims = claimsOf(TokenResponseSchema.parse(refreshed.body).token);
    expect(claims).toMatchObject({ agency: agency.id, act: { sub: support.userId, email: support.email } });
  });

  it('lets the super admin alter too', async () => {
    const { agency } = await createTestAgency(h.sql);
    const tokens = await alterInto(h, superAdminToken, agency.id);
    expect(claimsOf(tokens.token)).toMatchObject({
      role: 'super_admin',
      agency: agency.id,
      act: { sub: superAdmin.userId },
    });
  });
});

describe('PUT /admin/agencies/:agencyId/limits', () => {
  it('sets the limits, announces them and audits who changed them', async () => {
    const { agency, owner } = await createTestAgency(h.sql);
    const limits = { agentsLimit: 3, accountsLimit: 1, freeAccounts: 0 };

    const result = await call(h.app, 'PUT', `/admin/agencies/${agency.id}/limits`, {
      token: superAdminToken,
      json: limits,
    });

    expect(result.status).toBe(200);
    expect(LicenceUsageSchema.parse(result.body)).toEqual({
      ...limits,
      countAgents: 0,
      countAccounts: 1,
      agentsLimitReached: false,
      accountsLimitReached: true,
    });
    const [event] = await outboxEvents(h.sql, { subject: 'identity.agency.limits-changed', agencyId: agency.id });
    expect(event?.actor).toEqual({ userId: superAdmin.userId, alteredBy: null });
    expect(AgencyLimitsChangedPayloadSchema.parse(event?.payload)).toEqual({ agencyId: agency.id, limits });

    const ownerToken = await tokenOf(h, owner);
    const read = AgencySchema.parse((await call(h.app, 'GET', `/agency/${agency.id}`, { token: ownerToken })).body);
    expect(read.pricing).toMatchObject(limits);
    const [entry] = AuditListSchema.parse(
      (await call(h.app, 'GET', `/agency/${agency.id}/audit`, { token: ownerToken })).body,
    ).data;
    expect(entry).toMatchObject({
      actorUserId: superAdmin.userId,
      actorEmail: superAdmin.email,
      alteredByUserId: null,
      action: 'PUT /admin/agencies/:agencyId/limits',
    });
  });
});
