import { performance } from 'node:perf_hooks';
import { connectDatabase, type Sql } from '@portal/service-kit';
import { databaseCpuMs } from '@portal/service-kit/bench/db-cpu';

/** One statement a list call sent, with its parameters as they went to PostgreSQL. */
export type Statement = { query: string; params: unknown[] };

/** What the service adds around a page's own SQL: its transaction and its tenant settings. */
const SERVICE_OVERHEAD = /^\s*(begin|commit|rollback)\b|set_config\('app\.scope'|pg_catalog\.pg_type/i;

/**
 * A pool that records the statements it sends while `record` runs: handed to the service's app,
 * it gives the exact SQL of a page (without the transaction and settings around it).
 */
export function createStatementRecorder(url: string, max: number) {
  let recording: Statement[] | null = null;
  const sql = connectDatabase(url, {
    max,
    debug: (_connection, query, params) => recording?.push({ query, params: [...params] }),
  });
  return {
    sql,
    async record(run: () => Promise<unknown>): Promise<Statement[]> {
      recording = [];
      try {
        await run();
        return recording.filter((statement) => !SERVICE_OVERHEAD.test(statement.query));
      } finally {
        recording = null;
      }
    },
  };
}

/**
 * A pool whose sessions are the agency's tenant from the start (row-level security reads the same
 * settings the service sets per transaction), to replay recorded pages straight through postgres.js.
 */
export const connectAsTenant = (url: string, max: number, agencyId: string): Sql =>
  connectDatabase(url, { max, connection: { 'app.scope': 'tenant', 'app.agency_id': agencyId } });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Replays `requests` pages (page k is `pages[k % pages.length]`, its statements sent together as
 * the service sends them) with `concurrency` in flight, and gives the latency percentiles (ms), the
 * throughput (pages/s) and the CPU milliseconds per page of this process and of `database`'s
 * backends.
 */
export async function measureRawLoad(options: {
  sql: Sql;
  pages: Statement[][];
  concurrency: number;
  requests: number;
  database?: string;
}): Promise<{ p50: number; p95: number; throughput: number; cpuPerCall: number; dbCpuPerCall: number | null }> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < options.requests; index = next++) {
      const page = options.pages[index % options.pages.length] ?? [];
      const started = performance.now();
      await Promise.all(
        page.map(({ query, params }) => options.sql.unsafe(query, params as never[], { prepare: true })),
      );
      latencies.push(performance.now() - started);
    }
  };
  const dbBefore = options.database ? await databaseCpuMs(options.database) : null;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsed = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const dbAfter = options.database ? await databaseCpuMs(options.database) : null;
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    throughput: Math.round((options.requests / elapsed) * 1000),
    cpuPerCall: round((cpu.user + cpu.system) / 1000 / options.requests),
    dbCpuPerCall: dbBefore === null || dbAfter === null ? null : round((dbAfter - dbBefore) / options.requests),
  };
}
