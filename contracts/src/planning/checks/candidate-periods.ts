import { distinctOver, monthStartOf, weekStartOf } from './periods.js';
import type { TimedService } from './timed-service.js';

/** Mondays of the ISO weeks a service touches (local time). */
export function weeksOf(timed: TimedService): string[] {
  return distinctOver(timed.startDate, timed.lastDate, weekStartOf);
}

/** First days of the calendar months a service touches (local time). */
export function monthsOf(timed: TimedService): string[] {
  return distinctOver(timed.startDate, timed.lastDate, monthStartOf);
}

/**
 * Visits each period (week, month…) touched by an agent's candidates once, with the first candidate
 * touching it: the candidates are to be given by start. A rule about a period reports it there.
 */
export function eachPeriodOnce(
  candidates: readonly TimedService[],
  periodsOf: (timed: TimedService) => readonly string[],
  visit: (candidate: TimedService, period: string) => void,
): void {
  const visited = new Set<string>();
  for (const candidate of candidates) {
    for (const period of periodsOf(candidate)) {
      if (visited.has(period)) continue;
      visited.add(period);
      visit(candidate, period);
    }
  }
}
