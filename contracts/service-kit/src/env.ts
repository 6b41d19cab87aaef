import { z } from 'zod';
import { DEFAULT_POOL_MAX } from './db/connect.js';
import type { HttpOptions } from './http/create-http-app.js';

/** `CORS_ORIGINS`: a comma-separated list of origins (`http://localhost:8080`); unset or empty means any. */
const OriginListSchema = z
  .string()
  .optional()
  .transform((list, context) => {
    const origins: string[] = [];
    for (const entry of (list ?? '').split(',').map((item) => item.trim())) {
      if (!entry) continue;
      const url = URL.canParse(entry) ? new URL(entry) : null;
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        context.addIssue({ code: 'custom', message: `not an http(s) origin: ${entry}` });
        continue;
      }
      origins.push(url.origin);
    }
    return origins.length > 0 ? origins : undefined;
  });

/** The environment every service reads, parsed once at boot. */
export const BaseEnvSchema = z.object({
  DATABASE_URL: z.string().url(),
  /** Connections of the service's database pool (see `DEFAULT_POOL_MAX`). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(DEFAULT_POOL_MAX),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** Replicas of the service's own stream: 1 on one machine, 3 on a production NATS cluster. */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Origins the portal's pages are served from; unset: every origin may call (`*`, no credentials). */
  CORS_ORIGINS: OriginListSchema,
  /** Non-empty: the service answers 503 MAINTENANCE with this message (spec 00 §8), probes excepted. */
  MAINTENANCE_MESSAGE: z
    .string()
    .optional()
    .transform((message) => message?.trim() || undefined),
});
export type BaseEnv = z.infer<typeof BaseEnvSchema>;

/** The options of `createHttpApp` the environment gives. */
export function httpOptionsFromEnv(env: Pick<BaseEnv, 'CORS_ORIGINS' | 'MAINTENANCE_MESSAGE'>): HttpOptions {
  return {
    ...(env.CORS_ORIGINS && { corsOrigins: env.CORS_ORIGINS }),
    ...(env.MAINTENANCE_MESSAGE && { maintenanceMessage: env.MAINTENANCE_MESSAGE }),
  };
}

/** Parses `process.env` with a service's schema; a bad environment stops the boot with the reasons. */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  source: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const result = schema.safeParse(source);
  if (!result.success) {
    const reasons = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ');
    console.error(`Invalid environment:\n  ${reasons}`);
    process.exit(1);
  }
  return result.data;
}
