import type { PlanningCheckCode } from '../settings.js';

/**
 * Inputs and outputs of the pure planning modules (spec 01 §3 Service, §8 planning check codes,
 * §9 defaults). Instants travel as ISO strings with an offset; calendar dates as `YYYY-MM-DD` in the
 * agency's time zone (PLANNING_TIME_ZONE).
 */

/** A service as the checks read it: one slot of one site, worked by its agents. */
export type PlannedService = {
  id: string;
  siteId: string;
  startAt: string;
  endAt: string;
  agentIds: readonly string[];
  /** The circuit (tour) the service is a stop of: its stops make one duty, not services apart. */
  circuitId?: string | null;
};

/** A time an agent is not available (listIndispo). */
export type AgentUnavailability = { agentId: string; startAt: string; endAt: string };

/** A closure of a site, whole days from startDate to endDate included. */
export type SiteClosurePeriod = { siteId: string; startDate: string; endDate: string };

/** What the checks know of an agent. */
export type CheckedAgent = {
  id: string;
  /** Sites the agent may not work on (AGENT_SITE_FORBIDDEN). */
  forbiddenSiteIds: readonly string[];
  /** Sites the agent may work on only with a warning: restrictions (AGENT_RESTRICTION). */
  restrictedSiteIds: readonly string[];
  /** Last day of the active employment contract; null when open-ended or none (AGENT_CONTRACT_EXPIRED). */
  contractEndDate: string | null;
  /** Contract hours limit and its period (AGENT_HOURS_LIMIT); null when none. */
  hoursLimit: { hours: number; period: 'WEEK' | 'MONTH' } | null;
  /** Last day of validity of the agent's regulatory documents (card, diplomas…); null when none (AGENT_EXPIRED). */
  expiredSince: string | null;
};

export type PlanningCheckLevel = 'disabled' | 'warning' | 'forbid';

/** The agency's check levels and limits (OperationsSettings of contracts). */
export type PlanningRules = {
  levels: Record<PlanningCheckCode, PlanningCheckLevel>;
  serviceMaxDurationMinutes: number;
  agentRestMinutes: number;
  agentSpaceMinutes: number;
  maxWeeklyHours: number;
  minWeeklyRestHours: number;
  monthlySundaysOff: number;
};

/** Everything the checks of a change need besides the changed services themselves. */
export type PlanningCheckContext = {
  rules: PlanningRules;
  /** The agents' other services around the change (their ids differ from the candidates'). */
  otherServices: readonly PlannedService[];
  unavailabilities: readonly AgentUnavailability[];
  siteClosures: readonly SiteClosurePeriod[];
  agents: readonly CheckedAgent[];
};

/** One broken rule: which, at which level, on which candidate service and agent, in French. */
export type PlanningAnomaly = {
  code: PlanningCheckCode;
  level: 'warning' | 'forbid';
  serviceId: string;
  agentId: string | null;
  message: string;
};

/** Hours of a service by kind of time, in decimal hours rounded to 2 decimals. */
export type HoursSplit = { day: number; night: number; sunday: number; holiday: number; total: number };
