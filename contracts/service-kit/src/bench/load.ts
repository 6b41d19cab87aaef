import { performance } from 'node:perf_hooks';
import { fork } from 'node:child_process';
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
  /** Milliseconds of CPU this process (the service: the load runs in a child process) spent per call. */
  cpuPerCall: number;
  /** Milliseconds of CPU the load generator's process spent per call (sending, reading the answers). */
  clientCpuPerCall: number;
  /** Milliseconds the service's event loop (this thread) was busy per call. */
  loopBusyPerCall: number;
  /** Milliseconds of CPU the database's backends spent per call (null: not measurable here). */
  dbCpuPerCall: number | null;
};

/** One call of a load: where, and what is sent. */
export type LoadCall = { url: string; method: string; headers: Record<string, string>; body?: string };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * The load generator, run in a child process: the calls leave from another process than the
 * service's, as a remote client's would, so that neither its event loop nor its CPU time counts as
 * the service's (it still shares the machine's cores). It speaks `node:http` over keep-alive
 * connections, one per call in flight: undici's fetch cost the client about as much CPU per call as
 * the service's own work, which measured the client as much as the service.
 */
const LOAD_PROCESS = `
const http = require('node:http');
const { performance } = require('node:perf_hooks');
process.once('message', ({ calls, concurrency }) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let errors = 0;
  let firstError = null;
  let next = 0;
  const send = (call) => new Promise((resolve, reject) => {
    const request = http.request(call.url, { method: call.method, headers: call.headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(call.body);
  });
  const worker = async () => {
    for (let index = next++; index < calls.length; index = next++) {
      const t0 = performance.now();
      const answer = await send(calls[index]).catch((error) => ({ status: 0, body: String(error) }));
      latencies.push(performance.now() - t0);
      if (answer.status < 200 || answer.status >= 300) {
        errors += 1;
        if (firstError === null) firstError = answer.status + ' ' + answer.body.slice(0, 300);
      }
    }
  };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  Promise.all(Array.from({ length: concurrency }, worker)).then(() => {
    const elapsed = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    agent.destroy();
    process.send({ latencies, errors, firstError, elapsed, cpuMs: (cpu.user + cpu.system) / 1000 }, () => process.exit(0));
  });
});
`;

type LoadOutcome = { latencies: number[]; errors: number; firstError: string | null; elapsed: number; cpuMs: number };

function runLoadProcess(calls: LoadCall[], concurrency: number): Promise<LoadOutcome> {
  return new Promise((resolve, reject) => {
    // fork runs `node <module> …args`: the script goes through `-e` instead of a file.
    const child = fork('-e', [LOAD_PROCESS], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (outcome) => resolve(outcome as LoadOutcome));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load process exited (${code})`));
    });
    child.send({ calls, concurrency });
  });
}

/**
 * Sends `requests` HTTP calls with `concurrency` of them in flight at all times (each connection sends
 * its next call when the previous answered) and reports the latency percentiles in milliseconds,
 * with the CPU time this process (the service) and the load generator spent per call and, given
 * `database`, the database's backends. `requestOf(i)` gives the i-th call, so the load can vary
 * pages, sorts and searches.
 */
export async function measureLoad(options: {
  name: string;
  concurrency: number;
  requests: number;
  requestOf: (index: number) => LoadCall;
  /** The name of the service's database, to report its backends' CPU time per call. */
  database?: string;
}): Promise<LoadResult> {
  const calls = Array.from({ length: options.requests }, (_, index) => options.requestOf(index));
  const dbBefore = options.database ? await databaseCpuMs(options.database) : null;
  const cpuBefore = process.cpuUsage();
  const loopBefore = performance.eventLoopUtilization();
  const outcome = await runLoadProcess(calls, options.concurrency);
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
    clientCpuPerCall: round(outcome.cpuMs / options.requests),
    loopBusyPerCall: round(loop.active / options.requests),
    dbCpuPerCall: dbBefore === null || dbAfter === null ? null : round((dbAfter - dbBefore) / options.requests),
  };
}

/** A JSON POST with a bearer token, as the portal's client sends list calls. */
export function jsonPost(url: string, token: string, body: unknown): LoadCall {
  return {
    url,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
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
