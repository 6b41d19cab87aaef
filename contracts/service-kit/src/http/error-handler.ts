import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { toFieldIssues } from '@portal/contracts';
import type { Logger } from '../logger.js';
import { AppError } from './app-error.js';

type PgError = Error & { code?: string };

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
    if (appError.status >= 500) log.error({ err: error, path: c.req.path }, 'request failed');
    else log.info({ code: appError.code, status: appError.status, path: c.req.path }, 'request refused');
    for (const [name, value] of Object.entries(appError.headers)) c.header(name, value);
    return c.json(appError.toBody(), appError.status as 400);
  };
}
