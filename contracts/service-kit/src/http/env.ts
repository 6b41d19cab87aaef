import type { Session } from '../auth/session.js';
import type { Logger } from '../logger.js';

/** Variables every request carries through Hono's context. */
export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    session: Session;
    /** The client's address (`resolveClientIp`): what login throttling counts and audits record. */
    clientIp: string;
  };
};
