import { describe, expect, it } from 'vitest';
import { runOnly, service } from '../test-fixtures.js';

describe('AGENT_ALREADY_HIRED', () => {
  const morning = service('other', '2026-03-12 06:00', '2026-03-12 14:00');

  it('reports a candidate overlapping another service of the agent, naming its times', () => {
    const anomalies = runOnly('AGENT_ALREADY_HIRED', [service('new', '2026-03-12 10:00', '2026-03-12 18:00')], {
      otherServices: [morning],
    });
    expect(anomalies).toEqual([
      {
        code: 'AGENT_ALREADY_HIRED',
        level: 'warning',
        serviceId: 'new',
        agentId: 'agent-1',
        message: 'Service en chevauchement : le collaborateur travaille déjà de 06:00 à 14:00 le 12/03/2026',
      },
    ]);
  });

  it('lets a service start when the other ends, and ignores other agents', () => {
    expect(
      runOnly('AGENT_ALREADY_HIRED', [service('new', '2026-03-12 14:00', '2026-03-12 22:00')], {
        otherServices: [morning],
      }),
    ).toEqual([]);
    expect(
      runOnly(
        'AGENT_ALREADY_HIRED',
        [service('new', '2026-03-12 10:00', '2026-03-12 18:00', { agentIds: ['agent-2'] })],
        { otherServices: [morning] },
      ),
    ).toEqual([]);
  });

  it('reports both candidates overlapping each other, at the forbid level when so set', () => {
    const anomalies = runOnly(
      'AGENT_ALREADY_HIRED',
      [service('a', '2026-03-12 06:00', '2026-03-12 14:00'), service('b', '2026-03-12 13:00', '2026-03-12 20:00')],
      {},
      'forbid',
    );
    expect(anomalies.map((anomaly) => [anomaly.serviceId, anomaly.level])).toEqual([
      ['a', 'forbid'],
      ['b', 'forbid'],
    ]);
  });

  it('reports nothing when disabled', () => {
    expect(
      runOnly(
        'AGENT_ALREADY_HIRED',
        [service('new', '2026-03-12 10:00', '2026-03-12 18:00')],
        {
          otherServices: [morning],
        },
        'disabled',
      ),
    ).toEqual([]);
  });
});

describe('AGENT_SPACE_11H', () => {
  it('reports less than 11 h between the end of a service and the start of the next', () => {
    const anomalies = runOnly('AGENT_SPACE_11H', [service('night', '2026-03-12 22:00', '2026-03-13 06:00')], {
      otherServices: [service('day', '2026-03-12 06:00', '2026-03-12 14:00')],
    });
    expect(anomalies).toHaveLength(1);
    expect(anomalies[0]).toMatchObject({ serviceId: 'night', agentId: 'agent-1' });
    expect(anomalies[0]!.message).toBe(
      "Écart de 11 h entre deux services non respecté : 8 h entre la fin d'un service le 12/03/2026 à 14:00 et le début du suivant à 22:00",
    );
  });

  it('reports the earlier candidate when the next service is not one', () => {
    const anomalies = runOnly('AGENT_SPACE_11H', [service('day', '2026-03-12 06:00', '2026-03-12 14:00')], {
      otherServices: [service('night', '2026-03-12 22:00', '2026-03-13 06:00')],
    });
    expect(anomalies.map((anomaly) => anomaly.serviceId)).toEqual(['day']);
  });

  it('does not count the gaps between the stops of one circuit', () => {
    const stops = [
      service('stop-1', '2026-03-12 20:00', '2026-03-12 20:30', { circuitId: 'tour' }),
      service('stop-2', '2026-03-12 21:00', '2026-03-12 21:30', { circuitId: 'tour' }),
    ];
    expect(runOnly('AGENT_SPACE_11H', stops)).toEqual([]);
    expect(
      runOnly('AGENT_SPACE_11H', [service('other', '2026-03-12 22:00', '2026-03-12 23:00')], { otherServices: stops }),
    ).toHaveLength(1);
  });

  it('accepts 11 h exactly, back-to-back services, and short gaps between other services only', () => {
    expect(
      runOnly('AGENT_SPACE_11H', [service('next', '2026-03-13 01:00', '2026-03-13 09:00')], {
        otherServices: [service('day', '2026-03-12 06:00', '2026-03-12 14:00')],
      }),
    ).toEqual([]);
    expect(
      runOnly('AGENT_SPACE_11H', [service('next', '2026-03-12 14:00', '2026-03-12 18:00')], {
        otherServices: [service('day', '2026-03-12 06:00', '2026-03-12 14:00')],
      }),
    ).toEqual([]);
    expect(
      runOnly('AGENT_SPACE_11H', [service('later', '2026-03-20 06:00', '2026-03-20 14:00')], {
        otherServices: [
          service('day', '2026-03-12 06:00', '2026-03-12 14:00'),
          service('night', '2026-03-12 22:00', '2026-03-13 06:00'),
        ],
      }),
    ).toEqual([]);
  });
});

