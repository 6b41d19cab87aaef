import type { EventEnvelope } from '@portal/contracts';
import type { NatsConnection } from '@nats-io/transport-node';

type ConsumerState = {
  delivered: { stream_seq: number };
  num_ack_pending: number;
  num_pending: number;
  num_redelivered: number;
};

/** A durable consumer's state, asked through the JetStream API subject (no client library needed). */
export async function consumerState(nc: NatsConnection, stream: string, durable: string): Promise<ConsumerState> {
  const reply = await nc.request(`$JS.API.CONSUMER.INFO.${stream}.${durable}`, '', { timeout: 2000 });
  return reply.json<ConsumerState>();
}

/** The stream's last sequence. */
export async function lastSequence(nc: NatsConnection, stream: string): Promise<number> {
  const reply = await nc.request(`$JS.API.STREAM.INFO.${stream}`, '', { timeout: 2000 });
  return reply.json<{ state: { last_seq: number } }>().state.last_seq;
}

/** True once the consumer has handled and acknowledged everything the stream holds. */
export async function consumerCaughtUp(nc: NatsConnection, stream: string, durable: string): Promise<boolean> {
  const [state, last] = await Promise.all([consumerState(nc, stream, durable), lastSequence(nc, stream)]);
  return state.delivered.stream_seq >= last && state.num_ack_pending === 0 && state.num_pending === 0;
}

/**
 * Publishes raw bytes on an event subject with a plain NATS publish: the stream stores it with no
 * Nats-Msg-Id, so the same envelope published twice is delivered twice (what a republish after the
 * duplicate window, or a redelivery, looks like to the consumer). A string is sent as it is.
 */
export async function publishRaw(
  nc: NatsConnection,
  subject: string,
  message: EventEnvelope | Record<string, unknown> | string,
): Promise<void> {
  nc.publish(subject, typeof message === 'string' ? message : JSON.stringify(message));
  await nc.flush();
}
