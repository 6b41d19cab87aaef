import type { FieldLocation } from '@portal/contracts';

/** How long a precise reading stands for where the phone is: the age a new fix may have too (`maximumAge`). */
export const RECENT_READING_MS = 30_000;

let latest: { position: FieldLocation; at: number } | null = null;

/**
 * Keeps the phone's latest precise reading, whoever asked for it: on duty the live position's watch
 * keeps it fresh, so a field action made meanwhile needs no new fix (a phone's first fix can take
 * seconds, or fail, where the watch already knows).
 */
export function rememberReading(position: FieldLocation, at = Date.now()): void {
  latest = { position, at };
}

/** The latest precise reading when it is recent enough, else null. */
export function recentReading(now = Date.now()): FieldLocation | null {
  return latest && now - latest.at <= RECENT_READING_MS ? latest.position : null;
}

/** Forgets it (between tests). */
export function forgetReading(): void {
  latest = null;
}
