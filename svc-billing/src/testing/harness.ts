import { fileURLToPath } from 'node:url';
import {
  createEvent,
  connectDatabase,
  connectNats,
  createLogger,
  migrate,
  transaction,
  type Tx,
} from '@portal/service-kit';
import { ErrorBodySchema, type AccessClaims, type AgencyCreatedPayload, type ErrorBody } from '@portal/contracts';
import { createTestDatabase } from '@portal/service-kit/testing/database';
import { startNatsServer } from '@portal/service-kit/testing/nats-server';
import { expect, vi } from 'vitest';
import { AGENCY_PROVISIONING_DURABLE, agencyEventHandlers, startAgencyProvisioning } from '../agencies/events.js';
import { createApp } from '../app.js';
import type { BillingDeps } from '../deps.js';
import { agencyCreatedPayload } from './agency-events.js';
import { startIdentityStandIn } from './identity-stand-in.js';
import { consumerCaughtUp } from './jetstream-api.js';
import { createTestTokens } from './tokens.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/** An answer: its status, its JSON, and its error body when it is one. */
export type TestResponse = { status: number; body: unknown; error: ErrorBody['error'] | null };

type RequestOptions = { token?: string | null; body?: unknown; rawBody?: string; headers?: Record<string, string> };

/** Billing on a database of its own, with tokens signed by a key of the test's own, for one test file. */
export async function startBillingHarness() {
  const database = await createTestDatabase('billing');
  const sql = connectDatabase(database.url, { max: 5 });
  const logger = createLogger('billing-test', process.env.TEST_LOG_LEVEL ?? 'silent');
  await migrate(sql, MIGRATIONS_DIR);
  const tokens = await createTestTokens();
  const deps: BillingDeps = { sql, logger, verify: tokens.verify, ready: async () => true };
  const app = createApp(deps);

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
        agencyEventHandlers(logger)['identity.agency.created'](tx, event),
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

    async request(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse> {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | undefined = options.rawBody;
      if (options.body !== undefined) body = JSON.stringify(options.body);
      if (body !== undefined) headers['content-type'] ??= 'application/json';
      const response = await app.request(path, { method, headers, body });
      const text = await response.text();
      const json: unknown = text ? JSON.parse(text) : null;
      const error = ErrorBodySchema.safeParse(json);
      return { status: response.status, body: json, error: error.success ? error.data.error : null };
    },

    async close() {
      await sql.end({ timeout: 5 });
      await database.drop();
    },
  };
}
export type BillingHarness = Awaited<ReturnType<typeof startBillingHarness>>;

/**
 * The harness plus a real nats-server, billing's provisioning consumer on it, and an identity
 * stand-in publishing through the kit's outbox and relay.
 */
export async function startBillingEventsHarness() {
  const base = await startBillingHarness();
  const nats = await startNatsServer();
  const nc = await connectNats(nats.url, base.logger);
  const provisioning = await startAgencyProvisioning({ sql: base.sql, nc, logger: base.logger });
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
          expect(await consumerCaughtUp(nc, 'IDENTITY', AGENCY_PROVISIONING_DURABLE)).toBe(true);
        },
        { timeout, interval: 20 },
      );
    },
    async close() {
      await identity.close();
      await provisioning.stop();
      await nc.drain();
      await nats.destroy();
      await base.close();
    },
  };
}
export type BillingEventsHarness = Awaited<ReturnType<typeof startBillingEventsHarness>>;
