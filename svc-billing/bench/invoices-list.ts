/**
 * Benchmark of the invoices (issue 14): one agency with 100,000 invoices and credit notes on a
 * PostgreSQL database of its own, the service's real app over HTTP with its production pool size.
 *
 * 1. `POST fetch/invoices` with 20 requests in flight at all times: pages 1–5 by each sort both ways,
 *    with filters, with a search, and the fixed pages 1 and 400 (25 a page). Goal: p95 < 50 ms.
 * 2. 1,000 invoices generated from billable lines in one run (`POST invoice/from-billable-lines`,
 *    each of a customer's 5 lines on 2 sites), 4 in flight. Goal: < 60 s.
 *
 *   npm run bench:invoices -w @portal/svc-billing
 *   BENCH_ONLY='fetch/invoices page 1' npm run bench:invoices -w @portal/svc-billing
 */
import { testPaymentProvider } from '../src/testing/harness.js';
import { performance } from 'node:perf_hooks';
import { DEFAULT_PAGE_SIZE, DEMO_PLATFORM_SELLER, uuidv7, type ServiceFinishedPayload } from '@portal/contracts';
import { BaseEnvSchema, createEvent, createLogger, transaction } from '@portal/service-kit';
import { jsonPost, measureLoad, serveForBench, type LoadResult } from '@portal/service-kit/bench/load';
import { agencyCreatedPayload } from '@portal/service-kit/testing/agency-events';
import { startServiceDatabase } from '@portal/service-kit/testing/service-database';
import { createTestTokens } from '@portal/service-kit/testing/tokens';
import { agencyEventHandlers } from '../src/agencies/events.js';
import { lineOfService } from '../src/billable-lines/line-of-service.js';
import { insertBillableLine } from '../src/billable-lines/repo.js';
import { finishedPayload } from '../src/billable-lines/test-fixtures.js';
import { createApp } from '../src/app.js';
import { SERVICE_NAME } from '../src/deps.js';
import { MIGRATIONS_DIR } from '../src/testing/harness.js';
import { SELLER_IDENTITY } from '../src/commercial-documents/test-fixtures.js';
import { settingsStore } from '../src/settings/repo.js';
import { seedInvoices } from './seed-invoices.js';

const CONCURRENCY = 20;
const REQUESTS = 2_000;
const INVOICES = 100_000;
const GENERATED = 1_000;
const LINES_PER_INVOICE = 5;
const QUERIES = ['f-2025-00', 'résidence', 'clinique 1', 'gardiennage', 'ecole'];
const ORDERS = ['date', 'number', 'customer', 'total', 'createdAt', 'dueDate'] as const;

const poolMax = BaseEnvSchema.shape.DATABASE_POOL_MAX.parse(process.env.DATABASE_POOL_MAX);
const database = await startServiceDatabase(SERVICE_NAME, MIGRATIONS_DIR, { max: poolMax });
const logger = createLogger('billing-bench', 'silent');
const tokens = await createTestTokens();
const agency = agencyCreatedPayload();
await transaction(database.sql, { kind: 'tenant', agencyId: agency.agencyId }, async (tx) => {
  await agencyEventHandlers(logger)['identity.agency.created'](
    tx,
    createEvent('identity.agency.created', agency, { agencyId: agency.agencyId, actor: null }),
  );
  const stored = await settingsStore.find(tx, agency.agencyId);
  if (stored) await settingsStore.save(tx, agency.agencyId, { ...stored.settings, legalIdentity: SELLER_IDENTITY });
});

const seedStarted = performance.now();
const { customerIds } = await seedInvoices(database.sql, agency.agencyId, INVOICES);
// Statistics and the visibility map as autovacuum keeps them in steady state (index-only scans).
await database.sql`vacuum analyze`;
console.log(`pool: ${poolMax} connections`);
console.log(`seeded ${INVOICES} invoices and credit notes in ${Math.round(performance.now() - seedStarted)} ms`);

const mailer = { send: async () => undefined, close: () => undefined };
const payments = testPaymentProvider();
const app = createApp({
  sql: database.sql,
  logger,
  verify: tokens.verify,
  ready: async () => true,
  mailer,
  payments,
  platformSeller: DEMO_PLATFORM_SELLER,
});
const server = await serveForBench(app);
const base = `${server.url}/agency/${agency.agencyId}`;
const owner = await tokens.sign(tokens.claims({ role: 'owner', agency: agency.agencyId }));

