import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '@portal/service-kit';
import { call, errorOf } from '@portal/service-kit/testing/call';
import {
  agencyInput,
  countRows,
  createPlatformAccount,
  createTestAgency,
  tokenOf,
} from '../testing/agency-fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';

let h: IdentityHarness;
let supportToken: string;
let superAdminToken: string;

const TABLES = ['agencies', 'users', 'memberships', 'outbox', 'audit_log'] as const;
const snapshot = () => Promise.all(TABLES.map((table) => countRows(h.sql, table)));

beforeAll(async () => {
  h = await startIdentityHarness();
  supportToken = await tokenOf(h, await createPlatformAccount(h.sql, 'support'));
  superAdminToken = await tokenOf(h, await createPlatformAccount(h.sql, 'super_admin'));
});
afterAll(async () => h?.close());

describe('POST /admin/agencies refused', () => {
  it.each([
    ['a missing name', { name: undefined }, 'name', 'Obligatoire'],
    ['a blank name', { name: '   ' }, 'name', 'Obligatoire'],
    ['an invalid e-mail', { email: 'pas-une-adresse' }, 'email', 'Veuillez saisir une adresse mail valide'],
    ['an unknown activity', { activity: 'jardinage' }, 'activity', 'Format invalide'],
    ['an unknown currency', { currency: 'BTC' }, 'currency', 'Format invalide'],
    ['a protected field', { agentsLimit: 500 }, 'agentsLimit', 'Champ non autorisé'],
    ['an owner without e-mail', { owner: { firstName: 'Paul', lastName: 'Gérant' } }, 'owner.email', 'Obligatoire'],
  ])('answers 400 for %s and writes nothing', async (_label, override, path, message) => {
    const before = await snapshot();
    const body = { ...agencyInput(), ...override };

    const result = await call(h.app, 'POST', '/admin/agencies', { token: supportToken, json: body });

    expect(result.status).toBe(400);
    const error = errorOf(result);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Certains champs sont invalides');
    expect(error.details?.['issues']).toContainEqual({ path, message });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 409 for a name already used (any case) and writes nothing, not even the owner', async () => {
    const { agency } = await createTestAgency(h.sql);
    const before = await snapshot();

    const result = await call(h.app, 'POST', '/admin/agencies', {
      token: supportToken,
      json: agencyInput({ name: agency.name.toUpperCase() }),
    });

    expect(result.status).toBe(409);
    expect(errorOf(result)).toEqual({
      code: 'CONFLICT',
      message: 'Cet élément a été modifié entre-temps',
      details: { issues: [{ path: 'name', message: 'Une agence porte déjà ce nom' }] },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 INVALID_JSON for a body that is not JSON', async () => {
    const result = await call(h.app, 'POST', '/admin/agencies', { token: supportToken, raw: '{"name": ' });
    expect(result.status).toBe(400);
    expect(errorOf(result)).toMatchObject({
      code: 'INVALID_JSON',
      message: "Le contenu envoyé n'est pas un JSON valide",
    });
  });
});

describe('POST /admin/fetch/agencies refused', () => {
  it.each([
    ['a sort column outside the whitelist', { orderBy: 'email' }, 'orderBy'],
    ['a page size outside the options', { limit: 7 }, 'limit'],
    ['page 0', { page: 0 }, 'page'],
    ['an unknown filter', { filters: { manager: 'x' } }, 'filters.manager'],
    ['an unknown status', { filters: { status: [150] } }, 'filters.status'],
  ])('answers 400 for %s', async (_label, body, path) => {
    const result = await call(h.app, 'POST', '/admin/fetch/agencies', { token: supportToken, json: body });
    expect(result.status).toBe(400);
    const error = errorOf(result);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect((error.details?.['issues'] as { path: string }[]).map((issue) => issue.path)).toContain(path);
  });
});

describe('POST /admin/agencies/:agencyId/alter refused', () => {
  it.each([
    ['an unknown agency', '0193a6f0-0000-7000-8000-000000000000'],
    ['an id that is no id', 'pas-un-id'],
  ])('answers 404 AGENCY_NOT_FOUND for %s, with no audit line and no event', async (_label, agencyId) => {
    const before = await snapshot();
    const result = await call(h.app, 'POST', `/admin/agencies/${agencyId}/alter`, { token: supportToken });
    expect(result.status).toBe(404);
    expect(errorOf(result)).toEqual({ code: 'AGENCY_NOT_FOUND', message: 'Agence introuvable' });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for an agency that is no longer active', async () => {
    const { agency } = await createTestAgency(h.sql);
    await transaction(
      h.sql,
      { kind: 'platform' },
      (tx) => tx`update agencies set status = 300 where id = ${agency.id}`,
    );
    const before = await snapshot();
    const result = await call(h.app, 'POST', `/admin/agencies/${agency.id}/alter`, { token: supportToken });
    expect(errorOf(result).code).toBe('AGENCY_NOT_FOUND');
    expect(await snapshot()).toEqual(before);
  });
});

describe('PUT /admin/agencies/:agencyId/limits refused', () => {
  it('answers 404 AGENCY_NOT_FOUND for an unknown agency', async () => {
    const before = await snapshot();
    const result = await call(h.app, 'PUT', '/admin/agencies/0193a6f0-0000-7000-8000-000000000000/limits', {
      token: superAdminToken,
      json: { agentsLimit: 1, accountsLimit: 1, freeAccounts: 0 },
    });
    expect(result.status).toBe(404);
    expect(errorOf(result)).toEqual({ code: 'AGENCY_NOT_FOUND', message: 'Agence introuvable' });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a negative limit', { agentsLimit: -1, accountsLimit: 1, freeAccounts: 0 }, 'agentsLimit'],
    ['a decimal limit', { agentsLimit: 1.5, accountsLimit: 1, freeAccounts: 0 }, 'agentsLimit'],
    ['a missing limit', { agentsLimit: 1, accountsLimit: 1 }, 'freeAccounts'],
    ['an unknown field', { agentsLimit: 1, accountsLimit: 1, freeAccounts: 0, countAgents: 0 }, 'countAgents'],
  ])('answers 400 for %s and changes nothing', async (_label, body, path) => {
    const { agency } = await createTestAgency(h.sql);
    const before = await snapshot();
    const result = await call(h.app, 'PUT', `/admin/agencies/${agency.id}/limits`, {
      token: superAdminToken,
      json: body,
    });
    expect(result.status).toBe(400);
    const error = errorOf(result);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect((error.details?.['issues'] as { path: string }[]).map((issue) => issue.path)).toContain(path);
    expect(await snapshot()).toEqual(before);
  });
});
