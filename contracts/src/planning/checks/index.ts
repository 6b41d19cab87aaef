export { runPlanningChecks } from './run-planning-checks.js';
export { rulesFromSettings } from './rules-from-settings.js';
export { MAX_CONSECUTIVE_WORKED_DAYS } from './rules/agent-consecutive-days.js';
