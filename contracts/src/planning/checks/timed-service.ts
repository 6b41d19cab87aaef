import type { PlannedService } from '../types.js';
import { localDateOf, toEpochMs } from '../time.js';

/** A service with its instants read once: milliseconds since the epoch and local dates. */
export type TimedService = {
  service: PlannedService;
  startMs: number;
  endMs: number;
  /** Local date of the start. */
  startDate: string;
  /** Local date of the last minute worked (the start date when the service is empty). */
  lastDate: string;
  /** Position among the candidates, -1 for the agents' other services. */
  candidateIndex: number;
};

export function timedService(service: PlannedService, candidateIndex: number): TimedService {
  const startMs = toEpochMs(service.startAt);
  const endMs = toEpochMs(service.endAt);
  const startDate = localDateOf(startMs);
  return {
    service,
    startMs,
    endMs,
    startDate,
    lastDate: endMs > startMs ? localDateOf(endMs - 1) : startDate,
    candidateIndex,
  };
}

export function isCandidate(timed: TimedService): boolean {
  return timed.candidateIndex >= 0;
}
