import type { ServiceDeps } from '@portal/service-kit';

export const SERVICE_NAME = 'billing';

/** What billing's routes need; built by main.ts, or by tests around a database of their own. */
export type BillingDeps = ServiceDeps;
