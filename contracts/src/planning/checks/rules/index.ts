import type { PlanningCheck } from '../planning-check.js';
import { agentAlreadyHiredCheck } from './agent-already-hired.js';
import { agentConsecutiveDaysCheck } from './agent-consecutive-days.js';
import { agentDailyRestCheck } from './agent-daily-rest.js';
import { agentContractExpiredCheck, agentExpiredCheck } from './agent-expirations.js';
import { agentHoursLimitCheck } from './agent-hours-limit.js';
import { agentRestrictionCheck, agentSiteForbiddenCheck } from './agent-sites.js';
import { agentSpaceBetweenServicesCheck } from './agent-space-between-services.js';
import { agentSundayRestCheck } from './agent-sunday-rest.js';
import { agentUnavailableCheck } from './agent-unavailable.js';
import { agentMaxWeeklyHoursCheck, agentMinWeeklyRestCheck } from './agent-weekly-limits.js';
import { serviceMaxDurationCheck } from './service-max-duration.js';
import { siteClosureCheck } from './site-closure.js';

/** Every rule of the engine, one per planning check code. */
export const PLANNING_CHECKS: readonly PlanningCheck[] = [
  serviceMaxDurationCheck,
  agentConsecutiveDaysCheck,
  agentSundayRestCheck,
  agentRestrictionCheck,
  agentSiteForbiddenCheck,
  agentUnavailableCheck,
  agentAlreadyHiredCheck,
  agentSpaceBetweenServicesCheck,
  agentDailyRestCheck,
  agentHoursLimitCheck,
  siteClosureCheck,
  agentExpiredCheck,
  agentContractExpiredCheck,
  agentMaxWeeklyHoursCheck,
  agentMinWeeklyRestCheck,
];
