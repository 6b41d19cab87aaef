import { HOUR_MS } from '../../time.js';
import { workedMs } from '../agent-schedule.js';
import { eachPeriodOnce, monthsOf, weeksOf } from '../candidate-periods.js';
import { frenchDate, frenchDuration, frenchHours, frenchMonth } from '../format.js';
import { monthSpan, weekSpan } from '../periods.js';
import type { PlanningCheck } from '../planning-check.js';

/**
 * AGENT_HOURS_LIMIT: more hours worked in the ISO week (period WEEK) or the calendar month (MONTH)
 * of a candidate than the agent's contract allows; once per agent and period, on his first candidate.
 */
export const agentHoursLimitCheck: PlanningCheck = {
  code: 'AGENT_HOURS_LIMIT',
  run({ agents }, report) {
    for (const { agentId, agent, schedule, candidates } of agents) {
      const limit = agent?.hoursLimit;
      if (!limit) continue;
      const weekly = limit.period === 'WEEK';
      eachPeriodOnce(candidates, weekly ? weeksOf : monthsOf, (candidate, periodStart) => {
        const { fromMs, toMs } = weekly ? weekSpan(periodStart) : monthSpan(periodStart);
        const worked = workedMs(schedule, fromMs, toMs);
        if (worked <= limit.hours * HOUR_MS) return;
        const period = weekly ? `la semaine du ${frenchDate(periodStart)}` : `en ${frenchMonth(periodStart)}`;
        report(
          candidate,
          agentId,
          `Limite d'heures du contrat dépassée : ${frenchDuration(worked)} travaillées ${period} pour ${frenchHours(limit.hours)} prévues au contrat`,
        );
      });
    }
  },
};
