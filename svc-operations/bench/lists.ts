/**
 * Benchmark of operations' list calls (issue 4): one agency with 2,000 collaborators, 5,000 sites
 * and 20,000 checkpoints on a PostgreSQL database of its own, the service's real app over HTTP with
 * its production pool size, and 50 requests in flight at all times per list call. Goal: p95 < 50 ms.
 * Beside each call, the exact SQL of the same pages replayed straight through postgres.js at the
 * same concurrency (issue 12), then each side one call at a time: goals API p50 ≤ 1.5 × raw SQL p50,
 * ≥ 1,500 requests/s for `fetch/agents`, page 400 as fast as page 1.
 *
 *   npm run bench -w @portal/svc-operations
 *   BENCH_ONLY='POST fetch/agents|POST fetch/sites' npm run bench -w @portal/svc-operations
 *   BENCH_REQUESTS=10000 BENCH_API_PROFILE=/tmp/api BENCH_ONLY='POST fetch/agents' npm run bench -w @portal/svc-operations
 */
import { performance } from 'node:perf_hooks';
import { DEFAULT_PAGE_SIZE } from '@portal/contracts';
import { BaseEnvSchema, createEvent, createLogger, transaction } from '@portal/service-kit';
import { jsonPost, measureLoad, serveForBench, type LoadResult } from '@portal/service-kit/bench/load';
import { profileWhile } from '@portal/service-kit/bench/profile-while';
import { agencyCreatedPayload } from '@portal/service-kit/testing/agency-events';
import { startServiceDatabase } from '@portal/service-kit/testing/service-database';
import { createTestTokens } from '@portal/service-kit/testing/tokens';
import { agencyEventHandlers } from '../src/agencies/events.js';
import { createApp } from '../src/app.js';
import { SERVICE_NAME } from '../src/deps.js';
import { MIGRATIONS_DIR } from '../src/testing/harness.js';
import { BENCH_COUNTS, seedBenchReferentials } from './bench-referentials.js';
import { connectAsTenant, createStatementRecorder, measureRawLoad } from './raw-sql.js';

const CONCURRENCY = 50;
/**
 * One call at a time as well: at 50 in flight a p50 is mostly the wait for a core (the load, the
 * service and PostgreSQL share two), so its ratio compares the two sides' throughputs; alone, a
 * call's p50 is what the call itself costs beside the same SQL's (BENCH_SINGLE_REQUESTS, 0: skipped).
 */
const SINGLE_REQUESTS = Number(process.env.BENCH_SINGLE_REQUESTS ?? 500);
/** Calls per measure (BENCH_REQUESTS: more for steadier figures, or a profile). */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
/** BENCH_API_PROFILE=/tmp/api: a CPU profile of each API load alone, to /tmp/api-{call}.cpuprofile. */
const API_PROFILE = process.env.BENCH_API_PROFILE;
const slug = (name: string) =>
  name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
const QUERIES = ['dur', 'hélène', 'montpellier', 'site 12', '06 10'];

// The pool production runs with: DATABASE_POOL_MAX as the service reads it, or the kit's default.
const poolMax = BaseEnvSchema.shape.DATABASE_POOL_MAX.parse(process.env.DATABASE_POOL_MAX);
const database = await startServiceDatabase(SERVICE_NAME, MIGRATIONS_DIR, { max: poolMax });
const logger = createLogger('operations-bench', 'silent');
const tokens = await createTestTokens();
const payload = agencyCreatedPayload({
  limits: { agentsLimit: 100_000, accountsLimit: 100_000, freeAccounts: 0 },
});
await transaction(database.sql, { kind: 'tenant', agencyId: payload.agencyId }, (tx) =>
  agencyEventHandlers(logger)['identity.agency.created'](
    tx,
    createEvent('identity.agency.created', payload, { agencyId: payload.agencyId, actor: null }),
  ),
);
const seedStarted = performance.now();
const { customerId, siteId } = await seedBenchReferentials(database.sql, payload.agencyId);
// Statistics and the visibility map as autovacuum keeps them in steady state (index-only counts).
await database.sql`vacuum analyze`;
console.log(`pool: ${poolMax} connections`);
console.log(
  `seeded ${BENCH_COUNTS.collaborators} collaborators, ${BENCH_COUNTS.sites} sites, ` +
    `${BENCH_COUNTS.sites * BENCH_COUNTS.checkpointsPerSite} checkpoints in ${Math.round(performance.now() - seedStarted)} ms`,
);