/** Page i of the list: pages 1–5, each sort both ways in turn. */
function listBody(index: number, extra: Record<string, unknown> = {}) {
  return {
    page: (index % 5) + 1,
    limit: DEFAULT_PAGE_SIZE,
    orderBy: ORDERS[index % ORDERS.length],
    ascending: index % 2 === 0,
    ...extra,
  };
}
const invoicesPage = (body: unknown) => jsonPost(`${base}/fetch/invoices`, owner, body);

const allScenarios: { name: string; request: (index: number) => ReturnType<typeof jsonPost> }[] = [
  { name: 'fetch/invoices (sorts, pages 1–5)', request: (i) => invoicesPage(listBody(i)) },
  {
    name: 'fetch/invoices (filters)',
    request: (i) =>
      invoicesPage(
        listBody(i, {
          filters: [
            { type: 0, validated: true },
            { paid: [0, 50] },
            { customerId: customerIds[i % customerIds.length] },
            { from: '2025-01-01', to: '2025-03-31' },
            { sent: false, status: 100 },
          ][i % 5],
        }),
      ),
  },
  {
    name: 'fetch/invoices (search)',
    request: (i) => invoicesPage(listBody(i, { query: QUERIES[i % QUERIES.length] })),
  },
  { name: 'fetch/invoices page 1', request: () => invoicesPage({ page: 1, limit: DEFAULT_PAGE_SIZE }) },
  { name: 'fetch/invoices page 400', request: () => invoicesPage({ page: 400, limit: DEFAULT_PAGE_SIZE }) },
];

/** 1,000 customers of 5 lines each on 2 sites, as billing's consumer records them. */
async function seedLines(): Promise<{ customerId: string; lineIds: string[] }[]> {
  const batches = [];
  for (let index = 0; index < GENERATED; index += 1) {
    const customerId = customerIds[index % customerIds.length] ?? '';
    const sites = [uuidv7(), uuidv7()];
    const payloads: ServiceFinishedPayload[] = Array.from({ length: LINES_PER_INVOICE }, (_, line) =>
      finishedPayload(agency.agencyId, {
        customerId,
        customerName: `Client ${index}`,
        siteId: sites[line % 2] ?? '',
        siteName: `Site ${line % 2}`,
        startAt: `2026-03-${String(2 + line).padStart(2, '0')}T20:00:00.000Z`,
      }),
    );
    const lines = payloads.map(lineOfService);
    await transaction(database.sql, { kind: 'tenant', agencyId: agency.agencyId }, async (tx) => {
      for (const line of lines) await insertBillableLine(tx, line);
    });
    batches.push({ customerId, lineIds: lines.map((line) => line.id) });
  }
  return batches;
}

/** BENCH_ONLY (names separated by '|') runs those scenarios only, and no generation. */
const only = process.env.BENCH_ONLY?.split('|').map((name) => name.trim());
const scenarios = only ? allScenarios.filter((scenario) => only.includes(scenario.name)) : allScenarios;

const results: LoadResult[] = [];
const databaseName = new URL(database.url).pathname.slice(1);
try {
  // A warm-up of every call first (compiled paths, prepared statements, the seed's garbage collected).
  for (const scenario of scenarios) {
    await measureLoad({ name: scenario.name, concurrency: 5, requests: 200, requestOf: scenario.request });
  }
  for (const scenario of scenarios) {
    results.push(
      await measureLoad({
        name: scenario.name,
        concurrency: CONCURRENCY,
        requests: REQUESTS,
        requestOf: scenario.request,
        database: databaseName,
      }),
    );
  }
  console.table(results);
  const failing = results.filter((result) => result.p95 >= 50 || result.errors > 0);
  console.log(
    failing.length === 0
      ? `fetch/invoices over ${INVOICES} invoices at ${CONCURRENCY} in flight: p95 < 50 ms, no error`
      : `over the goal or failing: ${failing.map((result) => result.name).join(', ')}`,
  );

  // Generation too, unless only some list scenarios were asked for.
  if (!only) {
    const batches = await seedLines();
    const started = performance.now();
    const generated = await measureLoad({
      name: `invoice/from-billable-lines (${LINES_PER_INVOICE} lines each)`,
      concurrency: 4,
      requests: GENERATED,
      requestOf: (i) => jsonPost(`${base}/invoice/from-billable-lines`, owner, { ...batches[i], date: '2026-03-31' }),
      database: databaseName,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.table([generated]);
    console.log(
      `${GENERATED} invoices generated from ${GENERATED * LINES_PER_INVOICE} billable lines in ${seconds} s ` +
        `(goal < 60 s), ${generated.errors} error(s)`,
    );
  }
} finally {
  await server.close();
  await database.close();
}
