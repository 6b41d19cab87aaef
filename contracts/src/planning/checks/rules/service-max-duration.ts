import { MINUTE_MS } from '../../time.js';
import { frenchDuration, frenchMinutes } from '../format.js';
import type { PlanningCheck } from '../planning-check.js';

/** SERVICE_MAX_DURATION: a candidate lasting longer than serviceMaxDurationMinutes (per service). */
export const serviceMaxDurationCheck: PlanningCheck = {
  code: 'SERVICE_MAX_DURATION',
  run({ candidates, rules }, report) {
    const maxMs = rules.serviceMaxDurationMinutes * MINUTE_MS;
    for (const candidate of candidates) {
      const durationMs = candidate.endMs - candidate.startMs;
      if (durationMs <= maxMs) continue;
      report(
        candidate,
        null,
        `Durée maximale d'un service dépassée : ${frenchDuration(durationMs)} pour ${frenchMinutes(rules.serviceMaxDurationMinutes)} autorisées`,
      );
    }
  },
};
