/**
 * Benchmark of field event ingestion (issue 13): the phones' queues sending their messages to
 * `POST /agency/{id}/field/messages` in batches of 50, against the service's real app over HTTP on a
 * PostgreSQL database of its own with the production pool size. 100 agents, each on duty on his own
 * site (one main courante each). Goals: ≥ 2,000 messages/s with p99 acknowledgement < 150 ms per
 * batch; a backlog of 10,000 queued messages from the 100 agents (the network coming back) drained
 * in < 30 s.
 *
 * The ingestion is measured at several numbers of batches in flight (FIELD_BENCH_CONCURRENCY, default
 * 2,4,8): past the service's saturation the throughput stays the same and the batches only wait
 * longer, so each line shows the rate and the p99 together, and the goal is met where both hold.
 *
 *   npm run bench:field -w @portal/svc-operations
 */
import { performance } from 'node:perf_hooks';
import { CreateCollaboratorSchema, DEFAULT_AGENT_RIGHTS, FIELD_BATCH_MAX, uuidv7 } from '@portal/contracts';
import { BaseEnvSchema, createEvent, createLogger, transaction } from '@portal/service-kit';
import { jsonPost, measureLoad, serveForBench } from '@portal/service-kit/bench/load';
import { agencyCreatedPayload } from '@portal/service-kit/testing/agency-events';
import { startServiceDatabase } from '@portal/service-kit/testing/service-database';
import { createTestTokens } from '@portal/service-kit/testing/tokens';
import { agencyEventHandlers } from '../src/agencies/events.js';
import { insertCollaborator } from '../src/collaborators/repo.js';
import { createApp } from '../src/app.js';
import { SERVICE_NAME } from '../src/deps.js';
import { MIGRATIONS_DIR } from '../src/testing/harness.js';

const AGENTS = 100;
const THROUGHPUT_BATCHES = Number(process.env.FIELD_BENCH_BATCHES ?? 600);
const CONCURRENCIES = (process.env.FIELD_BENCH_CONCURRENCY ?? '2,4,8').split(',').map(Number);
const BACKLOG_PER_AGENT = 100;
const HISTORY_EVENTS_PER_AGENT = 300;

const poolMax = BaseEnvSchema.shape.DATABASE_POOL_MAX.parse(process.env.DATABASE_POOL_MAX);
const database = await startServiceDatabase(SERVICE_NAME, MIGRATIONS_DIR, { max: poolMax });
const logger = createLogger('operations-bench', 'silent');
const tokens = await createTestTokens();
const payload = agencyCreatedPayload({ limits: { agentsLimit: 100_000, accountsLimit: 100_000, freeAccounts: 0 } });
const agencyId = payload.agencyId;
await transaction(database.sql, { kind: 'tenant', agencyId }, (tx) =>
  agencyEventHandlers(logger)['identity.agency.created'](
    tx,
    createEvent('identity.agency.created', payload, { agencyId, actor: null }),
  ),
);

/** Each agent on duty since an hour ago on a site of his own, until tonight. */
const agents = Array.from({ length: AGENTS }, () => ({ agentId: uuidv7(), siteId: uuidv7(), serviceId: uuidv7() }));
const startedAt = new Date(Date.now() - 3_600_000);
await transaction(database.sql, { kind: 'tenant', agencyId }, async (tx) => {
  const customerId = uuidv7();
  await tx`insert into customers (id, agency_id, name, customer_number, status, last_event_at)
           values (${customerId}, ${agencyId}, 'Client du banc', '411-BANC', 100, now())`;
  for (const [index, agent] of agents.entries()) {
    const tabs = CreateCollaboratorSchema.parse({
      identity: {
        civility: 1,
        firstName: 'Agent',
        lastName: `Banc ${index}`,
        email: `agent${index}@banc.test`,
        phones: [],
      },
      agentInfos: { type: 'EMPLOYEE', plannable: true },
    });
    await insertCollaborator(tx, { id: agent.agentId, agencyId, ...tabs });
    await tx`insert into sites (id, agency_id, customer_id, name, latitude, longitude) values (${agent.siteId}, ${agencyId}, ${customerId}, ${`Site ${index}`}, 43.6, 3.87)`;
    await tx`insert into services (id, agency_id, reference, series_id, site_id, start_at, end_at, status, category, prestation_label, unit_price, billing_mode, nb_agents, real_start_at)
             values (${agent.serviceId}, ${agencyId}, ${`S-B${index}`}, ${agent.serviceId}, ${agent.siteId}, ${startedAt},
                     ${new Date(Date.now() + 8 * 3_600_000)}, 200, 'GUARDING', 'Gardiennage', 20, 2, 1, ${startedAt})`;
    await tx`insert into service_agents (agency_id, service_id, agent_id) values (${agencyId}, ${agent.serviceId}, ${agent.agentId})`;
  }
});
// The agency's past: events declared on its sites before today, so that the planner sees tables that
// hold history, as in production, rather than empty ones (a foreign-key check planned against an empty
// `events` table would scan it at every insert once it has grown).
await transaction(database.sql, { kind: 'tenant', agencyId }, async (tx) => {
  for (const agent of agents) {
    await tx`insert into events (id, agency_id, site_id, type_key, author_id, created_at)
             select gen_random_uuid(), ${agencyId}, ${agent.siteId}, 'observation', ${agent.agentId},
                    now() - make_interval(days => 1 + n % 30, mins => n)
               from generate_series(1, ${HISTORY_EVENTS_PER_AGENT}) as n`;
  }
});
await database.sql`vacuum analyze`;

