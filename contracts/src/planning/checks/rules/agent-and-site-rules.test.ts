import { describe, expect, it } from 'vitest';
import { checkedAgent, runOnly, service } from '../test-fixtures.js';

describe('SERVICE_MAX_DURATION', () => {
  it('reports a candidate longer than the limit, for the service (no agent)', () => {
    const anomalies = runOnly('SERVICE_MAX_DURATION', [service('long', '2026-03-12 06:00', '2026-03-12 19:00')]);
    expect(anomalies).toEqual([
      {
        code: 'SERVICE_MAX_DURATION',
        level: 'warning',
        serviceId: 'long',
        agentId: null,
        message: "Durée maximale d'un service dépassée : 13 h pour 12 h autorisées",
      },
    ]);
  });

  it('accepts 12 h exactly, measures real time across the change of time, and follows the level', () => {
    expect(runOnly('SERVICE_MAX_DURATION', [service('s', '2026-03-12 06:00', '2026-03-12 18:00')])).toEqual([]);
    // 18:00 to 06:00 on the night of 28–29 March 2026 lasts 11 h.
    expect(runOnly('SERVICE_MAX_DURATION', [service('s', '2026-03-28 18:00', '2026-03-29 06:30')])).toEqual([]);
    // On the night of 24–25 October 2026 it lasts 13 h.
    expect(runOnly('SERVICE_MAX_DURATION', [service('s', '2026-10-24 18:00', '2026-10-25 06:00')])).toHaveLength(1);
    const long = [service('long', '2026-03-12 06:00', '2026-03-12 19:00')];
    expect(runOnly('SERVICE_MAX_DURATION', long, {}, 'forbid')[0]?.level).toBe('forbid');
    expect(runOnly('SERVICE_MAX_DURATION', long, {}, 'disabled')).toEqual([]);
  });
});

describe('AGENT_UNAVAILABLE', () => {
  const unavailabilities = [
    { agentId: 'agent-1', startAt: '2026-03-12T08:00:00+01:00', endAt: '2026-03-14T18:00:00+01:00' },
  ];

  it('reports a candidate during an unavailability of the agent', () => {
    const anomalies = runOnly('AGENT_UNAVAILABLE', [service('s', '2026-03-13 08:00', '2026-03-13 16:00')], {
      unavailabilities,
    });
    expect(anomalies).toEqual([
      {
        code: 'AGENT_UNAVAILABLE',
        level: 'warning',
        serviceId: 's',
        agentId: 'agent-1',
        message: 'Collaborateur indisponible du 12/03/2026 à 08:00 au 14/03/2026 à 18:00',
      },
    ]);
  });

  it('ignores another agent and a service ending when the unavailability starts', () => {
    expect(
      runOnly('AGENT_UNAVAILABLE', [service('s', '2026-03-13 08:00', '2026-03-13 16:00', { agentIds: ['agent-2'] })], {
        unavailabilities,
      }),
    ).toEqual([]);
    expect(
      runOnly('AGENT_UNAVAILABLE', [service('s', '2026-03-12 00:00', '2026-03-12 08:00')], { unavailabilities }),
    ).toEqual([]);
  });
});

describe('AGENT_SITE_FORBIDDEN and AGENT_RESTRICTION', () => {
  const agents = [checkedAgent('agent-1', { forbiddenSiteIds: ['site-9'], restrictedSiteIds: ['site-5'] })];

  it('reports a candidate on a forbidden site', () => {
    const anomalies = runOnly(
      'AGENT_SITE_FORBIDDEN',
      [service('s', '2026-03-12 08:00', '2026-03-12 16:00', { siteId: 'site-9' })],
      { agents },
      'forbid',
    );
    expect(anomalies).toEqual([
      {
        code: 'AGENT_SITE_FORBIDDEN',
        level: 'forbid',
        serviceId: 's',
        agentId: 'agent-1',
        message: 'Site interdit au collaborateur : il ne peut pas travailler sur ce site',
      },
    ]);
    expect(runOnly('AGENT_SITE_FORBIDDEN', [service('s', '2026-03-12 08:00', '2026-03-12 16:00')], { agents })).toEqual(
      [],
    );
  });

  it('reports a candidate on a restricted site', () => {
    const anomalies = runOnly(
      'AGENT_RESTRICTION',
      [service('s', '2026-03-12 08:00', '2026-03-12 16:00', { siteId: 'site-5' })],
      { agents },
    );
    expect(anomalies.map((anomaly) => anomaly.message)).toEqual([
      'Restriction du collaborateur : ce site fait partie de ses restrictions',
    ]);
  });
});

