import { describe, expect, it } from 'vitest';
import { DEFAULT_OPERATIONS_SETTINGS, PLANNING_CHECK_CODES, PLANNING_CHECK_LABELS } from '../../settings.js';
import { PLANNING_CHECKS } from './rules/index.js';
import { rulesFromSettings } from './rules-from-settings.js';
import { runPlanningChecks } from './run-planning-checks.js';
import { checkContext, checkedAgent, rulesAt, service } from './test-fixtures.js';

describe('the planning checks engine', () => {
  it('has one rule and one French label per check code', () => {
    expect(PLANNING_CHECKS.map((check) => check.code).sort()).toEqual([...PLANNING_CHECK_CODES].sort());
    for (const code of PLANNING_CHECK_CODES) expect(PLANNING_CHECK_LABELS[code]).toMatch(/\S/);
  });

  it('reads the levels and limits of the operations settings', () => {
    const settings = {
      ...DEFAULT_OPERATIONS_SETTINGS,
      planningChecks: { ...DEFAULT_OPERATIONS_SETTINGS.planningChecks, AGENT_REST_11H: 'forbid' as const },
      agentRestMinutes: 600,
    };
    const rules = rulesFromSettings(settings);
    expect(rules.levels.AGENT_REST_11H).toBe('forbid');
    expect(rules.levels.AGENT_SPACE_11H).toBe('warning');
    expect(rules).toMatchObject({
      serviceMaxDurationMinutes: 720,
      agentRestMinutes: 600,
      agentSpaceMinutes: 660,
      maxWeeklyHours: 48,
      minWeeklyRestHours: 35,
      monthlySundaysOff: 2,
    });
  });

  it('lists the anomalies by candidate, then in the order of the codes, each at its level', () => {
    const rules = rulesAt('warning');
    rules.levels.AGENT_SITE_FORBIDDEN = 'forbid';
    const candidates = [
      service('first', '2026-03-12 06:00', '2026-03-12 14:00'),
      service('second', '2026-03-12 10:00', '2026-03-12 23:00', { siteId: 'site-9' }),
    ];
    const anomalies = runPlanningChecks(
      candidates,
      checkContext({ rules, agents: [checkedAgent('agent-1', { forbiddenSiteIds: ['site-9'] })] }),
    );
    const codes = (serviceId: string) =>
      anomalies.filter((anomaly) => anomaly.serviceId === serviceId).map((anomaly) => anomaly.code);
    expect(anomalies[0]!.serviceId).toBe('first');
    // 'first' began 4 h before it: 06:00–23:00 worked, 7 h of rest in that day.
    expect(codes('second')).toEqual([
      'SERVICE_MAX_DURATION',
      'AGENT_SITE_FORBIDDEN',
      'AGENT_ALREADY_HIRED',
      'AGENT_REST_11H',
    ]);
    expect(anomalies.find((anomaly) => anomaly.code === 'AGENT_SITE_FORBIDDEN')?.level).toBe('forbid');
    expect(anomalies.find((anomaly) => anomaly.code === 'AGENT_ALREADY_HIRED')?.level).toBe('warning');
  });

  it('reports nothing when every check is disabled', () => {
    const candidates = [
      service('a', '2026-03-12 06:00', '2026-03-12 20:00'),
      service('b', '2026-03-12 10:00', '2026-03-12 23:00'),
    ];
    expect(runPlanningChecks(candidates, checkContext({ rules: rulesAt('disabled') }))).toEqual([]);
  });

  it('checks each agent of a service, once even when listed twice', () => {
    const candidate = service('s', '2026-03-12 06:00', '2026-03-12 14:00', {
      agentIds: ['agent-1', 'agent-2', 'agent-2'],
    });
    const others = [
      service('o1', '2026-03-12 08:00', '2026-03-12 10:00', { agentIds: ['agent-1'] }),
      service('o2', '2026-03-12 12:00', '2026-03-12 16:00', { agentIds: ['agent-2'] }),
    ];
    const rules = {
      ...rulesAt('disabled'),
      levels: { ...rulesAt('disabled').levels, AGENT_ALREADY_HIRED: 'warning' as const },
    };
    const anomalies = runPlanningChecks([candidate], checkContext({ rules, otherServices: others }));
    expect(anomalies.map((anomaly) => anomaly.agentId)).toEqual(['agent-1', 'agent-2']);
  });
});
