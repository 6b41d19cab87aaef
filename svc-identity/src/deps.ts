import type { HttpOptions, Logger, Sql } from '@portal/service-kit';
import type { SigningKeys } from './keys/signing-keys.js';
import type { Mailer } from './mail/mailer.js';

export const SERVICE_NAME = 'identity';

/** What identity's routes need; built by main.ts, or by tests around a database of their own. */
export type IdentityDeps = {
  sql: Sql;
  logger: Logger;
  keys: SigningKeys;
  mailer: Mailer;
  config: { portalUrl: string };
  ready: () => Promise<boolean>;
  /** CORS origins and maintenance mode, from the environment; none in most tests. */
  http?: HttpOptions;
};