describe('AGENT_REST_11H', () => {
  it('reports less than 11 h of continuous rest in the 24 h from the start of a candidate', () => {
    const anomalies = runOnly('AGENT_REST_11H', [service('new', '2026-03-12 07:00', '2026-03-12 14:00')], {
      otherServices: [service('night', '2026-03-12 22:30', '2026-03-13 07:00')],
    });
    expect(anomalies).toHaveLength(1);
    expect(anomalies[0]!.message).toBe('Repos quotidien de 11 h non respecté : 8 h 30 de repos sur 24 h');
  });

  it('reports an evening followed by the next morning: the rest of the evening’s 24 h is broken', () => {
    const anomalies = runOnly('AGENT_REST_11H', [service('evening', '2026-03-12 14:00', '2026-03-12 22:00')], {
      otherServices: [service('morning', '2026-03-13 06:00', '2026-03-13 12:00')],
    });
    expect(anomalies.map((anomaly) => anomaly.message)).toEqual([
      'Repos quotidien de 11 h non respecté : 8 h de repos sur 24 h',
    ]);
    const later = runOnly('AGENT_REST_11H', [service('morning', '2026-03-13 06:00', '2026-03-13 12:00')], {
      otherServices: [service('evening', '2026-03-12 14:00', '2026-03-12 22:00')],
    });
    expect(later.map((anomaly) => anomaly.serviceId)).toEqual(['morning']);
  });

  it('counts the rest up to the end of the 24 h window', () => {
    expect(
      runOnly('AGENT_REST_11H', [service('new', '2026-03-12 06:00', '2026-03-12 18:00')], {
        otherServices: [service('next', '2026-03-13 07:00', '2026-03-13 15:00')],
      }),
    ).toEqual([]);
  });

  it('uses the configured level', () => {
    const anomalies = runOnly(
      'AGENT_REST_11H',
      [service('new', '2026-03-12 07:00', '2026-03-12 14:00')],
      { otherServices: [service('night', '2026-03-12 22:30', '2026-03-13 07:00')] },
      'forbid',
    );
    expect(anomalies.map((anomaly) => anomaly.level)).toEqual(['forbid']);
  });
});

/** Ten-hour days from Monday 9 March 2026 on, `count` of them. */
function tenHourDays(count: number, prefix = 'day'): ReturnType<typeof service>[] {
  return Array.from({ length: count }, (_, index) => {
    const day = String(9 + index).padStart(2, '0');
    return service(`${prefix}-${index}`, `2026-03-${day} 08:00`, `2026-03-${day} 18:00`);
  });
}

describe('AGENT_MAX_WEEKLY_HOURS', () => {
  it('reports more than 48 h in the ISO week once, on the first candidate of the week', () => {
    const anomalies = runOnly('AGENT_MAX_WEEKLY_HOURS', tenHourDays(5));
    expect(anomalies).toHaveLength(1);
    expect(anomalies[0]).toMatchObject({ serviceId: 'day-0', agentId: 'agent-1' });
    expect(anomalies[0]!.message).toBe(
      'Durée hebdomadaire maximale dépassée : 50 h travaillées la semaine du 09/03/2026 pour 48 h autorisées',
    );
  });

  it('counts the other services and splits a service across the weeks', () => {
    const [candidate] = tenHourDays(1);
    const others = tenHourDays(4, 'other').slice(1);
    // Sunday 15 March 20:00 to Monday 16 March 08:00: 4 h in this week, 8 h in the next one.
    const crossing = service('crossing', '2026-03-15 20:00', '2026-03-16 08:00');
    expect(runOnly('AGENT_MAX_WEEKLY_HOURS', [candidate!], { otherServices: [...others, crossing] })).toEqual([]);
    const longer = service('crossing', '2026-03-15 14:00', '2026-03-16 08:00');
    expect(runOnly('AGENT_MAX_WEEKLY_HOURS', [candidate!], { otherServices: [...others, longer] })).toHaveLength(1);
  });

  it('accepts 48 h exactly', () => {
    const days = Array.from({ length: 4 }, (_, index) =>
      service(`d${index}`, `2026-03-1${index} 06:00`, `2026-03-1${index} 18:00`),
    );
    expect(runOnly('AGENT_MAX_WEEKLY_HOURS', days)).toEqual([]);
  });
});

