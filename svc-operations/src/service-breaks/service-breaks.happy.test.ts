import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_BREAK_CALLS, ServiceBreakSchema } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { agencyWithNightService, NIGHT_DAY } from './test-fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

const listResponse = SERVICE_BREAK_CALLS.list.response;

describe('service breaks (listInterrupt)', () => {
  it('declares a lateness and a pause on a night service, lists them with their hours split, filters and deletes', async () => {
    const { agencyId, owner, agentId, service } = await agencyWithNightService(h);
    const declare = (json: Record<string, unknown>) =>
      h.request('POST', `/agency/${agencyId}/service-break`, {
        token: owner,
        json: { serviceId: service.id, agentId, ...json },
      });

    const lateness = await declare({
      type: 1,
      startAt: `${NIGHT_DAY}T20:00:00+02:00`,
      endAt: `${NIGHT_DAY}T20:30:00+02:00`,
      comment: 'Bouchons sur la rocade',
    });
    expect(lateness.status).toBe(201);
    expect(ServiceBreakSchema.parse(lateness.body)).toMatchObject({
      serviceId: service.id,
      serviceReference: service.reference,
      agentId,
      type: 1,
      startAt: '2030-06-12T18:00:00.000Z',
      endAt: '2030-06-12T18:30:00.000Z',
      durationMin: 30,
      hours: { day: 0.5, night: 0, sunday: 0, holiday: 0, total: 0.5 },
      comment: 'Bouchons sur la rocade',
      siteName: 'Résidence Les Oliviers',
      customerName: 'Client de Résidence Les Oliviers',
      prestationLabel: 'Gardiennage de jour',
    });
    const pause = await declare({
      type: 0,
      startAt: `${NIGHT_DAY}T20:30:00+02:00`,
      endAt: `${NIGHT_DAY}T21:30:00+02:00`,
    });
    expect(pause.status).toBe(201);

    const list = async (filters: Record<string, unknown> = {}) => {
      const answer = await h.request('POST', `/agency/${agencyId}/fetch/service-breaks`, {
        token: owner,
        json: { filters },
      });
      expect(answer.status).toBe(200);
      return listResponse.parse(answer.body);
    };
    const all = await list();
    expect(all.filteredCount).toBe(2);
    expect(all.data.map((row) => [row.type, row.durationMin, row.hours])).toEqual([
      [1, 30, { day: 0.5, night: 0, sunday: 0, holiday: 0, total: 0.5 }],
      [0, 60, { day: 0.5, night: 0.5, sunday: 0, holiday: 0, total: 1 }],
    ]);
    expect(all.data[1]).toMatchObject({ comment: '', agentName: expect.any(String) });

    expect((await list({ type: 0 })).data.map((row) => row.type)).toEqual([0]);
    expect((await list({ type: [0, 1] })).filteredCount).toBe(2);
    // The table's header filter sends its values as text.
    expect((await list({ type: ['1'] })).data.map((row) => row.type)).toEqual([1]);
    expect((await list({ type: [2, 3, 4] })).filteredCount).toBe(0);
    expect((await list({ agentId, from: NIGHT_DAY, to: NIGHT_DAY })).filteredCount).toBe(2);
    expect((await list({ from: '2030-06-13' })).filteredCount).toBe(0);

    const pauseId = ServiceBreakSchema.parse(pause.body).id;
    const removed = await h.request('DELETE', `/agency/${agencyId}/service-break/${pauseId}`, { token: owner });
    expect([removed.status, removed.body]).toEqual([200, { id: pauseId }]);
    expect((await list()).data.map((row) => row.type)).toEqual([1]);
    const again = await h.request('DELETE', `/agency/${agencyId}/service-break/${pauseId}`, { token: owner });
    expect([again.status, again.error?.message]).toEqual([404, 'Interruption introuvable']);
  });

  it('counts the hours of a gap on a public holiday as holiday hours (14 July 2030)', async () => {
    const { agencyId, owner, agentId, siteId } = await agencyWithNightService(h);
    const planned = await h.request('POST', `/agency/${agencyId}/services`, {
      token: owner,
      json: {
        siteId,
        category: 'GUARDING',
        prestation: { label: 'Gardiennage', unitPrice: '24.50' },
        billingMode: 2,
        nbAgents: 1,
        agentIds: [agentId],
        startDate: '2030-07-14',
        endDate: '2030-07-14',
        startTime: '08:00',
        endTime: '16:00',
        confirmed: true,
      },
    });
    expect(planned.status).toBe(201);
    const serviceId = (planned.body as { data: { id: string }[] }).data[0]!.id;
    const gap = await h.request('POST', `/agency/${agencyId}/service-break`, {
      token: owner,
      json: { serviceId, agentId, type: 4, startAt: '2030-07-14T10:00:00+02:00', endAt: '2030-07-14T11:15:00+02:00' },
    });
    expect(ServiceBreakSchema.parse(gap.body)).toMatchObject({
      durationMin: 75,
      hours: { day: 0, night: 0, sunday: 0, holiday: 1.25, total: 1.25 },
    });
  });
});
