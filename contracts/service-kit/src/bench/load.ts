import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { databaseCpuMs } from './db-cpu.js';
import { serve } from '@hono/node-server';
import { freePort } from '../testing/ports.js';

export type LoadResult = {
  name: string;
  requests: number;
  concurrency: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  throughput: number;
  /** Milliseconds of CPU this process (service and load worker) spent per call. */
  cpuPerCall: number;
  /** Milliseconds the service's event loop (this thread: the load runs in a worker) was busy per call. */
  loopBusyPerCall: number;
  /** Milliseconds of CPU the database's backends spent per call (null: not measurable here). */
  dbCpuPerCall: number | null;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * The load generator, run in a worker thread: the calls are sent from another event loop than the
 * service's (as a remote client would), so the client's own work (undici, reading the answers) does
 * not queue behind the server's on one thread and count as the service's latency. It still shares
 * the machine's cores with the service and the database.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const { calls, concurrency } = workerData;
const latencies = [];
let errors = 0;
let firstError = null;
let next = 0;
const worker = async () => {
  for (let index = next++; index < calls.length; index = next++) {
    const { url, init } = calls[index];
    const t0 = performance.now();
    const response = await fetch(url, init);
    const body = await response.text();
    latencies.push(performance.now() - t0);
    if (!response.ok) {
      errors += 1;
      if (firstError === null) firstError = response.status + ' ' + body.slice(0, 300);
    }
  }
};
const started = performance.now();
Promise.all(Array.from({ length: concurrency }, worker)).then(() =>
  parentPort.postMessage({ latencies, errors, firstError, elapsed: performance.now() - started }),
);
`;

/**
 * Sends `requests` HTTP calls with `concurrency` of them in flight at all times (each worker sends
 * its next call when the previous answered) and reports the latency percentiles in milliseconds,
 * with the CPU time this process (service and load generator) and, given `database`, the
 * database's backends spent per call. `requestOf(i)` gives
 * the i-th call, so the load can vary pages, sorts and searches.
 */
export async function measureLoad(options: {
  name: string;
  concurrency: number;
  requests: number;
  requestOf: (index: number) => { url: string; init: RequestInit };
  /** The name of the service's database, to report its backends' CPU time per call. */
  database?: string;
}): Promise<LoadResult> {
  const calls = Array.from({ length: options.requests }, (_, index) => options.requestOf(index));
  const dbBefore = options.database ? await databaseCpuMs(options.database) : null;
  const cpuBefore = process.cpuUsage();
  const loopBefore = performance.eventLoopUtilization();
  const outcome = await new Promise<{
    latencies: number[];
    errors: number;
    firstError: string | null;
    elapsed: number;
  }>((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { calls, concurrency: options.concurrency } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`load worker exited (${code})`)));
  });
  const cpu = process.cpuUsage(cpuBefore);
  const loop = performance.eventLoopUtilization(loopBefore);
  const dbAfter = options.database ? await databaseCpuMs(options.database) : null;
  // The first failure says why (the rest are usually the same).
  if (outcome.firstError) console.error(`${options.name}: ${outcome.firstError}`);
  const latencies = outcome.latencies.sort((a, b) => a - b);
  return {
    name: options.name,
    requests: options.requests,
    concurrency: options.concurrency,
    errors: outcome.errors,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
    throughput: Math.round((options.requests / outcome.elapsed) * 1000),
    cpuPerCall: round((cpu.user + cpu.system) / 1000 / options.requests),
    loopBusyPerCall: round(loop.active / options.requests),
    dbCpuPerCall: dbBefore === null || dbAfter === null ? null : round((dbAfter - dbBefore) / options.requests),
  };
}

/** A JSON POST with a bearer token, as the portal's client sends list calls. */
export function jsonPost(url: string, token: string, body: unknown): { url: string; init: RequestInit } {
  return {
    url,
    init: {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  };
}

/** Serves a service's app over real HTTP on a free local port, as a benchmark's target. */
export async function serveForBench(app: { fetch: (request: Request) => Response | Promise<Response> }) {
  const port = await freePort();
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
