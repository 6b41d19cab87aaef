import type { Context } from 'hono';
import { IdSchema, type MessageCode } from '@portal/contracts';
import { AppError, type AppEnv } from '@portal/service-kit';

/** A path id: one that is not a UUID names nothing, so it is the entity's 404 rather than a 500. */
export function idParam(c: Context<AppEnv>, name: string, notFound: MessageCode): string {
  const parsed = IdSchema.safeParse(c.req.param(name));
  if (!parsed.success) throw new AppError(notFound);
  return parsed.data;
}