const app = createApp({ sql: database.sql, logger, verify: tokens.verify, ready: async () => true });
const server = await serveForBench(app);
const base = `${server.url}/agency/${payload.agencyId}`;
const owner = await tokens.sign(tokens.claims({ role: 'owner', agency: payload.agencyId }));
const customer = await tokens.sign(
  tokens.claims({ role: 'customer', agency: payload.agencyId, customer: customerId, rights: ['sites.list'] }),
);

/** Page i of the list: pages 1–5, sorts both ways, a search one time in four. */
function listBody(index: number, orderBy: string, filters: Record<string, unknown> = {}) {
  return {
    page: (index % 5) + 1,
    limit: DEFAULT_PAGE_SIZE,
    orderBy,
    ascending: index % 2 === 0,
    filters,
    ...(index % 4 === 3 ? { query: QUERIES[index % QUERIES.length] } : {}),
  };
}

/** A fixed page of the checkpoints (20,000 of them: page 400 is the last). */
const checkpointsPage = (page: number) =>
  jsonPost(`${base}/fetch/checkpoints`, owner, { page, limit: DEFAULT_PAGE_SIZE, orderBy: 'name', ascending: true });

const allScenarios: { name: string; request: (index: number) => ReturnType<typeof jsonPost> }[] = [
  { name: 'POST fetch/agents', request: (i) => jsonPost(`${base}/fetch/agents`, owner, listBody(i, 'lastName')) },
  {
    name: 'POST fetch/agents (filters)',
    request: (i) =>
      jsonPost(
        `${base}/fetch/agents`,
        owner,
        listBody(i, 'lastName', { status: 100, plannable: true, type: 'EMPLOYEE' }),
      ),
  },
  { name: 'POST fetch/directory', request: (i) => jsonPost(`${base}/fetch/directory`, owner, listBody(i, 'lastName')) },
  { name: 'POST fetch/sites', request: (i) => jsonPost(`${base}/fetch/sites`, owner, listBody(i, 'name')) },
  {
    name: 'POST fetch/sites (customer filter)',
    request: (i) => jsonPost(`${base}/fetch/sites`, owner, listBody(i, 'name', { customerId })),
  },
  {
    name: 'POST fetch/site-choices',
    request: (i) => jsonPost(`${base}/fetch/site-choices`, owner, listBody(i, 'name')),
  },
  {
    name: 'POST fetch/customers (read model)',
    request: (i) => jsonPost(`${base}/fetch/customers`, owner, listBody(i, 'name')),
  },
  {
    name: 'POST customer/{id}/fetch/sites',
    request: (i) => jsonPost(`${base}/customer/${customerId}/fetch/sites`, customer, listBody(i, 'name')),
  },
  { name: 'POST fetch/checkpoints', request: (i) => jsonPost(`${base}/fetch/checkpoints`, owner, listBody(i, 'name')) },
  {
    name: 'POST fetch/checkpoints (site filter)',
    request: (i) => jsonPost(`${base}/fetch/checkpoints`, owner, listBody(i, 'position', { siteId })),
  },
  { name: 'POST fetch/checkpoints page 1', request: () => checkpointsPage(1) },
  { name: 'POST fetch/checkpoints page 400', request: () => checkpointsPage(400) },
];

/** BENCH_ONLY (names separated by '|') runs those scenarios only: a change measured quickly. */
const only = process.env.BENCH_ONLY?.split('|').map((name) => name.trim());
const scenarios = only ? allScenarios.filter((scenario) => only.includes(scenario.name)) : allScenarios;

/** The pattern of `listBody` repeats every 20 calls: recording those gives every page the load sends. */
const PAGES_RECORDED = 20;
const recorder = createStatementRecorder(database.url, poolMax);
const recordingApp = createApp({ sql: recorder.sql, logger, verify: tokens.verify, ready: async () => true });
const tenantSql = connectAsTenant(database.url, poolMax, payload.agencyId);

/** The SQL of each page of `scenario`, as the service sends it. */
async function recordPages(scenario: (typeof scenarios)[number]) {
  const pages = [];
  for (let index = 0; index < PAGES_RECORDED; index += 1) {
    const { url, method, headers, body } = scenario.request(index);
    const request = new Request(url, { method, headers, body });
    pages.push(await recorder.record(async () => (await recordingApp.fetch(request)).text()));
  }
  return pages;
}

/** p50 of the API call and of its SQL, each sent one at a time (nothing waits for a core but itself). */
async function measureOneAtATime(scenario: (typeof scenarios)[number], pages: Awaited<ReturnType<typeof recordPages>>) {
  const api = await measureLoad({
    name: scenario.name,
    concurrency: 1,
    requests: SINGLE_REQUESTS,
    requestOf: scenario.request,
  });
  const sql = await measureRawLoad({ sql: tenantSql, pages, concurrency: 1, requests: SINGLE_REQUESTS });
  return { api: api.p50, sql: sql.p50, errors: api.errors };
}