const databaseName = new URL(database.url).pathname.slice(1);
const app = createApp({ sql: database.sql, logger, verify: tokens.verify, ready: async () => true });
const server = await serveForBench(app);
const url = `${server.url}/agency/${agencyId}/field/messages`;
const tokenOf = await Promise.all(
  agents.map((agent) =>
    tokens.sign(
      tokens.claims({ sub: agent.agentId, role: 'agent', agency: agencyId, rights: [...DEFAULT_AGENT_RIGHTS] }),
    ),
  ),
);

/** A batch of an agent's queue: observations on his service, each with its own event. */
function batchOf(agentIndex: number) {
  const agent = agents[agentIndex]!;
  const now = Date.now();
  return Array.from({ length: FIELD_BATCH_MAX }, (_, index) => ({
    uuid: uuidv7(),
    type: 'event.create',
    eventId: uuidv7(),
    serviceId: agent.serviceId,
    typeKey: 'observation',
    content: `Ronde extérieure : RAS au point ${index}`,
    location: { latitude: 43.6001, longitude: 3.8701, accuracy: 12 },
    createdAt: new Date(now - (FIELD_BATCH_MAX - index) * 1000).toISOString(),
  }));
}

console.log(`pool: ${poolMax} connections; ${AGENTS} agents on duty, each on a site of his own`);
for (const concurrency of CONCURRENCIES) {
  const throughput = await measureLoad({
    name: `field/messages (50 per batch, ${concurrency} in flight)`,
    concurrency,
    requests: THROUGHPUT_BATCHES,
    requestOf: (index) => jsonPost(url, tokenOf[index % AGENTS]!, { messages: batchOf(index % AGENTS) }),
    database: databaseName,
  });
  const messagesPerSecond = Math.round(throughput.throughput * FIELD_BATCH_MAX);
  const met = messagesPerSecond >= 2_000 && throughput.p99 < 150 && throughput.errors === 0;
  console.log(
    `ingestion: ${THROUGHPUT_BATCHES} batches × ${FIELD_BATCH_MAX} at ${concurrency} in flight: ${messagesPerSecond} messages/s, ` +
      `p50 ${throughput.p50} ms, p95 ${throughput.p95} ms, p99 ${throughput.p99} ms per batch, ${throughput.errors} errors ` +
      `(goal ≥ 2,000 messages/s with p99 < 150 ms: ${met ? 'met' : 'not met'}); ` +
      `service CPU ${throughput.cpuPerCall} ms, database CPU ${throughput.dbCpuPerCall ?? '?'} ms per batch`,
  );
}

// The network comes back: 100 phones, 100 messages each queued, all sending at once, in order per phone.
const backlogBatches = AGENTS * (BACKLOG_PER_AGENT / FIELD_BATCH_MAX);
const queued = Array.from({ length: backlogBatches }, (_, index) =>
  jsonPost(url, tokenOf[index % AGENTS]!, { messages: batchOf(index % AGENTS) }),
);
const drainStarted = performance.now();
const backlog = await measureLoad({
  name: 'backlog drain',
  concurrency: AGENTS,
  requests: backlogBatches,
  requestOf: (index) => queued[index]!,
  database: databaseName,
});
const drained = (performance.now() - drainStarted) / 1000;
console.log(
  `backlog: ${AGENTS * BACKLOG_PER_AGENT} queued messages from ${AGENTS} agents drained in ${drained.toFixed(1)} s ` +
    `(goal < 30 s), p99 ${backlog.p99} ms per batch, ${backlog.errors} errors`,
);
const [written] = await transaction(
  database.sql,
  { kind: 'platform' },
  (tx) => tx<{ entries: number }[]>`select count(*)::int as entries from event_messages`,
);
console.log(`main courante entries written: ${written?.entries ?? 0}`);

await server.close();
await database.close();
