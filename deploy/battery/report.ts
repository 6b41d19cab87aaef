import { BATTERY_SCALE } from './scale.js';

/** Thousands with a comma, as the issue writes its counts. */
export const count = (value: number) => value.toLocaleString('en-US');

/**
 * Prints one figure of the battery, so a run's output reads as the list of what was measured:
 * `[battery fast] BOLA: 4,412 attempts, 0 succeeded (…)`.
 */
export function reportFigure(test: string, figure: string): void {
  console.log(`[battery ${BATTERY_SCALE}] ${test}: ${figure}`);
}

/** Milliseconds as seconds with one decimal. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
