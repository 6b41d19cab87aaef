import { HOUR_MS } from '../../time.js';
import { longestRestMs, workedMs } from '../agent-schedule.js';
import { eachPeriodOnce, weeksOf } from '../candidate-periods.js';
import { frenchDate, frenchDuration, frenchHours } from '../format.js';
import { weekSpan } from '../periods.js';
import type { PlanningCheck } from '../planning-check.js';

/**
 * The weekly rules, over each ISO week (Monday 00:00 to Monday 00:00, Paris time) a candidate
 * touches, once per agent and week, reported on his first candidate of the week.
 */

/** AGENT_MAX_WEEKLY_HOURS: more than maxWeeklyHours worked in the week (services split at its edges). */
export const agentMaxWeeklyHoursCheck: PlanningCheck = {
  code: 'AGENT_MAX_WEEKLY_HOURS',
  run({ agents, rules }, report) {
    for (const { agentId, schedule, candidates } of agents) {
      eachPeriodOnce(candidates, weeksOf, (candidate, monday) => {
        const { fromMs, toMs } = weekSpan(monday);
        const worked = workedMs(schedule, fromMs, toMs);
        if (worked <= rules.maxWeeklyHours * HOUR_MS) return;
        report(
          candidate,
          agentId,
          `Durée hebdomadaire maximale dépassée : ${frenchDuration(worked)} travaillées la semaine du ${frenchDate(monday)} pour ${frenchHours(rules.maxWeeklyHours)} autorisées`,
        );
      });
    }
  },
};

/** AGENT_MIN_WEEKLY_REST: the longest rest within the week (its edges included) shorter than minWeeklyRestHours. */
export const agentMinWeeklyRestCheck: PlanningCheck = {
  code: 'AGENT_MIN_WEEKLY_REST',
  run({ agents, rules }, report) {
    for (const { agentId, schedule, candidates } of agents) {
      eachPeriodOnce(candidates, weeksOf, (candidate, monday) => {
        const { fromMs, toMs } = weekSpan(monday);
        const rest = longestRestMs(schedule, fromMs, toMs);
        if (rest >= rules.minWeeklyRestHours * HOUR_MS) return;
        report(
          candidate,
          agentId,
          `Repos hebdomadaire minimal non respecté : ${frenchDuration(rest)} de repos consécutif au plus la semaine du ${frenchDate(monday)} pour ${frenchHours(rules.minWeeklyRestHours)} exigées`,
        );
      });
    }
  },
};
