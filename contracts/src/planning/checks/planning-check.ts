import type { PlanningCheckCode } from '../../settings.js';
import type { PreparedChecks } from './prepared-checks.js';
import type { TimedService } from './timed-service.js';

/** Reports one broken rule on a candidate service, for one of its agents or for the service (null). */
export type ReportAnomaly = (candidate: TimedService, agentId: string | null, message: string) => void;

/** One rule of the checks engine: reads the prepared change and reports what breaks it. */
export type PlanningCheck = {
  code: PlanningCheckCode;
  run(prepared: PreparedChecks, report: ReportAnomaly): void;
};
