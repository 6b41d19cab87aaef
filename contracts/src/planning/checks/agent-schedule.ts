import type { TimedService } from './timed-service.js';

/**
 * One agent's services (candidates and others together) sorted by start, with what the rules ask
 * of it: the services over a span, the time worked and the longest rest within a span.
 */
export type AgentSchedule = {
  /** By start, then by end. */
  services: TimedService[];
  /** The longest service, to bound the searches backwards. */
  maxDurationMs: number;
};

export function agentSchedule(services: TimedService[]): AgentSchedule {
  const sorted = [...services].sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
  let maxDurationMs = 0;
  for (const timed of sorted) maxDurationMs = Math.max(maxDurationMs, timed.endMs - timed.startMs);
  return { services: sorted, maxDurationMs };
}

/** Index of the first service starting at or after an instant. */
function firstStartingFrom(services: readonly TimedService[], instantMs: number): number {
  let low = 0;
  let high = services.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (services[middle]!.startMs < instantMs) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The services sharing some time with [fromMs, toMs) (touching ends do not count), by start. */
export function servicesWithin(schedule: AgentSchedule, fromMs: number, toMs: number): TimedService[] {
  const found: TimedService[] = [];
  const { services } = schedule;
  for (let index = firstStartingFrom(services, fromMs - schedule.maxDurationMs); index < services.length; index += 1) {
    const timed = services[index]!;
    if (timed.startMs >= toMs) break;
    if (timed.endMs > fromMs && timed.endMs > timed.startMs) found.push(timed);
  }
  return found;
}

/** The busy spans within [fromMs, toMs): the services clipped to it, overlapping ones merged. */
export function busyWithin(schedule: AgentSchedule, fromMs: number, toMs: number): [number, number][] {
  const spans: [number, number][] = [];
  for (const timed of servicesWithin(schedule, fromMs, toMs)) {
    const start = Math.max(timed.startMs, fromMs);
    const end = Math.min(timed.endMs, toMs);
    const last = spans[spans.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else spans.push([start, end]);
  }
  return spans;
}

/** Milliseconds worked within [fromMs, toMs), overlapping services counted once. */
export function workedMs(schedule: AgentSchedule, fromMs: number, toMs: number): number {
  let total = 0;
  for (const [start, end] of busyWithin(schedule, fromMs, toMs)) total += end - start;
  return total;
}

/** The longest time without any service within [fromMs, toMs), its edges included. */
export function longestRestMs(schedule: AgentSchedule, fromMs: number, toMs: number): number {
  let longest = 0;
  let freeSince = fromMs;
  for (const [start, end] of busyWithin(schedule, fromMs, toMs)) {
    longest = Math.max(longest, start - freeSince);
    freeSince = end;
  }
  return Math.max(longest, toMs - freeSince);
}
