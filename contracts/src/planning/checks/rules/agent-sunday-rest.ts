import { addDays, isoWeekday } from '../../time.js';
import { servicesWithin } from '../agent-schedule.js';
import { eachPeriodOnce, monthsOf } from '../candidate-periods.js';
import { countOf, frenchMonth } from '../format.js';
import { daySpan, nextMonthStart } from '../periods.js';
import type { PlanningCheck } from '../planning-check.js';

/** The Sundays of the month starting on `monthStart`. */
function sundaysOf(monthStart: string): string[] {
  const sundays: string[] = [];
  const end = nextMonthStart(monthStart);
  for (let sunday = addDays(monthStart, (7 - isoWeekday(monthStart)) % 7); sunday < end; sunday = addDays(sunday, 7)) {
    sundays.push(sunday);
  }
  return sundays;
}

/**
 * AGENT_REST_SUNDAY: in a calendar month a candidate touches, fewer Sundays of that month without
 * any of the agent's services (none touching that local day) than monthlySundaysOff; once per agent
 * and month, on his first candidate of the month.
 */
export const agentSundayRestCheck: PlanningCheck = {
  code: 'AGENT_REST_SUNDAY',
  run({ agents, rules }, report) {
    for (const { agentId, schedule, candidates } of agents) {
      eachPeriodOnce(candidates, monthsOf, (candidate, monthStart) => {
        let sundaysOff = 0;
        for (const sunday of sundaysOf(monthStart)) {
          const { fromMs, toMs } = daySpan(sunday);
          if (servicesWithin(schedule, fromMs, toMs).length === 0) sundaysOff += 1;
        }
        if (sundaysOff >= rules.monthlySundaysOff) return;
        report(
          candidate,
          agentId,
          `Dimanches de repos par mois non respectés : ${countOf(sundaysOff, 'dimanche')} de repos en ${frenchMonth(monthStart)} pour ${rules.monthlySundaysOff} exigés`,
        );
      });
    }
  },
};