describe('AGENT_MIN_WEEKLY_REST', () => {
  it('reports a week whose longest rest is under 35 h', () => {
    const everyDay = Array.from({ length: 7 }, (_, index) =>
      service(
        `d${index}`,
        `2026-03-${String(9 + index).padStart(2, '0')} 08:00`,
        `2026-03-${String(9 + index).padStart(2, '0')} 20:00`,
      ),
    );
    const anomalies = runOnly('AGENT_MIN_WEEKLY_REST', everyDay);
    expect(anomalies).toHaveLength(1);
    expect(anomalies[0]!.message).toBe(
      'Repos hebdomadaire minimal non respecté : 12 h de repos consécutif au plus la semaine du 09/03/2026 pour 35 h exigées',
    );
  });

  it('counts the rest up to the edges of the week', () => {
    // Monday to Friday: from Friday 18:00 to Monday 00:00 the agent rests 54 h.
    expect(runOnly('AGENT_MIN_WEEKLY_REST', tenHourDays(5))).toEqual([]);
  });
});

describe('AGENT_REST_SUNDAY', () => {
  // March 2026 has five Sundays: 1, 8, 15, 22 and 29.
  const sunday = (day: string) => service(`sunday-${day}`, `2026-03-${day} 08:00`, `2026-03-${day} 16:00`);

  it('reports a month with fewer Sundays off than required, once per agent and month', () => {
    const anomalies = runOnly('AGENT_REST_SUNDAY', [sunday('01'), sunday('08'), sunday('15'), sunday('22')]);
    expect(anomalies).toHaveLength(1);
    expect(anomalies[0]).toMatchObject({ serviceId: 'sunday-01', agentId: 'agent-1' });
    expect(anomalies[0]!.message).toBe(
      'Dimanches de repos par mois non respectés : 1 dimanche de repos en mars 2026 pour 2 exigés',
    );
  });

  it('accepts two Sundays off, and counts a night ending on a Sunday as working it', () => {
    expect(runOnly('AGENT_REST_SUNDAY', [sunday('01'), sunday('08'), sunday('15')])).toEqual([]);
    const saturdayNight = service('night', '2026-03-28 22:00', '2026-03-29 06:00');
    expect(runOnly('AGENT_REST_SUNDAY', [sunday('01'), sunday('08'), sunday('15'), saturdayNight])).toHaveLength(1);
  });
});

describe('AGENT_REST_CONSECUTIVE', () => {
  it('reports more than 6 days worked in a row, once per run', () => {
    const anomalies = runOnly('AGENT_REST_CONSECUTIVE', tenHourDays(8));
    expect(anomalies).toHaveLength(1);
    expect(anomalies[0]).toMatchObject({ serviceId: 'day-0', agentId: 'agent-1' });
    expect(anomalies[0]!.message).toBe(
      "Jours travaillés consécutifs dépassés : 8 jours d'affilée du 09/03/2026 au 16/03/2026 pour 6 au plus",
    );
  });

  it('accepts 6 days in a row, and six nights (each counting for its evening)', () => {
    expect(runOnly('AGENT_REST_CONSECUTIVE', tenHourDays(6))).toEqual([]);
    const nights = Array.from({ length: 6 }, (_, index) =>
      service(
        `n${index}`,
        `2026-03-${String(9 + index).padStart(2, '0')} 22:00`,
        `2026-03-${String(10 + index).padStart(2, '0')} 06:00`,
      ),
    );
    expect(runOnly('AGENT_REST_CONSECUTIVE', nights)).toEqual([]);
  });

  it('counts the other services in the run', () => {
    const [candidate, ...others] = tenHourDays(7);
    expect(runOnly('AGENT_REST_CONSECUTIVE', [candidate!], { otherServices: others })).toHaveLength(1);
  });
});
