import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOURS_CALLS } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { planningAgency, serviceBody } from '../services/test-fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('hours of the collaborators and of the sites', () => {
  it('splits day, night, Sunday and holiday hours, and counts the weekly overtime', async () => {
    const { agencyId, siteId, owner, agentId } = await planningAgency(h);
    const create = async (json: object) => {
      const answer = await h.request('POST', `/agency/${agencyId}/services`, {
        token: owner,
        json: { ...json, confirmed: true },
      });
      expect(answer.status).toBe(201);
    };
    // Monday 4 → Friday 8 May 2026 (Friday is a holiday), 08:00–18:00: 50 h in the week.
    await create(
      serviceBody(siteId, '2026-05-04', {
        endDate: '2026-05-08',
        startTime: '08:00',
        endTime: '18:00',
        agentIds: [agentId],
        recurrence: { repeat: 'daily', days: [], monthDays: [], excludeHolidays: false },
      }),
    );
    // Sunday 10 May 20:00 → Monday 11 May 04:00, two agents planned, none assigned.
    await create(serviceBody(siteId, '2026-05-10', { startTime: '20:00', endTime: '04:00', nbAgents: 2 }));

    const agents = HOURS_CALLS.agents.response.parse(
      (
        await h.request('POST', `/agency/${agencyId}/agents/fetch/hours`, {
          token: owner,
          json: { from: '2026-05-01', to: '2026-05-31' },
        })
      ).body,
    );
    expect(agents.data).toHaveLength(1);
    expect(agents.data[0]).toMatchObject({
      agentId,
      services: 5,
      hours: { day: 40, night: 0, sunday: 0, holiday: 10, total: 50 },
      overtime: { normal: 35, at25: 8, at50: 7 },
    });

    const sites = HOURS_CALLS.sites.response.parse(
      (
        await h.request('POST', `/agency/${agencyId}/sites/fetch/hours`, {
          token: owner,
          json: { from: '2026-05-01', to: '2026-05-31' },
        })
      ).body,
    );
    // Sunday 20:00–21:00 Sunday, 21:00–04:00 night.
    expect(sites.data).toEqual([
      expect.objectContaining({
        siteId,
        services: 6,
        hours: { day: 40, night: 7, sunday: 1, holiday: 10, total: 58 },
        agentHours: 66,
      }),
    ]);
  });

  it('refuses a period over 62 days in French', async () => {
    const { agencyId, owner } = await planningAgency(h);
    const answer = await h.request('POST', `/agency/${agencyId}/sites/fetch/hours`, {
      token: owner,
      json: { from: '2026-01-01', to: '2026-06-30' },
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.details?.issues).toEqual([
      { path: 'to', message: 'La période affichée ne peut pas dépasser 62 jours' },
    ]);
  });
});
