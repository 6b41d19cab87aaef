import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiError,
  type ConsumerConfig,
  type ConsumerInfo,
  type JetStreamManager,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import type { StreamName } from '@portal/contracts';

const CONSUMER_NOT_FOUND = 10_014;

/** `<service>--<purpose>`, lower-case words joined by single dashes (STYLE.md naming). */
export const DURABLE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*--[a-z0-9]+(-[a-z0-9]+)*$/;

export type DurableSettings = { ackWaitMs: number; maxDeliver: number };

async function consumerInfo(jsm: JetStreamManager, stream: StreamName, durable: string): Promise<ConsumerInfo | null> {
  try {
    return await jsm.consumers.info(stream, durable);
  } catch (error) {
    if (error instanceof JetStreamApiError && error.code === CONSUMER_NOT_FOUND) return null;
    throw error;
  }
}

/**
 * Creates the durable pull consumer (explicit ack, from the start of the stream, whole stream — no
 * subject filter, see consumer.ts) or brings the settings we own to the wanted values. Safe when
 * replicas race to create it.
 */
export async function ensureDurableConsumer(
  jsm: JetStreamManager,
  stream: StreamName,
  durable: string,
  settings: DurableSettings,
): Promise<void> {
  const ackWait = nanos(settings.ackWaitMs);
  let info = await consumerInfo(jsm, stream, durable);
  if (!info) {
    const config: Partial<ConsumerConfig> = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: ackWait,
      max_deliver: settings.maxDeliver,
    };
    try {
      await jsm.consumers.add(stream, config);
      return;
    } catch (error) {
      info = await consumerInfo(jsm, stream, durable);
      if (!info) throw error;
    }
  }
  if (
    info.config.ack_policy !== AckPolicy.Explicit ||
    info.config.filter_subject ||
    info.config.filter_subjects?.length
  ) {
    throw new Error(
      `Consumer ${stream}/${durable} exists with explicit acks off or a subject filter; delete it or pick another purpose`,
    );
  }
  if (info.config.ack_wait !== ackWait || info.config.max_deliver !== settings.maxDeliver) {
    await jsm.consumers.update(stream, durable, { ack_wait: ackWait, max_deliver: settings.maxDeliver });
  }
}
