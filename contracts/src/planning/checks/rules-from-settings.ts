import { PLANNING_CHECK_CODES, type OperationsSettings, type PlanningCheckCode } from '../../settings.js';
import type { PlanningCheckLevel, PlanningRules } from '../types.js';

/** The check levels and limits of an agency's operations settings (01 §8–§9); a missing level warns. */
export function rulesFromSettings(settings: OperationsSettings): PlanningRules {
  const levels = Object.fromEntries(
    PLANNING_CHECK_CODES.map((code) => [code, settings.planningChecks[code] ?? 'warning']),
  ) as Record<PlanningCheckCode, PlanningCheckLevel>;
  return {
    levels,
    serviceMaxDurationMinutes: settings.serviceMaxDurationMinutes,
    agentRestMinutes: settings.agentRestMinutes,
    agentSpaceMinutes: settings.agentSpaceMinutes,
    maxWeeklyHours: settings.maxWeeklyHours,
    minWeeklyRestHours: settings.minWeeklyRestHours,
    monthlySundaysOff: settings.monthlySundaysOff,
  };
}
