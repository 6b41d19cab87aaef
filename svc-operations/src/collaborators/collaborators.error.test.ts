import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { countCollaborators, createThroughApi, newCollaborator, outboxEvents, ownAgency } from './test-fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

const issuesOf = (answer: { error: { details?: Record<string, unknown> } | null }) => answer.error?.details?.['issues'];

describe('POST /agency/:agencyId/agent refused', () => {
  it('without the required fields → 400 with "Obligatoire" on each, nothing written', async () => {
    const { agencyId, token } = await ownAgency(h);
    const answer = await h.request('POST', `/agency/${agencyId}/agent`, {
      token,
      json: { identity: { firstName: '  ', email: '' } },
    });
    expect([answer.status, answer.error?.code, answer.error?.message]).toEqual([
      400,
      'VALIDATION_FAILED',
      'Certains champs sont invalides',
    ]);
    expect(issuesOf(answer)).toEqual([
      { path: 'identity.firstName', message: 'Obligatoire' },
      { path: 'identity.lastName', message: 'Obligatoire' },
      { path: 'identity.email', message: 'Veuillez saisir une adresse mail valide' },
    ]);
    const noIdentity = await h.request('POST', `/agency/${agencyId}/agent`, { token, json: {} });
    expect(issuesOf(noIdentity)).toEqual([{ path: 'identity', message: 'Obligatoire' }]);
    expect(await countCollaborators(h, agencyId)).toBe(0);
    expect(await outboxEvents(h, agencyId)).toEqual([]);
  });

  it('a malformed NIR, card number, e-mail, date or rating → French field errors, nothing written', async () => {
    const { agencyId, token } = await ownAgency(h);
    const body = newCollaborator({
      agentInfos: {
        socialSecurityNumber: '1 85 05 78 006 084 36',
        cardNumber: 'CAR-34-2027-01-15-20170012345',
        rating: 6,
      },
      contract: { type: 'CDD', startDate: '2026-03-01', endDate: '2026-02-01' },
    });
    const answer = await h.request('POST', `/agency/${agencyId}/agent`, {
      token,
      json: { ...body, identity: { ...body.identity, email: 'pas-une-adresse', birthDate: '31/02/1990' } },
    });
    expect(answer.status).toBe(400);
    expect(issuesOf(answer)).toEqual([
      { path: 'identity.email', message: 'Veuillez saisir une adresse mail valide' },
      { path: 'identity.birthDate', message: 'Format français invalide' },
      { path: 'agentInfos.cardNumber', message: 'Format invalide' },
      { path: 'agentInfos.socialSecurityNumber', message: 'Format invalide' },
      { path: 'agentInfos.rating', message: 'Format invalide' },
      { path: 'contract.endDate', message: 'La date de fin doit être postérieure ou égale à la date de début' },
    ]);
    expect(await countCollaborators(h, agencyId)).toBe(0);
  });

  it('an unknown field → "Champ non autorisé"', async () => {
    const { agencyId, token } = await ownAgency(h);
    const answer = await h.request('POST', `/agency/${agencyId}/agent`, {
      token,
      json: { ...newCollaborator(), agencyId: uuidv7() },
    });
    expect(issuesOf(answer)).toEqual([{ path: 'agencyId', message: 'Champ non autorisé' }]);
  });

  it('an e-mail another collaborator of the agency holds → field error on the e-mail', async () => {
    const { agencyId, token } = await ownAgency(h);
    const first = newCollaborator();
    await createThroughApi(h, agencyId, token, first);
    const answer = await h.request('POST', `/agency/${agencyId}/agent`, {
      token,
      json: newCollaborator({ identity: { ...first.identity, email: first.identity?.email.toUpperCase() ?? '' } }),
    });
    expect([answer.status, issuesOf(answer)]).toEqual([
      400,
      [{ path: 'identity.email', message: 'Cette adresse mail est déjà utilisée' }],
    ]);
    expect(await countCollaborators(h, agencyId)).toBe(1);
    // Another agency may hold the same e-mail.
    const other = await ownAgency(h);
    expect(
      (await h.request('POST', `/agency/${other.agencyId}/agent`, { token: other.token, json: first })).status,
    ).toBe(201);
  });

  it('the quota reached → "Vous avez atteint votre quota de fiches collaborateurs", nothing written', async () => {
    const { agencyId, token } = await ownAgency(h, { agentsLimit: 1, accountsLimit: 1, freeAccounts: 1 });
    await createThroughApi(h, agencyId, token);
    const licensed = await h.request('POST', `/agency/${agencyId}/agent`, { token, json: newCollaborator() });
    expect([licensed.status, licensed.error?.code, licensed.error?.message]).toEqual([
      409,
      'AGENTS_LIMIT_REACHED',
      'Vous avez atteint votre quota de fiches collaborateurs',
    ]);
    // Without a licence it still fits the accounts (1 + 1 free); then the accounts are full too.
    const unlicensed = await h.request('POST', `/agency/${agencyId}/agent`, {
      token,
      json: newCollaborator({ status: 200 }),
    });
    expect(unlicensed.status).toBe(201);
    const third = await h.request('POST', `/agency/${agencyId}/agent`, {
      token,
      json: newCollaborator({ status: 200 }),
    });
    expect([third.status, third.error?.code]).toEqual([409, 'AGENTS_LIMIT_REACHED']);
    expect(await countCollaborators(h, agencyId)).toBe(2);
    expect((await outboxEvents(h, agencyId)).length).toBe(2);
  });

  it('concurrent creations cannot pass the quota (the agency row is locked)', async () => {
    const { agencyId, token } = await ownAgency(h, { agentsLimit: 3, accountsLimit: 10, freeAccounts: 0 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        h.request('POST', `/agency/${agencyId}/agent`, { token, json: newCollaborator() }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.error?.code === 'AGENTS_LIMIT_REACHED')).toHaveLength(5);
    expect(await countCollaborators(h, agencyId)).toBe(3);
  });
});

describe('PUT /agency/:agencyId/agent/:agentId refused', () => {
  it('an empty body → 400 "Aucun changement à enregistrer"', async () => {
    const { agencyId, token } = await ownAgency(h);
    const id = await createThroughApi(h, agencyId, token);
    const answer = await h.request('PUT', `/agency/${agencyId}/agent/${id}`, { token, json: {} });
    expect([answer.status, answer.error?.code, answer.error?.message]).toEqual([
      400,
      'NO_CHANGE',
      'Aucun changement à enregistrer',
    ]);
  });

  it('a tab with a malformed field → its field error, the record unchanged', async () => {
    const { agencyId, token } = await ownAgency(h);
    const body = newCollaborator();
    const id = await createThroughApi(h, agencyId, token, body);
    const answer = await h.request('PUT', `/agency/${agencyId}/agent/${id}`, {
      token,
      json: { identity: { ...body.identity, lastName: '' }, agentInfos: { socialSecurityNumber: '12345' } },
    });
    expect(issuesOf(answer)).toEqual([
      { path: 'identity.lastName', message: 'Obligatoire' },
      { path: 'agentInfos.socialSecurityNumber', message: 'Format invalide' },
    ]);
    const stored = await h.request('GET', `/agency/${agencyId}/agent/${id}`, { token });
    expect(stored.body).toMatchObject({ identity: { lastName: body.identity?.lastName } });
  });

  it("another collaborator's e-mail → field error on the e-mail", async () => {
    const { agencyId, token } = await ownAgency(h);
    const first = newCollaborator();
    await createThroughApi(h, agencyId, token, first);
    const second = newCollaborator();
    const id = await createThroughApi(h, agencyId, token, second);
    const answer = await h.request('PUT', `/agency/${agencyId}/agent/${id}`, {
      token,
      json: { identity: { ...second.identity, email: first.identity?.email } },
    });
    expect([answer.status, issuesOf(answer)]).toEqual([
      400,
      [{ path: 'identity.email', message: 'Cette adresse mail est déjà utilisée' }],
    ]);
  });
});

describe("another agency's or an unknown collaborator → 404 'Collaborateur introuvable'", () => {
  it('on every call naming a collaborator, and nothing of the other agency changes', async () => {
    const mine = await ownAgency(h);
    const other = await ownAgency(h);
    const foreign = await createThroughApi(h, other.agencyId, other.token);
    for (const id of [foreign, uuidv7(), 'pas-un-id']) {
      for (const [method, suffix, json] of [
        ['GET', '', undefined],
        ['PUT', '', { notifications: { sendPlanning: false } }],
        ['PATCH', '/archive', undefined],
        ['PATCH', '/delete', undefined],
      ] as const) {
        const answer = await h.request(method, `/agency/${mine.agencyId}/agent/${id}${suffix}`, {
          token: mine.token,
          json,
        });
        expect([method, suffix, id, answer.status, answer.error?.message]).toEqual([
          method,
          suffix,
          id,
          404,
          'Collaborateur introuvable',
        ]);
      }
    }
    const stored = await h.request('GET', `/agency/${other.agencyId}/agent/${foreign}`, { token: other.token });
    expect(stored.body).toMatchObject({ status: 100, notifications: { sendPlanning: true } });
  });
});

describe('PATCH /agency/:agencyId/agent/:agentId/:action refused', () => {
  it('an action the status does not allow → 409, an unknown action → 400', async () => {
    const { agencyId, token } = await ownAgency(h);
    const id = await createThroughApi(h, agencyId, token);
    for (const action of ['activate', 'reactivate']) {
      const answer = await h.request('PATCH', `/agency/${agencyId}/agent/${id}/${action}`, { token });
      expect([action, answer.status, answer.error?.message]).toEqual([
        action,
        409,
        "Cette action n'est pas possible pour ce collaborateur dans son état actuel",
      ]);
    }
    const unknown = await h.request('PATCH', `/agency/${agencyId}/agent/${id}/promote`, { token });
    expect([unknown.status, issuesOf(unknown)]).toEqual([400, [{ path: 'action', message: 'Format invalide' }]]);
  });

  it('activation beyond the quota → the quota message, the status kept', async () => {
    const { agencyId, token } = await ownAgency(h, { agentsLimit: 1, accountsLimit: 5, freeAccounts: 0 });
    await createThroughApi(h, agencyId, token);
    const id = await createThroughApi(h, agencyId, token, newCollaborator({ status: 200 }));
    const answer = await h.request('PATCH', `/agency/${agencyId}/agent/${id}/activate`, { token });
    expect([answer.status, answer.error?.message]).toEqual([
      409,
      'Vous avez atteint votre quota de fiches collaborateurs',
    ]);
    const stored = await h.request('GET', `/agency/${agencyId}/agent/${id}`, { token });
    expect(stored.body).toMatchObject({ status: 200 });
  });
});
