import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollaboratorListRequestSchema, ListResponse } from '@portal/contracts';
import type { z } from 'zod';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { createThroughApi, newCollaborator, ownAgency } from './test-fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

/**
 * The collaborators' and the directory's counts are cached between pages (kit `listCache`): the
 * service's own writes must be counted by the very next list call, a search's count too.
 */
describe('POST /agency/:agencyId/fetch/agents and fetch/directory counts', () => {
  it('counts a created, a renamed, an archived and a deleted collaborator at once', async () => {
    const { agencyId, token } = await ownAgency(h);
    const count = async (path: 'agents' | 'directory', json: z.input<typeof CollaboratorListRequestSchema> = {}) => {
      const answer = await h.request('POST', `/agency/${agencyId}/fetch/${path}`, { token, json });
      expect(answer.status).toBe(200);
      return (answer.body as ListResponse<unknown>).filteredCount;
    };
    const counts = async () => [
      await count('agents'),
      await count('agents', { query: 'zoé' }),
      await count('agents', { filters: { status: 300 } }),
      await count('directory'),
      await count('directory', { query: 'zoe' }),
    ];
    await createThroughApi(h, agencyId, token);
    expect(await counts()).toEqual([1, 0, 0, 1, 0]);

    const body = newCollaborator();
    const id = await createThroughApi(h, agencyId, token, body);
    expect(await counts()).toEqual([2, 0, 0, 2, 0]);

    const identity = { ...body.identity, firstName: 'Zoé' };
    const renamed = await h.request('PUT', `/agency/${agencyId}/agent/${id}`, { token, json: { identity } });
    expect(renamed.status).toBe(200);
    expect(await counts()).toEqual([2, 1, 0, 2, 1]);

    const archived = await h.request('PATCH', `/agency/${agencyId}/agent/${id}/archive`, { token });
    expect(archived.status).toBe(200);
    expect(await counts()).toEqual([2, 1, 1, 1, 0]);

    const deleted = await h.request('PATCH', `/agency/${agencyId}/agent/${id}/delete`, { token });
    expect(deleted.status).toBe(200);
    expect(await counts()).toEqual([1, 0, 0, 1, 0]);
  });
});
