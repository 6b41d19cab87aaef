import { describe, expect, it } from 'vitest';
import type { PlanningService } from '@portal/contracts';
import { agentRows, siteRows, UNSTAFFED_ROW_ID } from './planning-rows.js';

const service = (id: string, siteId: string, agentIds: string[]) =>
  ({
    id,
    siteId,
    agents: agentIds.map((agentId) => ({ id: agentId, firstName: 'A', lastName: agentId })),
  }) as PlanningService;

describe('planning rows', () => {
  it('gives each site its services, in their order, and its customer unless asked not to', () => {
    const data = {
      sites: [
        { id: 's1', name: 'Bâtiment A', customerName: 'Résidence' },
        { id: 's2', name: 'Parking', customerName: 'Odysseum' },
      ],
      services: [service('1', 's2', []), service('2', 's1', []), service('3', 's2', [])],
    };
    expect(siteRows(data).map((row) => [row.id, row.subtitle, row.services.map((one) => one.id)])).toEqual([
      ['s1', 'Résidence', ['2']],
      ['s2', 'Odysseum', ['1', '3']],
    ]);
    expect(siteRows(data, { customerShown: false })[0]).not.toHaveProperty('subtitle');
  });

  it('puts a service on the row of each of its agents, after the services to staff', () => {
    const rows = agentRows({
      agents: [
        { id: 'a1', firstName: 'Karim', lastName: 'Benali' },
        { id: 'a2', firstName: 'Lucas', lastName: 'Fabre' },
      ],
      services: [service('1', 's1', ['a1', 'a2']), service('2', 's1', ['a2'])],
      unavailabilities: [{ agentId: 'a1', startAt: '2026-11-30T00:00:00Z', endAt: '2026-12-01T00:00:00Z' }],
      unstaffed: [service('3', 's1', [])],
      gaps: [{ agentId: 'a2', startAt: '2026-11-30T20:00:00Z', endAt: '2026-11-30T20:30:00Z', type: 1 }],
    });
    expect(
      rows.map((row) => [
        row.id,
        row.title,
        row.services.map((one) => one.id),
        row.unavailable?.length,
        row.gaps?.length,
      ]),
    ).toEqual([
      [UNSTAFFED_ROW_ID, 'À pourvoir', ['3'], undefined, undefined],
      ['a1', 'Benali Karim', ['1'], 1, 0],
      ['a2', 'Fabre Lucas', ['1', '2'], 0, 1],
    ]);
  });
});
