import { isIP } from 'node:net';
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

/** `TRUSTED_PROXIES`: comma-separated IPs and CIDRs (`10.0.0.0/8`, `fd00::/8`); unset: nobody. */
/** `name=seconds,…`: other periods for scheduled jobs run every N seconds. */
const JobIntervalsSchema = z
  .string()
  .optional()
  .transform((list, context) => {
    const intervals: Record<string, number> = {};
    for (const entry of (list ?? '').split(',').map((item) => item.trim())) {
      if (!entry) continue;
      const match = /^([a-z0-9.-]+)=(\d+)$/.exec(entry);
      const seconds = Number(match?.[2]);
      if (!match?.[1] || !(seconds >= 1)) {
        context.addIssue({ code: 'custom', message: `not name=seconds: ${entry}` });
        continue;
      }
      intervals[match[1]] = seconds;
    }
    return intervals;
  });

const ProxyListSchema = z
  .string()
  .optional()
  .transform((list, context) => {
    const entries: string[] = [];
    for (const entry of (list ?? '').split(',').map((item) => item.trim())) {
      if (!entry) continue;
      const [address = '', prefix, extra] = entry.split('/');
      const family = isIP(address);
      const bits = prefix === undefined ? null : Number(prefix);
      const validPrefix = bits === null || (Number.isInteger(bits) && bits >= 0 && bits <= (family === 6 ? 128 : 32));
      if (family === 0 || !validPrefix || extra !== undefined || (prefix !== undefined && !/^\d+$/.test(prefix))) {
        context.addIssue({ code: 'custom', message: `not an IP address or CIDR: ${entry}` });
        continue;
      }
      entries.push(entry);
    }
    return entries;
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
  /** Proxies (ingress, load balancer) whose `X-Forwarded-For` gives the client's address. */
  TRUSTED_PROXIES: ProxyListSchema,
  /**
   * On SIGTERM, how long the service keeps answering (readiness already false) before it stops
   * accepting connections: the time load balancers need to stop sending it requests (Kubernetes:
   * endpoints removal; 5000 in deploy/k8s). 0 locally.
   */
  /** The bearer token `/metrics` asks for (Prometheus' scrape config); unset: loopback callers only. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Other periods for scheduled jobs (`kit.purge-outbox=60,…`); each keeps its own by default. */
  JOB_INTERVALS: JobIntervalsSchema,
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Non-empty: the service answers 503 MAINTENANCE with this message (spec 00 §8), probes excepted. */
  MAINTENANCE_MESSAGE: z
    .string()
    .optional()
    .transform((message) => message?.trim() || undefined),
});
export type BaseEnv = z.infer<typeof BaseEnvSchema>;

/** The options of `createHttpApp` the environment gives. */
export function httpOptionsFromEnv(
  env: Pick<BaseEnv, 'CORS_ORIGINS' | 'MAINTENANCE_MESSAGE' | 'TRUSTED_PROXIES' | 'METRICS_TOKEN'>,
): HttpOptions {
  return {
    ...(env.CORS_ORIGINS && { corsOrigins: env.CORS_ORIGINS }),
    ...(env.TRUSTED_PROXIES.length > 0 && { trustedProxies: env.TRUSTED_PROXIES }),
    ...(env.MAINTENANCE_MESSAGE && { maintenanceMessage: env.MAINTENANCE_MESSAGE }),
    ...(env.METRICS_TOKEN && { metricsToken: env.METRICS_TOKEN }),
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
