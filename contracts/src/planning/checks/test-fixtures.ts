import { DEFAULT_OPERATIONS_SETTINGS, PLANNING_CHECK_CODES, type PlanningCheckCode } from '../../settings.js';
import { zonedInstant } from '../time.js';
import type {
  CheckedAgent,
  PlannedService,
  PlanningAnomaly,
  PlanningCheckContext,
  PlanningCheckLevel,
  PlanningRules,
} from '../types.js';
import { rulesFromSettings } from './rules-from-settings.js';
import { runPlanningChecks } from './run-planning-checks.js';

/** Builders for the checks' tests: local Paris times written `YYYY-MM-DD HH:mm`. */

/** `2026-03-12 06:00` → the ISO instant with the Paris offset. */
export function at(localDateTime: string): string {
  return zonedInstant(localDateTime.slice(0, 10), localDateTime.slice(11, 16));
}

export function service(
  id: string,
  start: string,
  end: string,
  options: { agentIds?: string[]; siteId?: string; circuitId?: string } = {},
): PlannedService {
  return {
    id,
    siteId: options.siteId ?? 'site-1',
    startAt: at(start),
    endAt: at(end),
    agentIds: options.agentIds ?? ['agent-1'],
    ...(options.circuitId ? { circuitId: options.circuitId } : {}),
  };
}

export function checkedAgent(id: string, overrides: Partial<CheckedAgent> = {}): CheckedAgent {
  return {
    id,
    forbiddenSiteIds: [],
    restrictedSiteIds: [],
    contractEndDate: null,
    hoursLimit: null,
    expiredSince: null,
    ...overrides,
  };
}

/** The default limits, every check at `level`. */
export function rulesAt(level: PlanningCheckLevel): PlanningRules {
  const levels = Object.fromEntries(PLANNING_CHECK_CODES.map((code) => [code, level])) as PlanningRules['levels'];
  return { ...rulesFromSettings(DEFAULT_OPERATIONS_SETTINGS), levels };
}

/** The default limits, only `code` on (at `level`), the others disabled. */
export function onlyCheck(code: PlanningCheckCode, level: PlanningCheckLevel = 'warning'): PlanningRules {
  const rules = rulesAt('disabled');
  return { ...rules, levels: { ...rules.levels, [code]: level } };
}

export function checkContext(overrides: Partial<PlanningCheckContext> = {}): PlanningCheckContext {
  return {
    rules: rulesAt('warning'),
    otherServices: [],
    unavailabilities: [],
    siteClosures: [],
    agents: [checkedAgent('agent-1')],
    ...overrides,
  };
}

/** Runs the engine with only `code` on, at `level`, over the default context with `overrides`. */
export function runOnly(
  code: PlanningCheckCode,
  candidates: readonly PlannedService[],
  overrides: Partial<PlanningCheckContext> = {},
  level: PlanningCheckLevel = 'warning',
): PlanningAnomaly[] {
  return runPlanningChecks(candidates, checkContext({ ...overrides, rules: onlyCheck(code, level) }));
}
