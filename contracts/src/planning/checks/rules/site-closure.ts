import { frenchDate } from '../format.js';
import type { PlanningCheck } from '../planning-check.js';

/** SERVICE_SITE_CLOSURE: a candidate on a local day its site is closed (per service). */
export const siteClosureCheck: PlanningCheck = {
  code: 'SERVICE_SITE_CLOSURE',
  run({ candidates, closuresBySite }, report) {
    for (const candidate of candidates) {
      const closure = closuresBySite
        .get(candidate.service.siteId)
        ?.find((period) => period.startDate <= candidate.lastDate && period.endDate >= candidate.startDate);
      if (!closure) continue;
      const days =
        closure.startDate === closure.endDate
          ? `le ${frenchDate(closure.startDate)}`
          : `du ${frenchDate(closure.startDate)} au ${frenchDate(closure.endDate)}`;
      report(candidate, null, `Fermeture du site : le site est fermé ${days}`);
    }
  },
};
