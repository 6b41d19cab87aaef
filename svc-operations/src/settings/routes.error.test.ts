import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATIONS_SETTINGS, OperationsSettingsSchema } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';

let h: OperationsHarness;
let path: string;
let token: string;
beforeAll(async () => {
  h = await startOperationsHarness();
  const agency = await h.provisionAgency();
  path = `/agency/${agency.agencyId}/settings`;
  token = await h.tokenFor(agency.agencyId);
});
afterAll(async () => {
  await h?.close();
});

async function expectUnchanged() {
  const read = await h.request('GET', path, { token });
  expect(OperationsSettingsSchema.parse(read.body)).toEqual(DEFAULT_OPERATIONS_SETTINGS);
}

describe('PUT /agency/:agencyId/settings refuses bad field values', () => {
  it('wrong types and values → 400 VALIDATION_FAILED naming each field in French', async () => {
    const answer = await h.request('PUT', path, {
      token,
      json: {
        hoursLimit: 'trente-cinq',
        nightStart: '9h',
        monthlySundaysOff: 2.5,
        planningChecks: { AGENT_REST_11H: 'parfois' },
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('VALIDATION_FAILED');
    expect(answer.error?.message).toBe('Certains champs sont invalides');
    expect(answer.error?.details?.issues).toEqual(
      expect.arrayContaining([
        { path: 'hoursLimit', message: 'Valeur de type invalide' },
        { path: 'nightStart', message: 'Format invalide' },
        { path: 'monthlySundaysOff', message: expect.any(String) },
        { path: 'planningChecks.AGENT_REST_11H', message: 'Format invalide' },
      ]),
    );
    await expectUnchanged();
  });

  it('a value out of range → 400 VALIDATION_FAILED', async () => {
    const answer = await h.request('PUT', path, { token, json: { maxWeeklyHours: 200 } });
    expect(answer.status).toBe(400);
    expect(answer.error?.details?.issues).toEqual([{ path: 'maxWeeklyHours', message: 'Format invalide' }]);
  });

  it.each([
    ["identity's stock flag", { stockSimplified: true }, 'stockSimplified'],
    [
      'an unknown planning check',
      { planningChecks: { AGENT_TELEPORTED: 'forbid' } },
      'planningChecks.AGENT_TELEPORTED',
    ],
  ])('%s → 400 VALIDATION_FAILED "Champ non autorisé"', async (_label, body, field) => {
    const answer = await h.request('PUT', path, { token, json: { hoursLimit: 30, ...body } });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('VALIDATION_FAILED');
    expect(answer.error?.details?.issues).toEqual([{ path: field, message: 'Champ non autorisé' }]);
    await expectUnchanged();
  });
});
