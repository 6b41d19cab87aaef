import type { connectNats } from '@portal/service-kit';

/** The kit's NATS connection (this package does not depend on the NATS client itself). */
export type NatsConnection = Awaited<ReturnType<typeof connectNats>>;

/**
 * Whether the NATS connection is up right now: `isClosed()` stays false while the client is
 * reconnecting, so readiness follows the connection's status events instead.
 */
export function trackNatsConnection(nc: NatsConnection): () => boolean {
  let connected = !nc.isClosed();
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect' || status.type === 'close') connected = false;
      else if (status.type === 'reconnect') connected = true;
    }
  })();
  return () => connected && !nc.isClosed();
}
