import type { NatsConnection } from '@nats-io/transport-node';
import { trackConnection } from './connection-state.js';

/** The kit's NATS connection, for services that do not depend on the NATS client themselves. */
export type { NatsConnection };

/**
 * Whether the NATS connection is up right now, for a readiness check: `isClosed()` stays false while
 * the client is reconnecting, so this follows the connection's status events instead.
 */
export function natsReadiness(nc: NatsConnection): () => boolean {
  const connection = trackConnection(nc);
  return () => connection.isConnected() && !nc.isClosed();
}
