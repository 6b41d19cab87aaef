import { performance } from 'node:perf_hooks';
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
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Sends `requests` HTTP calls with `concurrency` of them in flight at all times (each worker sends
 * its next call when the previous answered) and reports the latency percentiles in milliseconds.
 * `requestOf(i)` gives the i-th call, so the load can vary pages, sorts and searches.
 */
export async function measureLoad(options: {
  name: string;
  concurrency: number;
  requests: number;
  requestOf: (index: number) => { url: string; init: RequestInit };
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let index = next++; index < options.requests; index = next++) {
      const { url, init } = options.requestOf(index);
      const t0 = performance.now();
      const response = await fetch(url, init);
      const body = await response.text();
      latencies.push(performance.now() - t0);
      if (!response.ok) {
        errors += 1;
        // The first failure says why (the rest are usually the same).
        if (errors === 1) console.error(`${options.name}: ${response.status} ${body.slice(0, 300)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    name: options.name,
    requests: options.requests,
    concurrency: options.concurrency,
    errors,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
    throughput: Math.round((options.requests / elapsed) * 1000),
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
