import { z } from 'zod';

/** The environment every service reads, parsed once at boot. */
export const BaseEnvSchema = z.object({
  DATABASE_URL: z.string().url(),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** Replicas of the service's own stream: 1 on one machine, 3 on a production NATS cluster. */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type BaseEnv = z.infer<typeof BaseEnvSchema>;

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
