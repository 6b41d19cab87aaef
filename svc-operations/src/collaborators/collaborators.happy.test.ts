import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollaboratorSchema, LicenceUsageSchema, type Collaborator } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { createThroughApi, newCollaborator, outboxEvents, ownAgency } from './test-fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

const read = async (agencyId: string, token: string, id: string): Promise<Collaborator> => {
  const answer = await h.request('GET', `/agency/${agencyId}/agent/${id}`, { token });
  expect(answer.status).toBe(200);
  return CollaboratorSchema.parse(answer.body);
};

describe('POST /agency/:agencyId/agent', () => {
  it('creates a collaborator with a licence and the defaults of every tab, and announces it', async () => {
    const { agencyId, token } = await ownAgency(h);
    const body = newCollaborator();
    const answer = await h.request('POST', `/agency/${agencyId}/agent`, { token, json: body });
    expect(answer.status).toBe(201);
    const created = CollaboratorSchema.parse(answer.body);
    expect(created).toMatchObject({
      status: 100,
      identity: { ...body.identity, address: { country: 'FR', location: null }, birthDate: null },
      agentInfos: {
        type: 'EMPLOYEE',
        plannable: true,
        rating: 3,
        weekDuration: [7, 7, 7, 7, 7, 0, 0],
        cardNumber: null,
        socialSecurityNumber: null,
        specialties: [],
      },
      contract: null,
      items: [],
      restrictions: [],
      notifications: { sendPlanning: true },
    });
    expect(await read(agencyId, token, created.id)).toEqual(created);
    expect(await outboxEvents(h, agencyId)).toEqual([
      {
        subject: 'operations.collaborator.created',
        payload: {
          agencyId,
          collaboratorId: created.id,
          email: body.identity?.email,
          firstName: 'Hélène',
          lastName: body.identity?.lastName,
          plannable: true,
          status: 100,
        },
      },
    ]);
  });

  it('keeps every field of every tab, normalised (card number upper case, NIR without spaces)', async () => {
    const { agencyId, token } = await ownAgency(h);
    const body = newCollaborator({
      status: 200,
      agentInfos: {
        type: 'EXTERNAL',
        plannable: false,
        position: 'Agent cynophile',
        registrationNumber: 'M-0042',
        cardNumber: 'car-034-2027-01-15-20170012345',
        socialSecurityNumber: '1 85 05 78 006 084 91',
        bloodGroup: 'AB-',
        rating: 5,
        specialties: ['Cynophile', 'SSIAP 1'],
        comments: 'Disponible le week-end',
        weekDuration: [8, 8, 8, 8, 3, 0, 0],
        externalCompanyName: 'Garde Sud',
        externalCompanySiret: '123 456 789 00012',
      },
      contract: {
        type: 'CDD_REPLACEMENT',
        startDate: '2026-01-05',
        endDate: '2026-06-30',
        hoursLimit: 151.67,
        period: 'MONTH',
        hourlyPay: '12.45',
        monthlyPay: '1888.30',
        classificationLevel: 'Niveau III',
        classificationGrade: 'ASCS_B',
        classificationCoeff: 150,
        workPlace: 'Montpellier',
      },
      items: [
        { kind: 2, label: 'Badge accès', position: 1 },
        { kind: 1, label: 'Tenue hiver', position: 0 },
      ],
      restrictions: [{ label: 'Pas de service de nuit' }],
      notifications: { sendPlanning: false },
    });
    const id = await createThroughApi(h, agencyId, token, body);
    const stored = await read(agencyId, token, id);
    expect(stored.status).toBe(200);
    expect(stored.agentInfos).toMatchObject({
      cardNumber: 'CAR-034-2027-01-15-20170012345',
      socialSecurityNumber: '185057800608491',
      externalCompanySiret: '12345678900012',
      specialties: ['Cynophile', 'SSIAP 1'],
    });
    expect(stored.contract).toMatchObject({
      type: 'CDD_REPLACEMENT',
      hourlyPay: '12.45',
      classificationGrade: 'ASCS_B',
    });
    expect(stored.items).toHaveLength(2);
    expect(stored.restrictions).toEqual([{ label: 'Pas de service de nuit' }]);
    expect(stored.notifications).toEqual({ sendPlanning: false });
  });
});

