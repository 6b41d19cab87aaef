import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_CALLS, SavedServicesSchema } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { planningAgency, serviceBody, serviceEvents } from './test-fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('services', () => {
  it('a weekly recurrence makes one service per chosen day, in Paris time, each announced', async () => {
    const { agencyId, siteId, owner } = await planningAgency(h);
    const answer = await h.request('POST', `/agency/${agencyId}/services`, {
      token: owner,
      json: serviceBody(siteId, '2026-03-23', {
        endDate: '2026-04-05',
        recurrence: { repeat: 'weekly', days: [1, 3, 5], monthDays: [], excludeHolidays: false },
      }),
    });
    expect(answer.status).toBe(201);
    const saved = SavedServicesSchema.parse(answer.body);
    // Mon, Wed, Fri of two weeks; the clocks change on 29 March 2026.
    expect(saved.data.map((service) => service.startAt)).toEqual([
      '2026-03-23T07:00:00.000Z',
      '2026-03-25T07:00:00.000Z',
      '2026-03-27T07:00:00.000Z',
      '2026-03-30T06:00:00.000Z',
      '2026-04-01T06:00:00.000Z',
      '2026-04-03T06:00:00.000Z',
    ]);
    expect(new Set(saved.data.map((service) => service.seriesId)).size).toBe(1);
    expect(saved.data.map((service) => service.reference)).toEqual([
      'S-000001',
      'S-000002',
      'S-000003',
      'S-000004',
      'S-000005',
      'S-000006',
    ]);
    expect(saved.data[0]).toMatchObject({ siteName: 'Résidence Les Oliviers', status: 100, agents: [] });
    const events = await serviceEvents(h, agencyId);
    expect(events.map((event) => event.subject)).toEqual(Array(6).fill('operations.service.created'));
  });

  it('excludes the holidays of the agency when asked (Easter Monday 2026)', async () => {
    const { agencyId, siteId, owner } = await planningAgency(h);
    const answer = await h.request('POST', `/agency/${agencyId}/services`, {
      token: owner,
      json: serviceBody(siteId, '2026-04-06', {
        endDate: '2026-04-08',
        recurrence: { repeat: 'daily', days: [], monthDays: [], excludeHolidays: true },
      }),
    });
    expect(SavedServicesSchema.parse(answer.body).data.map((service) => service.startAt.slice(0, 10))).toEqual([
      '2026-04-07',
      '2026-04-08',
    ]);
  });

  it('warns of an 11 h rest broken, saves once confirmed, and refuses naming the rule when set to forbid', async () => {
    const { agencyId, siteId, owner, agentId } = await planningAgency(h);
    const evening = await h.request('POST', `/agency/${agencyId}/services`, {
      token: owner,
      json: serviceBody(siteId, '2026-05-04', { startTime: '14:00', endTime: '22:00', agentIds: [agentId] }),
    });
    expect(evening.status).toBe(201);
    const morning = serviceBody(siteId, '2026-05-05', { startTime: '06:00', endTime: '14:00' });
    const created = SavedServicesSchema.parse(
      (await h.request('POST', `/agency/${agencyId}/services`, { token: owner, json: morning })).body,
    ).data[0]!;

    const warned = await h.request('POST', `/agency/${agencyId}/service/${created.id}/agents`, {
      token: owner,
      json: { agentId },
    });
    expect(warned.status).toBe(409);
    expect(warned.error).toMatchObject({
      code: 'PLANNING_ANOMALIES',
      message: 'Des anomalies ont été détectées, voulez-vous modifier votre saisie ?',
    });
    const codes = (warned.error?.details?.anomalies as { code: string }[]).map((anomaly) => anomaly.code);
    expect(codes).toContain('AGENT_REST_11H');

    const confirmed = await h.request('POST', `/agency/${agencyId}/service/${created.id}/agents`, {
      token: owner,
      json: { agentId, confirmed: true },
    });
    expect(confirmed.status).toBe(200);
    expect(SavedServicesSchema.parse(confirmed.body).data[0]!.agents.map((agent) => agent.id)).toEqual([agentId]);

    const settings = await h.request('PUT', `/agency/${agencyId}/settings`, {
      token: owner,
      json: { planningChecks: { AGENT_REST_11H: 'forbid' } },
    });
    expect(settings.status).toBe(200);
    const refused = await h.request('POST', `/agency/${agencyId}/services`, {
      token: owner,
      json: {
        ...serviceBody(siteId, '2026-05-05', { startTime: '20:00', endTime: '23:00', agentIds: [agentId] }),
        confirmed: true,
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.error?.code).toBe('PLANNING_FORBIDDEN');
    expect(refused.error?.message).toContain('Repos quotidien de 11 h');
  });

  it('finishing a service announces its hours split by kind of time and the factors', async () => {
    const { agencyId, siteId, owner } = await planningAgency(h);
    // Friday 1 May 2026 (holiday) 20:00 → Saturday 06:00.
    const created = SavedServicesSchema.parse(
      (
        await h.request('POST', `/agency/${agencyId}/services`, {
          token: owner,
          json: serviceBody(siteId, '2026-04-30', { startTime: '20:00', endTime: '06:00', nbAgents: 2 }),
        })
      ).body,
    ).data[0]!;
    const finished = await h.request('PATCH', `/agency/${agencyId}/service/${created.id}/finish`, { token: owner });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ status: 300 });
    const event = (await serviceEvents(h, agencyId)).find(
      (candidate) => candidate.subject === 'operations.service.finished',
    );
    expect(event?.payload).toMatchObject({
      serviceId: created.id,
      nbAgents: 2,
      billingMode: 2,
      // 20:00–21:00 day, 21:00–24:00 night, 1 May 00:00–06:00 holiday (dearest kind first).
      hours: { day: 1, night: 3, sunday: 0, holiday: 6, total: 10 },
      nightFactor: 1.1,
      holidayFactor: 2,
    });
    const again = await h.request('PATCH', `/agency/${agencyId}/service/${created.id}/finish`, { token: owner });
    expect([again.status, again.error?.message]).toEqual([409, 'Le service est terminé']);
  });

  it('lists by period and status, shows the planning views, and cancels a service not started', async () => {
    const { agencyId, siteId, owner, agentId } = await planningAgency(h);
    const created = SavedServicesSchema.parse(
      (
        await h.request('POST', `/agency/${agencyId}/services`, {
          token: owner,
          json: serviceBody(siteId, '2026-06-01', {
            endDate: '2026-06-03',
            recurrence: { repeat: 'daily', days: [], monthDays: [], excludeHolidays: false },
            agentIds: [agentId],
          }),
        })
      ).body,
    ).data;
    const listed = SERVICE_CALLS.list.response.parse(
      (
        await h.request('POST', `/agency/${agencyId}/fetch/services`, {
          token: owner,
          json: { filters: { from: '2026-06-02', to: '2026-06-03', status: ['100'] } },
        })
      ).body,
    );
    expect(listed.filteredCount).toBe(2);
    const sites = SERVICE_CALLS.sitesPlanning.response.parse(
      (
        await h.request('POST', `/agency/${agencyId}/fetch/sites/with-services`, {
          token: owner,
          json: { from: '2026-06-01', to: '2026-06-07' },
        })
      ).body,
    );
    expect(sites.sites.map((site) => site.name)).toEqual(['Résidence Les Oliviers']);
    expect(sites.services).toHaveLength(3);
    await h.request('POST', `/agency/${agencyId}/unavailability`, {
      token: owner,
      json: { agentId, startAt: '2026-06-05T00:00:00+02:00', endAt: '2026-06-06T00:00:00+02:00', reason: 'PAID_LEAVE' },
    });
    const agents = SERVICE_CALLS.agentsPlanning.response.parse(
      (
        await h.request('POST', `/agency/${agencyId}/fetch/agents/with-services-unavailabilities`, {
          token: owner,
          json: { from: '2026-06-01', to: '2026-06-07' },
        })
      ).body,
    );
    expect(agents.agents.map((agent) => agent.id)).toEqual([agentId]);
    expect(agents.services).toHaveLength(3);
    expect(agents.unavailabilities.map((absence) => absence.reason)).toEqual(['PAID_LEAVE']);
    expect(agents.unstaffed).toEqual([]);

    const cancelled = await h.request('DELETE', `/agency/${agencyId}/service/${created[0]!.id}`, { token: owner });
    expect(cancelled.status).toBe(200);
    const gone = await h.request('GET', `/agency/${agencyId}/service/${created[0]!.id}`, { token: owner });
    expect([gone.status, gone.error?.message]).toEqual([404, 'Service introuvable.']);
    expect((await serviceEvents(h, agencyId)).map((event) => event.subject)).toContain('operations.service.cancelled');
  });
});
