import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { createThroughApi, newCollaborator } from '../collaborators/test-fixtures.js';
import { agencyWithNightService, NIGHT_DAY } from './test-fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

async function breakCount(agencyId: string): Promise<number> {
  const [row] = await h.asPlatform(
    (tx) => tx<{ count: number }[]>`select count(*)::int as count from service_breaks where agency_id = ${agencyId}`,
  );
  return row!.count;
}

describe('POST /agency/:agencyId/service-break refuses', () => {
  it('a gap outside the service → 400 on startAt, in French', async () => {
    const { agencyId, owner, agentId, service } = await agencyWithNightService(h);
    for (const [startAt, endAt] of [
      [`${NIGHT_DAY}T19:30:00+02:00`, `${NIGHT_DAY}T20:30:00+02:00`],
      ['2030-06-13T03:30:00+02:00', '2030-06-13T04:30:00+02:00'],
    ]) {
      const answer = await h.request('POST', `/agency/${agencyId}/service-break`, {
        token: owner,
        json: { serviceId: service.id, agentId, type: 0, startAt, endAt },
      });
      expect([answer.status, answer.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(answer.error?.details?.issues).toEqual([
        { path: 'startAt', message: "L'interruption doit se situer pendant le service" },
      ]);
    }
    expect(await breakCount(agencyId)).toBe(0);
  });

  it('an end before the start, an unknown type → 400 naming the fields', async () => {
    const { agencyId, owner, agentId, service } = await agencyWithNightService(h);
    const answer = await h.request('POST', `/agency/${agencyId}/service-break`, {
      token: owner,
      json: {
        serviceId: service.id,
        agentId,
        type: 7,
        startAt: `${NIGHT_DAY}T22:00:00+02:00`,
        endAt: `${NIGHT_DAY}T21:00:00+02:00`,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.details?.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'type', message: 'Obligatoire' })]),
    );
  });

  it('an agent not on the service → 400 on agentId', async () => {
    const { agencyId, owner, service } = await agencyWithNightService(h);
    const other = await createThroughApi(h, agencyId, owner, newCollaborator());
    const answer = await h.request('POST', `/agency/${agencyId}/service-break`, {
      token: owner,
      json: {
        serviceId: service.id,
        agentId: other,
        type: 1,
        startAt: `${NIGHT_DAY}T20:00:00+02:00`,
        endAt: `${NIGHT_DAY}T20:15:00+02:00`,
      },
    });
    expect([answer.status, answer.error?.details?.issues]).toEqual([
      400,
      [{ path: 'agentId', message: "Ce collaborateur n'est pas affecté à ce service" }],
    ]);
    expect(await breakCount(agencyId)).toBe(0);
  });

  it("another agency's service → 404 'Service introuvable.', and its gaps are neither listed nor deleted", async () => {
    const mine = await agencyWithNightService(h);
    const theirs = await agencyWithNightService(h);
    const gap = {
      serviceId: theirs.service.id,
      agentId: theirs.agentId,
      type: 0,
      startAt: `${NIGHT_DAY}T22:00:00+02:00`,
      endAt: `${NIGHT_DAY}T22:30:00+02:00`,
    };
    const refused = await h.request('POST', `/agency/${mine.agencyId}/service-break`, { token: mine.owner, json: gap });
    expect([refused.status, refused.error?.code, refused.error?.message]).toEqual([
      404,
      'SERVICE_NOT_FOUND',
      'Service introuvable.',
    ]);

    const saved = await h.request('POST', `/agency/${theirs.agencyId}/service-break`, {
      token: theirs.owner,
      json: gap,
    });
    expect(saved.status).toBe(201);
    const id = (saved.body as { id: string }).id;
    const listed = await h.request('POST', `/agency/${mine.agencyId}/fetch/service-breaks`, {
      token: mine.owner,
      json: {},
    });
    expect(listed.body).toEqual({ data: [], filteredCount: 0 });
    const removed = await h.request('DELETE', `/agency/${mine.agencyId}/service-break/${id}`, { token: mine.owner });
    expect([removed.status, removed.error?.message]).toEqual([404, 'Interruption introuvable']);
    expect(await breakCount(theirs.agencyId)).toBe(1);
  });
});