describe('SERVICE_SITE_CLOSURE', () => {
  const siteClosures = [{ siteId: 'site-1', startDate: '2026-03-10', endDate: '2026-03-15' }];

  it('reports a candidate on a day its site is closed, for the service', () => {
    const anomalies = runOnly('SERVICE_SITE_CLOSURE', [service('s', '2026-03-12 08:00', '2026-03-12 16:00')], {
      siteClosures,
    });
    expect(anomalies).toEqual([
      {
        code: 'SERVICE_SITE_CLOSURE',
        level: 'warning',
        serviceId: 's',
        agentId: null,
        message: 'Fermeture du site : le site est fermé du 10/03/2026 au 15/03/2026',
      },
    ]);
  });

  it('counts every local day a night service touches, and only the closures of its site', () => {
    expect(
      runOnly('SERVICE_SITE_CLOSURE', [service('s', '2026-03-09 22:00', '2026-03-10 06:00')], { siteClosures }),
    ).toHaveLength(1);
    expect(
      runOnly('SERVICE_SITE_CLOSURE', [service('s', '2026-03-09 14:00', '2026-03-10 00:00')], { siteClosures }),
    ).toEqual([]);
    expect(
      runOnly('SERVICE_SITE_CLOSURE', [service('s', '2026-03-12 08:00', '2026-03-12 16:00', { siteId: 'site-2' })], {
        siteClosures,
      }),
    ).toEqual([]);
  });
});

describe('AGENT_CONTRACT_EXPIRED and AGENT_EXPIRED', () => {
  it('reports a candidate ending after the last day of the contract (Paris time)', () => {
    const agents = [checkedAgent('agent-1', { contractEndDate: '2026-03-31' })];
    const anomalies = runOnly('AGENT_CONTRACT_EXPIRED', [service('s', '2026-03-31 22:00', '2026-04-01 06:00')], {
      agents,
    });
    expect(anomalies.map((anomaly) => anomaly.message)).toEqual([
      'Contrat de travail expiré : le contrat du collaborateur prend fin le 31/03/2026',
    ]);
    expect(
      runOnly('AGENT_CONTRACT_EXPIRED', [service('s', '2026-03-31 16:00', '2026-04-01 00:00')], { agents }),
    ).toEqual([]);
  });

  it('reports a candidate starting on or after the day the regulatory documents expired', () => {
    const agents = [checkedAgent('agent-1', { expiredSince: '2026-03-12' })];
    const anomalies = runOnly('AGENT_EXPIRED', [service('s', '2026-03-12 00:30', '2026-03-12 08:00')], { agents });
    expect(anomalies.map((anomaly) => anomaly.message)).toEqual([
      'Échéance réglementaire dépassée : les documents réglementaires du collaborateur sont échus depuis le 12/03/2026',
    ]);
    expect(runOnly('AGENT_EXPIRED', [service('s', '2026-03-11 16:00', '2026-03-11 23:59')], { agents })).toEqual([]);
  });
});

describe('AGENT_HOURS_LIMIT', () => {
  const days = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      service(
        `d${index}`,
        `2026-03-${String(9 + index).padStart(2, '0')} 08:00`,
        `2026-03-${String(9 + index).padStart(2, '0')} 16:00`,
      ),
    );

  it('reports more hours in the week than the contract allows, once per week', () => {
    const agents = [checkedAgent('agent-1', { hoursLimit: { hours: 35, period: 'WEEK' } })];
    const anomalies = runOnly('AGENT_HOURS_LIMIT', days(5), { agents });
    expect(anomalies).toHaveLength(1);
    expect(anomalies[0]).toMatchObject({ serviceId: 'd0', agentId: 'agent-1' });
    expect(anomalies[0]!.message).toBe(
      "Limite d'heures du contrat dépassée : 40 h travaillées la semaine du 09/03/2026 pour 35 h prévues au contrat",
    );
    expect(runOnly('AGENT_HOURS_LIMIT', days(4), { agents })).toEqual([]);
  });

  it('reports more hours in the calendar month than the contract allows', () => {
    const agents = [checkedAgent('agent-1', { hoursLimit: { hours: 151.67, period: 'MONTH' } })];
    const anomalies = runOnly('AGENT_HOURS_LIMIT', [days(1)[0]!], { agents, otherServices: days(20).slice(1) });
    expect(anomalies.map((anomaly) => anomaly.message)).toEqual([
      "Limite d'heures du contrat dépassée : 160 h travaillées en mars 2026 pour 151 h 40 prévues au contrat",
    ]);
  });
});

describe('unknown agents', () => {
  it('are checked only by the rules needing no agent data', () => {
    const candidate = service('s', '2026-03-12 08:00', '2026-03-12 16:00', { agentIds: ['ghost'], siteId: 'site-9' });
    const other = service('o', '2026-03-12 06:00', '2026-03-12 10:00', { agentIds: ['ghost'] });
    expect(runOnly('AGENT_ALREADY_HIRED', [candidate], { otherServices: [other], agents: [] })).toHaveLength(1);
    expect(runOnly('AGENT_SITE_FORBIDDEN', [candidate], { agents: [] })).toEqual([]);
  });
});
