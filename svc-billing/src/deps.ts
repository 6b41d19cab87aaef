import type { Logger, Sql, TokenVerifier } from '@portal/service-kit';

export const SERVICE_NAME = 'billing';

/** What billing's routes need; built by main.ts, or by tests around a database of their own. */
export type BillingDeps = {
  sql: Sql;
  logger: Logger;
  verify: TokenVerifier;
  ready: () => Promise<boolean>;
};
