/**
 * Benchmark of operations' list calls (issue 4): one agency with 2,000 collaborators, 5,000 sites
 * and 20,000 checkpoints on a PostgreSQL database of its own, the service's real app over HTTP with
 * its production pool size, and 50 requests in flight at all times per list call. Goal: p95 < 50 ms.
 *
 *   npm run bench -w @portal/svc-operations
 */
import { performance } from 'node:perf_hooks';
import { DEFAULT_PAGE_SIZE } from '@portal/contracts';
import { BaseEnvSchema, createEvent, createLogger, transaction } from '@portal/service-kit';
import { jsonPost, measureLoad, serveForBench, type LoadResult } from '@portal/service-kit/bench/load';
import { agencyCreatedPayload } from '@portal/service-kit/testing/agency-events';
import { startServiceDatabase } from '@portal/service-kit/testing/service-database';
import { createTestTokens } from '@portal/service-kit/testing/tokens';
import { agencyEventHandlers } from '../src/agencies/events.js';
import { createApp } from '../src/app.js';
import { SERVICE_NAME } from '../src/deps.js';
import { MIGRATIONS_DIR } from '../src/testing/harness.js';
import { BENCH_COUNTS, seedBenchReferentials } from './bench-referentials.js';

const CONCURRENCY = 50;
const REQUESTS = 2_000;
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

const scenarios: { name: string; request: (index: number) => ReturnType<typeof jsonPost> }[] = [
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
];

const results: LoadResult[] = [];
try {
  // A warm-up of every call first (compiled paths, prepared statements, the seed's garbage
  // collected), so that the first scenario measured does not pay for the process's start.
  for (const scenario of scenarios) {
    await measureLoad({ name: scenario.name, concurrency: 10, requests: 200, requestOf: scenario.request });
  }
  for (const scenario of scenarios) {
    results.push(
      await measureLoad({
        name: scenario.name,
        concurrency: CONCURRENCY,
        requests: REQUESTS,
        requestOf: scenario.request,
        database: new URL(database.url).pathname.slice(1),
      }),
    );
  }
  console.table(results);
  const failing = results.filter((result) => result.p95 >= 50 || result.errors > 0);
  console.log(
    failing.length === 0
      ? 'every list: p95 < 50 ms, no error'
      : `over the goal or failing: ${failing.map((r) => r.name).join(', ')}`,
  );
} finally {
  await server.close();
  await database.close();
}
