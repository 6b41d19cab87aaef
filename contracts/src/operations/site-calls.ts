import type { CallTable } from '../common/calls.js';

/** Filled by the referentials issue (4). */
export const SITE_CALLS = {} as const satisfies CallTable;
