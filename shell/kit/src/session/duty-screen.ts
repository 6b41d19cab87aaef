import { addDays, localDateOf } from '@portal/contracts';

/**
 * The screen of the service on duty on this phone, as the field screens last reckoned it (the
 * server's day with the phone's queued messages over it). The main route (00 §2.2) asks the server
 * which service is on duty; a service started without network is not there yet, and with no network
 * the server cannot be asked: the phone's own knowledge then opens the service.
 */
const DUTY_KEY = 'portal.duty-screen';

type DutyScreen = { userId: string; day: string; path: string };

/** Only the field screens' own addresses are kept (what is stored is read back as a route). */
const FIELD_SCREEN = /^\/terrain\/(serviceActif|circuitActif)\/[^/?#]+$/;

/** Written by the field screens whenever their day changes: `path` null when no service is on duty. */
export function rememberDutyScreen(userId: string, path: string | null, now = new Date()): void {
  try {
    if (path && FIELD_SCREEN.test(path)) {
      localStorage.setItem(DUTY_KEY, JSON.stringify({ userId, day: localDateOf(now), path } satisfies DutyScreen));
    } else localStorage.removeItem(DUTY_KEY);
  } catch {
    // No storage (private mode, full): the main route asks the server only.
  }
}

/**
 * The screen of `userId`'s service on duty on this phone, if the field screens kept one today or
 * yesterday (a night service goes past midnight).
 */
export function dutyScreenOnThisPhone(userId: string, now = new Date()): string | null {
  try {
    const kept = JSON.parse(localStorage.getItem(DUTY_KEY) ?? 'null') as Partial<DutyScreen> | null;
    const today = localDateOf(now);
    const recent = kept?.day === today || kept?.day === addDays(today, -1);
    return kept?.userId === userId && recent && typeof kept.path === 'string' && FIELD_SCREEN.test(kept.path)
      ? kept.path
      : null;
  } catch {
    return null;
  }
}
