/**
 * Benchmark of the billable lines consumer: `operations.service.finished` events published to a
 * real NATS JetStream server at 200 events/s for 30 s, consumed by billing's durable consumer
 * (the kit's `startConsumer` with the service's own handlers: inbox row and line in one
 * transaction) on a PostgreSQL database of its own with the production pool size. For each event:
 * the time from its publish to the commit of its line, seen by an after-commit hook in this same
 * process (one clock), cross-checked with the line's `created_at` (the database's clock, same
 * machine; it is the transaction's start, so a little earlier than the commit).
 *
 *   npm run bench -w @portal/svc-billing
 *   BENCH_RATE=400 BENCH_SECONDS=10 npm run bench -w @portal/svc-billing
 */
import { performance } from 'node:perf_hooks';
import type { ServiceFinishedPayload } from '@portal/contracts';
import {
  BaseEnvSchema,
  connectNats,
  createEvent,
  createLogger,
  ensureStreams,
  startConsumer,
  transaction,
  type EventHandler,
} from '@portal/service-kit';
import { afterCommit } from '@portal/service-kit/db/after-commit';
import { agencyCreatedPayload } from '@portal/service-kit/testing/agency-events';
import { startNatsServer } from '@portal/service-kit/testing/nats-server';
import { startServiceDatabase } from '@portal/service-kit/testing/service-database';
import { agencyEventHandlers } from '../src/agencies/events.js';
import { BILLABLE_LINES_DURABLE, billableLineEventHandlers } from '../src/billable-lines/events.js';
import { SERVICE_NAME } from '../src/deps.js';
import { MIGRATIONS_DIR } from '../src/testing/harness.js';
import { finishedPayload } from '../src/billable-lines/test-fixtures.js';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const TOTAL = RATE * SECONDS;
const DRAIN_TIMEOUT_MS = 60_000;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
const round = (ms: number) => Math.round(ms * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function summary(name: string, latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    events: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

// The pool production runs with: DATABASE_POOL_MAX as the service reads it, or the kit's default.
const poolMax = BaseEnvSchema.shape.DATABASE_POOL_MAX.parse(process.env.DATABASE_POOL_MAX);
const database = await startServiceDatabase(SERVICE_NAME, MIGRATIONS_DIR, { max: poolMax });
const nats = await startNatsServer();
const logger = createLogger('billing-bench', 'silent');
const nc = await connectNats(nats.url, logger);
await ensureStreams(nc, ['OPERATIONS']);

const agency = agencyCreatedPayload();
await transaction(database.sql, { kind: 'tenant', agencyId: agency.agencyId }, (tx) =>
  agencyEventHandlers(logger)['identity.agency.created'](
    tx,
    createEvent('identity.agency.created', agency, { agencyId: agency.agencyId, actor: null }),
  ),
);

/** Publish instants by service id: performance.now() (this process) and Date.now() (wall clock). */
const published = new Map<string, { at: number; wallMs: number }>();
/** Publish-to-commit latency of each line, in ms. */
const committed: number[] = [];
let firstPublish = 0;
let lastCommit = 0;

// The service's own handler, observed: the commit of its transaction is timed after it happens.
const record = billableLineEventHandlers(logger)['operations.service.finished'];
const observed: EventHandler<'operations.service.finished'> = async (tx, event) => {
  await record(tx, event);
  afterCommit(tx, () => {
    const sent = published.get(event.payload.serviceId);
    if (!sent) return;
    lastCommit = performance.now();
    committed.push(lastCommit - sent.at);
  });
};
const consumer = await startConsumer({
  sql: database.sql,
  nc,
  logger,
  durable: BILLABLE_LINES_DURABLE,
  stream: 'OPERATIONS',
  handlers: { 'operations.service.finished': observed },
});

/** Three customers, the three billing modes, as operations would announce them. */
const CUSTOMERS = ['Résidence Les Oliviers', 'Centre commercial Odysseum', 'Clinique du Parc'];
function payloadOf(index: number): ServiceFinishedPayload {
  return finishedPayload(agency.agencyId, {
    customerName: CUSTOMERS[index % CUSTOMERS.length] ?? '',
    billingMode: ((index % 3) + 1) as 1 | 2 | 3,
    finishedAt: new Date().toISOString(),
  });
}

try {
  console.log(`pool: ${poolMax} connections; ${RATE} events/s for ${SECONDS} s (${TOTAL} events)`);
  // Paced on a schedule (event i due at i / RATE s): a late timer publishes what is due at once.
  firstPublish = performance.now();
  for (let index = 0; index < TOTAL;) {
    const due = firstPublish + (index * 1000) / RATE;
    const now = performance.now();
    if (now < due) {
      await sleep(due - now);
      continue;
    }
    const payload = payloadOf(index);
    const event = createEvent('operations.service.finished', payload, { agencyId: agency.agencyId, actor: null });
    published.set(payload.serviceId, { at: performance.now(), wallMs: Date.now() });
    nc.publish(event.subject, JSON.stringify(event));
    index += 1;
  }
  const publishSeconds = (performance.now() - firstPublish) / 1000;
  await nc.flush();

  const deadline = performance.now() + DRAIN_TIMEOUT_MS;
  while (committed.length < TOTAL && performance.now() < deadline) await sleep(20);

  const rows = await transaction(
    database.sql,
    { kind: 'platform' },
    (tx) => tx<{ serviceId: string; createdAt: Date }[]>`select service_id, created_at from billable_lines`,
  );
  const byDatabaseClock = rows.flatMap((row) => {
    const sent = published.get(row.serviceId);
    return sent ? [row.createdAt.getTime() - sent.wallMs] : [];
  });
  const consumeSeconds = (lastCommit - firstPublish) / 1000;
  console.table([
    summary('publish → line committed (after-commit hook)', committed),
    summary('publish → created_at (transaction start, database clock)', byDatabaseClock),
  ]);
  console.log(
    `published ${TOTAL} events in ${publishSeconds.toFixed(1)} s (${(TOTAL / publishSeconds).toFixed(0)}/s); ` +
      `${committed.length} lines committed, last at ${consumeSeconds.toFixed(1)} s ` +
      `(${(committed.length / consumeSeconds).toFixed(0)} lines/s); ${rows.length} rows in billable_lines`,
  );
  if (committed.length < TOTAL) console.log(`missing: ${TOTAL - committed.length} lines after ${DRAIN_TIMEOUT_MS} ms`);
} finally {
  await consumer.stop();
  await nc.drain();
  await nats.destroy();
  await database.close();
}
