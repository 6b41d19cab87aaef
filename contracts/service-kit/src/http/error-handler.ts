import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { toFieldIssues } from '@portal/contracts';
import type { Logger } from '../logger.js';
import { AppError } from './app-error.js';

type PgError = Error & { code?: string };

/**
 * Errors that say the database is away (restarting, failing over, unreachable), not that the call
 * was wrong: SQLSTATE classes 08 (connection exception) and 57P (shutdown, cannot connect now),
 * postgres.js's connection codes and the socket's. The call may be retried: 503, not 500.
 */
const DATABASE_AWAY = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
]);
const isDatabaseAway = (code: string | undefined) => !!code && (DATABASE_AWAY.has(code) || code.startsWith('08'));

/** Whether an error says the database is away (see DATABASE_AWAY), not that a query was wrong. */
export const databaseAway = (error: unknown): boolean => isDatabaseAway((error as PgError | undefined)?.code);

/** Maps anything thrown by a route to the error body; only unknown failures become a 500. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    return new AppError('VALIDATION_FAILED', { details: { issues: toFieldIssues(error) } });
  }
  if (error instanceof HTTPException) {
    if (error.status === 413) return new AppError('PAYLOAD_TOO_LARGE');
    if (error.status === 400) {
      return new AppError(/json/i.test(error.message) ? 'INVALID_JSON' : 'BAD_REQUEST', { internal: error.message });
    }
    if (error.status === 401) return new AppError('JWT_INVALID');
    if (error.status === 404) return new AppError('NOT_FOUND');
  }
  const pgCode = (error as PgError)?.code;
  if (isDatabaseAway(pgCode)) {
    return new AppError('SERVICE_UNAVAILABLE', { headers: { 'retry-after': '1' }, internal: (error as Error).message });
  }
  if (pgCode === '23505') return new AppError('CONFLICT', { internal: (error as Error).message });
  if (pgCode === '22P02') return new AppError('NOT_FOUND', { internal: (error as Error).message });
  return new AppError('INTERNAL_ERROR', {
    internal: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}

export function errorHandler(logger: Logger) {
  return (error: unknown, c: Context) => {
    const appError = toAppError(error);
    const log = (c.get('logger') as Logger | undefined) ?? logger;
    if (appError.code === 'SERVICE_UNAVAILABLE')
      log.warn({ err: error, path: c.req.path }, 'request refused: unavailable');
    else if (appError.status >= 500) log.error({ err: error, path: c.req.path }, 'request failed');
    else log.info({ code: appError.code, status: appError.status, path: c.req.path }, 'request refused');
    for (const [name, value] of Object.entries(appError.headers)) c.header(name, value);
    return c.json(appError.toBody(), appError.status as 400);
  };
}