describe('PUT /agency/:agencyId/agent/:agentId', () => {
  it('replaces only the tabs sent and keeps the others', async () => {
    const { agencyId, token } = await ownAgency(h);
    const id = await createThroughApi(
      h,
      agencyId,
      token,
      newCollaborator({ restrictions: [{ label: 'Pas de nuit' }], items: [{ kind: 4, label: 'Clé local' }] }),
    );
    const before = await read(agencyId, token, id);
    const contract = { type: 'CDI' as const, startDate: '2026-02-01' };
    const answer = await h.request('PUT', `/agency/${agencyId}/agent/${id}`, {
      token,
      json: { contract, notifications: { sendPlanning: false } },
    });
    expect(answer.status).toBe(200);
    const after = CollaboratorSchema.parse(answer.body);
    expect(after.contract).toMatchObject({ ...contract, hoursLimit: 35, period: 'WEEK', endDate: null });
    expect(after.notifications).toEqual({ sendPlanning: false });
    expect(after.identity).toEqual(before.identity);
    expect(after.agentInfos).toEqual(before.agentInfos);
    expect(after.items).toEqual(before.items);
    expect(after.restrictions).toEqual(before.restrictions);
    expect(await read(agencyId, token, id)).toEqual(after);
  });

  it('announces operations.collaborator.updated only when what others keep changes', async () => {
    const { agencyId, token } = await ownAgency(h);
    const body = newCollaborator();
    const id = await createThroughApi(h, agencyId, token, body);
    await h.request('PUT', `/agency/${agencyId}/agent/${id}`, { token, json: { restrictions: [{ label: 'Aucune' }] } });
    expect((await outboxEvents(h, agencyId)).map((event) => event.subject)).toEqual([
      'operations.collaborator.created',
    ]);

    const identity = { ...body.identity, firstName: 'Héloïse', email: `heloise.${id}@agence.test` };
    const answer = await h.request('PUT', `/agency/${agencyId}/agent/${id}`, { token, json: { identity } });
    expect(answer.status).toBe(200);
    const events = await outboxEvents(h, agencyId);
    expect(events.at(-1)).toEqual({
      subject: 'operations.collaborator.updated',
      payload: expect.objectContaining({ collaboratorId: id, firstName: 'Héloïse', email: identity.email }),
    });
  });

  it('removes the contract when sent as null', async () => {
    const { agencyId, token } = await ownAgency(h);
    const id = await createThroughApi(
      h,
      agencyId,
      token,
      newCollaborator({ contract: { type: 'CDI', startDate: '2025-09-01' } }),
    );
    const answer = await h.request('PUT', `/agency/${agencyId}/agent/${id}`, { token, json: { contract: null } });
    expect(answer.status).toBe(200);
    expect(CollaboratorSchema.parse(answer.body).contract).toBeNull();
  });
});

describe('PATCH /agency/:agencyId/agent/:agentId/:action', () => {
  it('deactivates, archives, reactivates, activates and deletes, announcing each change', async () => {
    const { agencyId, token } = await ownAgency(h);
    const id = await createThroughApi(h, agencyId, token);
    const act = async (action: string) => {
      const answer = await h.request('PATCH', `/agency/${agencyId}/agent/${id}/${action}`, { token });
      expect([action, answer.status]).toEqual([action, 200]);
      return CollaboratorSchema.parse(answer.body).status;
    };
    expect(await act('deactivate')).toBe(200);
    expect(await act('archive')).toBe(300);
    expect(await act('reactivate')).toBe(200);
    expect(await act('activate')).toBe(100);
    expect(await act('delete')).toBe(400);
    const events = await outboxEvents(h, agencyId);
    expect(events.map((event) => [event.subject, event.payload.status])).toEqual([
      ['operations.collaborator.created', 100],
      ['operations.collaborator.updated', 200],
      ['operations.collaborator.archived', 300],
      ['operations.collaborator.updated', 200],
      ['operations.collaborator.updated', 100],
      ['operations.collaborator.updated', 400],
    ]);
    // A deleted collaborator is gone for the record's calls.
    const gone = await h.request('GET', `/agency/${agencyId}/agent/${id}`, { token });
    expect([gone.status, gone.error?.message]).toEqual([404, 'Collaborateur introuvable']);
  });
});

describe('GET /agency/:agencyId/agents/usage', () => {
  it('counts licences (100) and accounts (100 and 200) against the limits', async () => {
    const { agencyId, token } = await ownAgency(h, { agentsLimit: 3, accountsLimit: 2, freeAccounts: 1 });
    await createThroughApi(h, agencyId, token);
    await createThroughApi(h, agencyId, token, newCollaborator({ status: 200 }));
    const archived = await createThroughApi(h, agencyId, token);
    await h.request('PATCH', `/agency/${agencyId}/agent/${archived}/archive`, { token });
    const answer = await h.request('GET', `/agency/${agencyId}/agents/usage`, { token });
    expect(answer.status).toBe(200);
    expect(LicenceUsageSchema.parse(answer.body)).toEqual({
      agentsLimit: 3,
      accountsLimit: 2,
      freeAccounts: 1,
      countAgents: 1,
      countAccounts: 2,
      agentsLimitReached: false,
      accountsLimitReached: false,
    });
  });
});
