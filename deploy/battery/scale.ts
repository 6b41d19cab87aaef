/**
 * How big the battery's runs are. `npm test` runs the fast version of every test (the README's test
 * command must stay well under half an hour); `npm run battery` sets `BATTERY_SCALE=full` and runs
 * the counts the issue names (≈ 20,000 cross-tenant attempts, 10,000 payloads per route, …).
 */
export type BatteryScale = 'fast' | 'full';

export const BATTERY_SCALE: BatteryScale = process.env.BATTERY_SCALE === 'full' ? 'full' : 'fast';

/** The count of a test at the current scale. */
export function atScale<T>(counts: { fast: T; full: T }): T {
  return counts[BATTERY_SCALE];
}
