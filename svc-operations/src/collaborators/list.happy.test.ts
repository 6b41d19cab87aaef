import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollaboratorRowSchema, DirectoryEntrySchema, listResponseSchema } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { createThroughApi, newCollaborator, ownAgency } from './test-fixtures.js';

let h: OperationsHarness;
let agencyId: string;
let token: string;
const ids: Record<string, string> = {};

const person = (firstName: string, lastName: string, email: string) => ({ firstName, lastName, email, phones: [] });

beforeAll(async () => {
  h = await startOperationsHarness();
  ({ agencyId, token } = await ownAgency(h, { agentsLimit: 50, accountsLimit: 50, freeAccounts: 0 }));
  const people = [
    { key: 'helene', identity: { ...person('Hélène', 'Durand', 'helene@agence.test'), phones: ['06 11 22 33 44'] } },
    { key: 'emile', identity: person('Émile', 'Zola', 'emile@agence.test') },
    { key: 'bruno', identity: person('Bruno', 'Arnaud', 'bruno@agence.test') },
    { key: 'chloe', identity: person('Chloé', 'Ébrard', 'chloe@agence.test') },
    { key: 'david', identity: person('David', 'Martin', 'david@agence.test') },
  ];
  for (const { key, identity } of people) {
    const agentInfos =
      key === 'bruno'
        ? { type: 'EXTERNAL' as const, plannable: false, specialties: ['SSIAP 1'] }
        : key === 'chloe'
          ? { type: 'TEMPORARY' as const, specialties: ['Cynophile', 'SSIAP 1'] }
          : { registrationNumber: key === 'david' ? 'MAT-777' : '' };
    ids[key] = await createThroughApi(h, agencyId, token, newCollaborator({ identity, agentInfos }));
  }
  await h.request('PATCH', `/agency/${agencyId}/agent/${ids['david']}/deactivate`, { token });
  await h.request('PATCH', `/agency/${agencyId}/agent/${ids['emile']}/archive`, { token });
  // Another agency's collaborators never show.
  const other = await ownAgency(h);
  await createThroughApi(
    h,
    other.agencyId,
    other.token,
    newCollaborator({ identity: person('Hélène', 'Autre', 'x@y.fr') }),
  );
});
afterAll(async () => {
  await h?.close();
});

const ListSchema = listResponseSchema(CollaboratorRowSchema);
async function fetchAgents(json: object) {
  const answer = await h.request('POST', `/agency/${agencyId}/fetch/agents`, { token, json });
  expect(answer.status).toBe(200);
  return ListSchema.parse(answer.body);
}
const names = (list: { data: { firstName: string }[] }) => list.data.map((row) => row.firstName);

