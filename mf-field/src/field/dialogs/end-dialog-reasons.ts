import type { AgencyReport } from '@portal/contracts';
import type { LocalService } from '../local-services.js';

const DAY_MS = 86_400_000;

/**
 * Why the end dialog must be shown (01 §4): 24 hours or more on duty, an end before the planned one,
 * a round with stops not passed, the photo setting, or a report to sign.
 */
export function endDialogReasons(service: LocalService, now = new Date()): string[] {
  const reasons: string[] = [];
  if (service.realStartAt && now.getTime() - Date.parse(service.realStartAt) >= DAY_MS)
    reasons.push('Service de 24 heures ou plus');
  if (Date.parse(service.endAt) > now.getTime()) reasons.push('La fin prévue du service est à venir');
  if (service.round.stops.length > 0 && service.round.stops.some((stop) => !stop.passedAt))
    reasons.push("Des points de contrôle n'ont pas été validés");
  if (service.endPhotoRequired) reasons.push('Une photo de fin de service est demandée');
  if (service.reportRequired) reasons.push('Un bon signé est demandé pour ce site');
  return reasons;
}

/** What the end dialog gives: the end information, the signed report, the photos. */
export type EndOfService = { comment: string; report: AgencyReport | null; photos: File[] };
