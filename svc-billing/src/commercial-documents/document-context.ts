import type { Context } from 'hono';
import { writeContextOf, type AppEnv, type WriteContext } from '@portal/service-kit';
import { SERVICE_NAME } from '../deps.js';

/** A command's write context and who the document's history names. */
export type DocumentContext = WriteContext & { userId: string; userName: string };

/**
 * The request's write context and its author for the history: the token names no person, so the
 * e-mail stands for the name (support acting as the agency is named as such).
 */
export function documentContextOf(c: Context<AppEnv>): DocumentContext {
  const session = c.get('session');
  return {
    ...writeContextOf(c, SERVICE_NAME),
    userId: session.userId,
    userName: session.alteredBy ? `${session.alteredBy.email} (support)` : session.email,
  };
}