describe('POST /agency/:agencyId/fetch/agents', () => {
  it('lists every collaborator but deleted ones, by last name ignoring accents, with the count', async () => {
    const list = await fetchAgents({});
    expect(names(list)).toEqual(['Bruno', 'Hélène', 'Chloé', 'David', 'Émile']);
    expect(list.filteredCount).toBe(5);
    expect(list.data[1]).toMatchObject({
      id: ids['helene'],
      lastName: 'Durand',
      email: 'helene@agence.test',
      phone: '06 11 22 33 44',
      type: 'EMPLOYEE',
      status: 100,
      plannable: true,
    });
  });

  it('searches names, e-mail, phones and number ignoring case and accents', async () => {
    expect(names(await fetchAgents({ query: 'hélène' }))).toEqual(['Hélène']);
    expect(names(await fetchAgents({ query: 'HELENE' }))).toEqual(['Hélène']);
    expect(names(await fetchAgents({ query: 'ebrard' }))).toEqual(['Chloé']);
    expect(names(await fetchAgents({ query: 'durand hel' }))).toEqual(['Hélène']);
    expect(names(await fetchAgents({ query: '0611' }))).toEqual(['Hélène']);
    expect(names(await fetchAgents({ query: 'mat-777' }))).toEqual(['David']);
    expect(names(await fetchAgents({ query: '%' }))).toEqual([]);
  });

  it('filters by status, type, plannable and specialties', async () => {
    expect(names(await fetchAgents({ filters: { status: [200, 300] } }))).toEqual(['David', 'Émile']);
    expect(names(await fetchAgents({ filters: { status: ['100'] } }))).toEqual(['Bruno', 'Hélène', 'Chloé']);
    expect(names(await fetchAgents({ filters: { type: ['EXTERNAL', 'TEMPORARY'] } }))).toEqual(['Bruno', 'Chloé']);
    expect(names(await fetchAgents({ filters: { plannable: false } }))).toEqual(['Bruno']);
    expect(names(await fetchAgents({ filters: { specialties: ['Cynophile'] } }))).toEqual(['Chloé']);
    expect(names(await fetchAgents({ filters: { specialties: ['SSIAP 1'], plannable: true } }))).toEqual(['Chloé']);
  });

  it('sorts by the whitelisted columns, both ways', async () => {
    expect(names(await fetchAgents({ orderBy: 'lastName', ascending: false }))).toEqual([
      'Émile',
      'David',
      'Chloé',
      'Hélène',
      'Bruno',
    ]);
    expect(names(await fetchAgents({ orderBy: 'email' }))).toEqual(['Bruno', 'Chloé', 'David', 'Émile', 'Hélène']);
    expect(names(await fetchAgents({ orderBy: 'status', ascending: false }))[0]).toBe('Émile');
    const unknown = await h.request('POST', `/agency/${agencyId}/fetch/agents`, {
      token,
      json: { orderBy: 'search_text' },
    });
    expect([unknown.status, unknown.error?.details?.['issues']]).toEqual([
      400,
      [{ path: 'orderBy', message: 'Format invalide' }],
    ]);
  });

  it('pages, with the count of every page and past the end', async () => {
    const first = await fetchAgents({ limit: 5, page: 1, orderBy: 'email' });
    expect([names(first), first.filteredCount]).toEqual([['Bruno', 'Chloé', 'David', 'Émile', 'Hélène'], 5]);
    expect(await fetchAgents({ limit: 5, page: 2 })).toEqual({ data: [], filteredCount: 5 });
    const searched = await fetchAgents({ limit: 10, page: 1, query: 'agence.test' });
    expect(searched.filteredCount).toBe(5);
  });
});

describe('POST /agency/:agencyId/fetch/directory', () => {
  const DirectorySchema = listResponseSchema(DirectoryEntrySchema);
  const directory = async (
    rights: { role: 'agent' | 'staff'; rights: ('agents.list' | 'agentPhones.list')[] },
    json = {},
  ) => {
    const answer = await h.request('POST', `/agency/${agencyId}/fetch/directory`, {
      token: await h.tokenFor(agencyId, rights),
      json,
    });
    expect(answer.status).toBe(200);
    return DirectorySchema.parse(answer.body);
  };

  it('lists collaborators with or without a licence (not archived), for a field agent without phones', async () => {
    const list = await directory({ role: 'agent', rights: [] });
    expect(list.data.map((entry) => entry.firstName)).toEqual(['Bruno', 'Hélène', 'Chloé', 'David']);
    expect(list.data.every((entry) => entry.phones.length === 0)).toBe(true);
    expect(names(await directory({ role: 'agent', rights: [] }, { query: '0611' }))).toEqual([]);
    expect(names(await directory({ role: 'agent', rights: [] }, { query: 'HÉLÈNE' }))).toEqual(['Hélène']);
  });

  it('gives the phones to those who may read them', async () => {
    for (const right of ['agentPhones.list', 'agents.list'] as const) {
      const list = await directory({ role: 'staff', rights: [right] }, { query: '0611' });
      expect(list.data).toEqual([expect.objectContaining({ firstName: 'Hélène', phones: ['06 11 22 33 44'] })]);
    }
  });

  it('filters plannable collaborators', async () => {
    expect(names(await directory({ role: 'agent', rights: [] }, { filters: { plannable: false } }))).toEqual(['Bruno']);
  });
});
