import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BulkCreateCollaboratorsResponseSchema } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { countCollaborators, createThroughApi, newCollaborator, outboxEvents, ownAgency } from './test-fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

const row = (n: number, extra: object = {}) => ({
  civility: 1,
  firstName: `Paul${n}`,
  lastName: 'Lemaire',
  email: `paul.${n}@agence.test`,
  phone: '06 00 00 00 0' + String(n % 10),
  ...extra,
});

describe('POST /agency/:agencyId/agents (Création multiple)', () => {
  it('creates every row with a licence, announces each, and answers the rows', async () => {
    const { agencyId, token } = await ownAgency(h);
    const answer = await h.request('POST', `/agency/${agencyId}/agents`, {
      token,
      json: { rows: [row(1), row(2, { type: 'TEMPORARY', plannable: false, phone: '' })] },
    });
    expect(answer.status).toBe(201);
    const { data } = BulkCreateCollaboratorsResponseSchema.parse(answer.body);
    expect(
      data.map((created) => [created.firstName, created.type, created.plannable, created.phone, created.status]),
    ).toEqual([
      ['Paul1', 'EMPLOYEE', true, '06 00 00 00 01', 100],
      ['Paul2', 'TEMPORARY', false, null, 100],
    ]);
    const record = await h.request('GET', `/agency/${agencyId}/agent/${data[0]?.id}`, { token });
    expect(record.body).toMatchObject({
      identity: { civility: 1, phones: ['06 00 00 00 01'] },
      agentInfos: { rating: 3 },
    });
    expect((await outboxEvents(h, agencyId)).map((event) => [event.subject, event.payload.email])).toEqual([
      ['operations.collaborator.created', 'paul.1@agence.test'],
      ['operations.collaborator.created', 'paul.2@agence.test'],
    ]);
  });

  it('refuses the whole batch with each faulty row’s field errors', async () => {
    const { agencyId, token } = await ownAgency(h);
    const taken = newCollaborator();
    await createThroughApi(h, agencyId, token, taken);
    const answer = await h.request('POST', `/agency/${agencyId}/agents`, {
      token,
      json: { rows: [row(1), row(2, { firstName: '' }), row(3, { email: 'faux' }), row(4)] },
    });
    expect([answer.status, answer.error?.details?.['issues']]).toEqual([
      400,
      [
        { path: 'rows.1.firstName', message: 'Obligatoire' },
        { path: 'rows.2.email', message: 'Veuillez saisir une adresse mail valide' },
      ],
    ]);
    const duplicates = await h.request('POST', `/agency/${agencyId}/agents`, {
      token,
      json: {
        rows: [row(5), row(6, { email: taken.identity?.email }), row(7), row(8, { email: 'PAUL.5@agence.test' })],
      },
    });
    expect([duplicates.status, duplicates.error?.details?.['issues']]).toEqual([
      400,
      [
        { path: 'rows.1.email', message: 'Cette adresse mail est déjà utilisée' },
        { path: 'rows.3.email', message: 'Cette adresse mail est déjà utilisée' },
      ],
    ]);
    expect(await countCollaborators(h, agencyId)).toBe(1);
  });

  it('checks the quota for the whole batch', async () => {
    const { agencyId, token } = await ownAgency(h, { agentsLimit: 3, accountsLimit: 3, freeAccounts: 0 });
    await createThroughApi(h, agencyId, token);
    const answer = await h.request('POST', `/agency/${agencyId}/agents`, {
      token,
      json: { rows: [row(1), row(2), row(3)] },
    });
    expect([answer.status, answer.error?.message]).toEqual([
      409,
      'Vous avez atteint votre quota de fiches collaborateurs',
    ]);
    expect(await countCollaborators(h, agencyId)).toBe(1);
    const fits = await h.request('POST', `/agency/${agencyId}/agents`, { token, json: { rows: [row(1), row(2)] } });
    expect(fits.status).toBe(201);
  });

  it('refuses an empty batch', async () => {
    const { agencyId, token } = await ownAgency(h);
    const answer = await h.request('POST', `/agency/${agencyId}/agents`, { token, json: { rows: [] } });
    expect([answer.status, answer.error?.details?.['issues']]).toEqual([
      400,
      [{ path: 'rows', message: 'Obligatoire' }],
    ]);
  });
});
