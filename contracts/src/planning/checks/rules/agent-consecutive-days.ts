import { dateOfEpochDay, epochDayOf } from '../../time.js';
import { frenchDate } from '../format.js';
import type { PlanningCheck } from '../planning-check.js';

/** At most 6 days worked in a row (Code du travail, L3132-1: no more than six days a week). */
export const MAX_CONSECUTIVE_WORKED_DAYS = 6;

/**
 * AGENT_REST_CONSECUTIVE: a candidate's day within a run of more than 6 consecutive days worked. A
 * service counts for the local day it starts on (a night shift belongs to the evening it begins).
 * Once per agent and run of days, on his first candidate in the run.
 */
export const agentConsecutiveDaysCheck: PlanningCheck = {
  code: 'AGENT_REST_CONSECUTIVE',
  run({ agents }, report) {
    for (const { agentId, schedule, candidates } of agents) {
      if (candidates.length === 0) continue;
      const workedDays = new Set(schedule.services.map((timed) => epochDayOf(timed.startDate)));
      const reportedRuns = new Set<number>();
      for (const candidate of candidates) {
        const day = epochDayOf(candidate.startDate);
        let first = day;
        while (workedDays.has(first - 1)) first -= 1;
        if (reportedRuns.has(first)) continue;
        reportedRuns.add(first);
        let last = day;
        while (workedDays.has(last + 1)) last += 1;
        const length = last - first + 1;
        if (length <= MAX_CONSECUTIVE_WORKED_DAYS) continue;
        report(
          candidate,
          agentId,
          `Jours travaillés consécutifs dépassés : ${length} jours d'affilée du ${frenchDate(dateOfEpochDay(first))} au ${frenchDate(dateOfEpochDay(last))} pour ${MAX_CONSECUTIVE_WORKED_DAYS} au plus`,
        );
      }
    }
  },
};
