export * from './settings-calls.js';
export * from './dashboard-calls.js';
export * from './audit-calls.js';

import { OPERATIONS_AUDIT_CALLS } from './audit-calls.js';
import { OPERATIONS_DASHBOARD_CALLS } from './dashboard-calls.js';
import { OPERATIONS_SETTINGS_CALLS } from './settings-calls.js';

/** Every call operations answers, for clients and for the suites that check each route's guard. */
export const OPERATIONS_CALLS = [
  ...Object.values(OPERATIONS_SETTINGS_CALLS),
  ...Object.values(OPERATIONS_DASHBOARD_CALLS),
  ...Object.values(OPERATIONS_AUDIT_CALLS),
] as const;
