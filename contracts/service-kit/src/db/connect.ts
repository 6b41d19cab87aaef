import postgres from 'postgres';

export type Sql = postgres.Sql;
export type Tx = postgres.TransactionSql;

/**
 * A postgres.js pool with camelCase columns in code and snake_case in SQL; bigint and numeric come
 * back as strings (money never goes through floats); timestamps as JS Dates. Only column names are
 * transformed: `postgres.camel` would also rename the keys inside jsonb values, which are data.
 */
/** Connections of a service's pool unless `DATABASE_POOL_MAX` says otherwise. */
export const DEFAULT_POOL_MAX = 10;

export function connectDatabase(
  url: string,
  options: {
    max?: number;
    /** Startup settings beside the defaults (a benchmark's session-wide tenant, say). */
    connection?: Record<string, string>;
    /** Sees every statement sent, with its parameters (benchmarks replay them). */
    debug?: (connection: number, query: string, parameters: unknown[]) => void;
  } = {},
): Sql {
  return postgres(url, {
    max: options.max ?? DEFAULT_POOL_MAX,
    transform: { column: { from: postgres.toCamel, to: postgres.fromCamel } },
    onnotice: () => undefined,
    // No JIT compilation: it pays off for long analytical queries only, and a cost estimate over
    // jit_above_cost (a subplan's, a misestimated join's) would add tens of milliseconds of
    // compilation to a list call that runs in one.
    connection: { application_name: 'portal', jit: 'off', ...options.connection },
    ...(options.debug ? { debug: options.debug } : {}),
  });
}
