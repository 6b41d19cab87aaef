import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgencySchema } from '@portal/contracts';
import { call, errorOf } from '@portal/service-kit/testing/call';
import {
  alterInto,
  countRows,
  createPlatformAccount,
  createTestAgency,
  tokenOf,
  type TestAgency,
} from '../testing/agency-fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';

let h: IdentityHarness;
let target: TestAgency;
let ownerToken: string;
let path: string;

const snapshot = () => Promise.all((['outbox', 'audit_log'] as const).map((table) => countRows(h.sql, table)));
const readAgency = async () => AgencySchema.parse((await call(h.app, 'GET', path, { token: ownerToken })).body);

beforeAll(async () => {
  h = await startIdentityHarness();
  target = await createTestAgency(h.sql);
  ownerToken = await tokenOf(h, target.owner);
  path = `/agency/${target.agency.id}`;
});
afterAll(async () => h?.close());

describe('PUT /agency/:agencyId refused', () => {
  it.each([
    ['agentsLimit', 500],
    ['accountsLimit', 500],
    ['freeAccounts', 50],
    ['pricing', { agentsLimit: 500 }],
    ['managerUserId', '0193a6f0-0000-7000-8000-000000000000'],
    ['status', 300],
    ['id', '0193a6f0-0000-7000-8000-000000000000'],
    ['activity', 'cleaning'],
    ['subscriptionSettings', { paid: true }],
  ])('answers 400 for the protected field %s, and changes nothing', async (field, value) => {
    const before = { agency: await readAgency(), rows: await snapshot() };

    const result = await call(h.app, 'PUT', path, { token: ownerToken, json: { vatLabel: 'Autre', [field]: value } });

    expect(result.status).toBe(400);
    const error = errorOf(result);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Certains champs sont invalides' });
    expect(error.details?.['issues']).toEqual([{ path: field, message: 'Champ non autorisé' }]);
    expect({ agency: await readAgency(), rows: await snapshot() }).toEqual(before);
  });

  it.each([
    ['a blank name', { name: '' }, 'name', 'Obligatoire'],
    ['a name too long', { name: 'x'.repeat(121) }, 'name', 'Maximum 120 caractères'],
    ['an invalid e-mail', { email: 'agence@' }, 'email', 'Veuillez saisir une adresse mail valide'],
    ['an unknown currency', { currency: 'EURO' }, 'currency', 'Format invalide'],
    [
      'a latitude out of range',
      { address: { location: { latitude: 91, longitude: 0 } } },
      'address.location.latitude',
      'Format invalide',
    ],
    [
      'a stockSimplified that is no boolean',
      { featureSettings: { stockSimplified: 'oui' } },
      'featureSettings.stockSimplified',
      'Valeur de type invalide',
    ],
  ])('answers 400 for %s with the French message', async (_label, body, field, message) => {
    const before = await snapshot();
    const result = await call(h.app, 'PUT', path, { token: ownerToken, json: body });
    expect(result.status).toBe(400);
    expect(errorOf(result).details?.['issues']).toContainEqual({ path: field, message });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 NO_CHANGE for an empty body', async () => {
    const result = await call(h.app, 'PUT', path, { token: ownerToken, json: {} });
    expect(result.status).toBe(400);
    expect(errorOf(result)).toEqual({ code: 'NO_CHANGE', message: 'Aucun changement à enregistrer' });
  });

  it('answers 400 NO_CHANGE for values already saved, with no event and no audit line even for support', async () => {
    const support = await createPlatformAccount(h.sql, 'support');
    const altered = await alterInto(h, await tokenOf(h, support), target.agency.id);
    const current = await readAgency();
    const before = await snapshot();

    const result = await call(h.app, 'PUT', path, {
      token: altered.token,
      json: { name: current.name, email: current.email, phones: current.phones, settings: {} },
    });

    expect(result.status).toBe(400);
    expect(errorOf(result).code).toBe('NO_CHANGE');
    expect(await snapshot()).toEqual(before);
  });

  it('answers 409 CONFLICT for the name of another agency, whatever its case', async () => {
    const other = await createTestAgency(h.sql);
    const before = await snapshot();
    const result = await call(h.app, 'PUT', path, {
      token: ownerToken,
      json: { name: other.agency.name.toLowerCase() },
    });
    expect(result.status).toBe(409);
    expect(errorOf(result)).toEqual({
      code: 'CONFLICT',
      message: 'Cet élément a été modifié entre-temps',
      details: { issues: [{ path: 'name', message: 'Une agence porte déjà ce nom' }] },
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /agency/:agencyId/audit refused', () => {
  it.each(['0', '251', 'beaucoup'])('answers 400 for limit=%s', async (limit) => {
    const result = await call(h.app, 'GET', `${path}/audit?limit=${limit}`, { token: ownerToken });
    expect(result.status).toBe(400);
    expect(errorOf(result).code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /agency/:agencyId/customer/:customerId/dashboard refused', () => {
  it('answers 404 NOT_FOUND for a customer id that is no id', async () => {
    const result = await call(h.app, 'GET', `${path}/customer/pas-un-id/dashboard`, { token: ownerToken });
    expect(result.status).toBe(404);
    expect(errorOf(result)).toEqual({ code: 'NOT_FOUND', message: 'Élément introuvable' });
  });
});
