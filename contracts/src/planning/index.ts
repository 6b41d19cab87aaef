/**
 * The pure planning modules (spec 01 §3, §8, §9): local time of the agency, recurrence, hours by
 * kind of time and the planning checks. Public holidays (holidays.ts) stay server side.
 */
export * from './types.js';
export * from './time.js';
export * from './recurrence.js';
export * from './hours.js';
export * from './checks/index.js';
