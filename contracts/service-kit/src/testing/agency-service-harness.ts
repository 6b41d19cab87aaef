import type { Hono } from 'hono';
import { expect, vi } from 'vitest';
import type { AccessClaims, AgencyCreatedPayload } from '@portal/contracts';
import type { Sql, Tx } from '../db/connect.js';
import { transaction } from '../db/tenant.js';
import type { EventConsumer, EventHandler } from '../events/consumer.js';
import { createEvent } from '../events/create-event.js';
import { connectNats } from '../events/nats.js';
import type { NatsConnection } from '@nats-io/transport-node';
import type { AppEnv } from '../http/env.js';
import type { ServiceDeps } from '../http/service-deps.js';
import { createLogger, type Logger } from '../logger.js';
import { agencyCreatedPayload } from './agency-events.js';
import { call, type CallOptions } from './call.js';
import { startIdentityStandIn } from './identity-stand-in.js';
import { consumerCaughtUp } from './jetstream-api.js';
import { startNatsServer } from './nats-server.js';
import { startServiceDatabase } from './service-database.js';
import { createTestTokens } from './tokens.js';

export type AgencyServiceHarnessOptions<App extends Hono<AppEnv>> = {
  /** The service's name: its test database and its audit lines are named after it. */
  service: string;
  migrationsDir: string;
  createApp: (deps: ServiceDeps) => App;
  /** The service's handlers of identity's agency events: `created` provisions its copy of an agency. */
  agencyHandlers: (logger: Logger) => { 'identity.agency.created': EventHandler<'identity.agency.created'> };
};

/**
 * A service that keeps a copy of identity's agencies, on a database of its own, with tokens signed by
 * a key of the test's own, for one test file.
 */
export async function startAgencyServiceHarness<App extends Hono<AppEnv>>(options: AgencyServiceHarnessOptions<App>) {
  const database = await startServiceDatabase(options.service, options.migrationsDir);
  const { sql } = database;
  const logger = createLogger(`${options.service}-test`, process.env.TEST_LOG_LEVEL ?? 'silent');
  const tokens = await createTestTokens();
  const deps: ServiceDeps = { sql, logger, verify: tokens.verify, ready: async () => true };
  const app = options.createApp(deps);
  const handlers = options.agencyHandlers(logger);

  return {
    app,
    deps,
    sql,
    logger,
    tokens,
    databaseUrl: database.url,

    /** Provisions an agency through the `identity.agency.created` handler itself, without NATS. */
    async provisionAgency(overrides: Partial<AgencyCreatedPayload> = {}) {
      const payload = agencyCreatedPayload(overrides);
      const event = createEvent('identity.agency.created', payload, { agencyId: payload.agencyId, actor: null });
      await transaction(sql, { kind: 'tenant', agencyId: payload.agencyId }, (tx) =>
        handlers['identity.agency.created'](tx, event),
      );
      return payload;
    },

    /** Reads or writes across agencies, as support would: what a test checks the database with. */
    asPlatform<T>(work: (tx: Tx) => Promise<T>) {
      return transaction(sql, { kind: 'platform' }, work);
    },

    /** A signed token acting in `agencyId` (an owner unless the claims say otherwise). */
    tokenFor(agencyId: string | null, claims: Partial<AccessClaims> = {}) {
      return tokens.sign(tokens.claims({ agency: agencyId, ...claims }));
    },

    request(method: string, path: string, callOptions: CallOptions = {}) {
      return call(app, method, path, callOptions);
    },

    close: database.close,
  };
}
export type AgencyServiceHarness<App extends Hono<AppEnv> = Hono<AppEnv>> = Awaited<
  ReturnType<typeof startAgencyServiceHarness<App>>
>;

export type AgencyProvisioning = {
  /** The durable consumer of identity's stream that provisions the service's agencies. */
  durable: string;
  start: (options: { sql: Sql; nc: NatsConnection; logger: Logger }) => Promise<EventConsumer>;
};

/**
 * The harness plus a real nats-server, the service's provisioning consumer on it, and an identity
 * stand-in publishing through the kit's outbox and relay.
 */
export async function withAgencyEvents<H extends AgencyServiceHarness>(base: H, provisioning: AgencyProvisioning) {
  const nats = await startNatsServer();
  const nc = await connectNats(nats.url, base.logger);
  const consumer = await provisioning.start({ sql: base.sql, nc, logger: base.logger });
  const identity = await startIdentityStandIn(nats.url, base.logger);
  return {
    ...base,
    nats,
    nc,
    identity,
    /** Waits until everything identity announced is published, delivered and acknowledged. */
    async caughtUp(timeout = 5000) {
      await vi.waitFor(
        async () => {
          expect(await identity.allPublished()).toBe(true);
          expect(await consumerCaughtUp(nc, 'IDENTITY', provisioning.durable)).toBe(true);
        },
        { timeout, interval: 20 },
      );
    },
    async close() {
      await identity.close();
      await consumer.stop();
      await nc.drain();
      await nats.destroy();
      await base.close();
    },
  };
}
export type AgencyEventsHarness = Awaited<ReturnType<typeof withAgencyEvents<AgencyServiceHarness>>>;