const results: LoadResult[] = [];
const ratios: Record<string, string | number | null>[] = [];
const databaseName = new URL(database.url).pathname.slice(1);
try {
  // A warm-up of every call first (compiled paths, prepared statements, the seed's garbage
  // collected), so that the first scenario measured does not pay for the process's start.
  for (const scenario of scenarios) {
    await measureLoad({ name: scenario.name, concurrency: 10, requests: 200, requestOf: scenario.request });
  }
  for (const scenario of scenarios) {
    const api = await profileWhile(API_PROFILE && `${API_PROFILE}-${slug(scenario.name)}.cpuprofile`, () =>
      measureLoad({
        name: scenario.name,
        concurrency: CONCURRENCY,
        requests: REQUESTS,
        requestOf: scenario.request,
        database: databaseName,
      }),
    );
    results.push(api);
    const pages = await recordPages(scenario);
    await measureRawLoad({ sql: tenantSql, pages, concurrency: 10, requests: 200 });
    const raw = await measureRawLoad({
      sql: tenantSql,
      pages,
      concurrency: CONCURRENCY,
      requests: REQUESTS,
      database: databaseName,
    });
    const single = SINGLE_REQUESTS > 0 ? await measureOneAtATime(scenario, pages) : null;
    ratios.push({
      name: scenario.name,
      apiP50: api.p50,
      sqlP50: raw.p50,
      ratio: Math.round((api.p50 / raw.p50) * 10) / 10,
      aloneApiP50: single?.api ?? null,
      aloneSqlP50: single?.sql ?? null,
      aloneRatio: single ? Math.round((single.api / single.sql) * 10) / 10 : null,
      aloneErrors: single?.errors ?? null,
      apiPerS: api.throughput,
      sqlPerS: raw.throughput,
      // CPU ms per call: the service (the API's load generator apart), this process for the raw SQL, the database.
      apiCpu: api.cpuPerCall,
      apiClientCpu: api.clientCpuPerCall,
      sqlCpu: raw.cpuPerCall,
      apiDbCpu: api.dbCpuPerCall,
      sqlDbCpu: raw.dbCpuPerCall,
    });
  }
  console.table(results);
  console.table(ratios);
  if (SINGLE_REQUESTS > 0) {
    // What any call costs before its route: the HTTP round trip and the kit's middlewares.
    const floor = await measureLoad({
      name: 'GET /health',
      concurrency: 1,
      requests: SINGLE_REQUESTS,
      requestOf: () => ({ url: `${server.url}/health`, method: 'GET', headers: {} }),
    });
    console.log(
      `one at a time, GET /health (HTTP and the kit's middlewares, no route work): p50 ${floor.p50} ms, ${floor.errors} errors`,
    );
  }
  const failing = results.filter((result) => result.p95 >= 50 || result.errors > 0);
  console.log(
    failing.length === 0
      ? 'every list: p95 < 50 ms, no error'
      : `over the goal or failing: ${failing.map((r) => r.name).join(', ')}`,
  );
  const failingAlone = ratios.filter((row) => Number(row['aloneErrors']) > 0).map((row) => row['name']);
  if (failingAlone.length > 0) console.log(`errors one at a time: ${failingAlone.join(', ')}`);
  for (const [column, load] of [
    ['ratio', `${CONCURRENCY} in flight`],
    ['aloneRatio', 'one at a time'],
  ] as const) {
    if (ratios.every((row) => row[column] === null)) continue;
    const slow = ratios.filter((row) => Number(row[column]) > 1.5).map((row) => row['name']);
    console.log(
      slow.length === 0
        ? `every list, ${load}: API p50 ≤ 1.5 × SQL p50`
        : `${load}, API p50 > 1.5 × SQL p50: ${slow.join(', ')}`,
    );
  }
  const agents = results.find((result) => result.name === 'POST fetch/agents');
  console.log(`fetch/agents at ${CONCURRENCY} in flight: ${agents?.throughput} requests/s (goal ≥ 1,500)`);
  const [first, last] = ['page 1', 'page 400'].map((page) =>
    results.find((result) => result.name === `POST fetch/checkpoints ${page}`),
  );
  console.log(`fetch/checkpoints p50: page 1 ${first?.p50} ms, page 400 ${last?.p50} ms`);
} finally {
  await server.close();
  await recorder.sql.end({ timeout: 5 });
  await tenantSql.end({ timeout: 5 });
  await database.close();
}
