import { vi, expect } from 'vitest';
import { connectNats, transaction, type Tx } from '@portal/service-kit';
import { consumerCaughtUp } from '@portal/service-kit/testing/jetstream-api';
import { startNatsServer } from '@portal/service-kit/testing/nats-server';
import { COLLABORATOR_ACCOUNTS_DURABLE, startCollaboratorAccounts } from '../../collaborators/events.js';
import { CUSTOMER_USERS_DURABLE, startCustomerUsers } from '../../customer-users/events.js';
import { PAYMENT_GRANTS_DURABLE, startPaymentGrants } from '../../subscriptions/events.js';
import { startIdentityHarness } from '../../testing/harness.js';
import { startInvitationDispatcher } from '../dispatcher.js';
import { startAnnouncer, type Announcer } from './announcer.js';

/**
 * Identity (its database, HTTP app and a capturing SMTP server) with a real nats-server, its
 * consumers of other services' people and payments and its invitation dispatcher running, and stand-ins of
 * operations and billing publishing through the kit's outbox and relay. The consumers start first,
 * before operations' and billing's streams exist.
 */
export async function startInvitationsHarness() {
  const identity = await startIdentityHarness();
  const { sql, deps } = identity;
  const { logger } = deps;
  const nats = await startNatsServer();
  const nc = await connectNats(nats.url, logger);
  const consumers = [
    await startCollaboratorAccounts({ sql, nc, logger }),
    await startCustomerUsers({ sql, nc, logger }),
    await startPaymentGrants({ sql, nc, logger }),
  ];
  const dispatcher = await startInvitationDispatcher({
    sql,
    logger,
    mailer: deps.mailer,
    portalUrl: deps.config.portalUrl,
    idleMs: 200,
  });
  const operations = await startAnnouncer('operations', nats.url, logger);
  const billing = await startAnnouncer('billing', nats.url, logger);

  const caughtUp = async (announcer: Announcer, durable: string, timeout: number) =>
    vi.waitFor(
      async () => {
        expect(await announcer.allPublished()).toBe(true);
        expect(await consumerCaughtUp(nc, announcer.stream, durable)).toBe(true);
      },
      { timeout, interval: 20 },
    );

  return {
    ...identity,
    nats,
    nc,
    operations,
    billing,
    /** Waits until everything announced is published, handled and acknowledged by identity. */
    async caughtUp(timeout = 5000) {
      await caughtUp(operations, COLLABORATOR_ACCOUNTS_DURABLE, timeout);
      await caughtUp(billing, CUSTOMER_USERS_DURABLE, timeout);
      await caughtUp(billing, PAYMENT_GRANTS_DURABLE, timeout);
    },
    /** Reads or writes across agencies, as support would (row-level security hides the rest). */
    asPlatform<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return transaction(sql, { kind: 'platform' }, work);
    },
    async close() {
      await operations.close();
      await billing.close();
      for (const consumer of consumers) await consumer.stop();
      await dispatcher.stop();
      await nc.drain();
      await nats.destroy();
      await identity.close();
    },
  };
}
export type InvitationsHarness = Awaited<ReturnType<typeof startInvitationsHarness>>;
