import type { TokenVerifier } from '../auth/verify.js';
import type { Sql } from '../db/connect.js';
import type { Logger } from '../logger.js';
import type { HttpOptions, ReadinessCheck } from './create-http-app.js';

/** What the routes of a service checking identity's tokens need; built by main.ts, or by a test harness. */
export type ServiceDeps = {
  sql: Sql;
  logger: Logger;
  verify: TokenVerifier;
  ready: ReadinessCheck;
  /** CORS origins and maintenance mode, from the environment (`httpOptionsFromEnv`); none in most tests. */
  http?: HttpOptions;
};
