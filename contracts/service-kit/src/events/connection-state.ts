import type { NatsConnection } from '@nats-io/transport-node';

/**
 * Whether a NATS connection is up, from its status events. A JetStream request sent while the client
 * is disconnected is buffered and its reply is lost after the reconnect (it only times out), so the
 * relay does not publish until the connection is back.
 */
export type ConnectionState = {
  isConnected(): boolean;
  /** Resolves once connected (at once if already), when the connection closes, or when `signal` aborts. */
  untilConnected(signal?: AbortSignal): Promise<void>;
  /**
   * Aborted as soon as the current connection is lost (already aborted while disconnected): what a
   * request in flight races, since its reply would never come after a reconnect.
   */
  lostSignal(): AbortSignal;
  stop(): void;
};

export function trackConnection(nc: NatsConnection): ConnectionState {
  let connected = !nc.isClosed();
  let waiters: Array<() => void> = [];
  let lost = new AbortController();
  if (!connected) lost.abort();
  const wakeAll = () => {
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };
  const statuses = nc.status();
  void (async () => {
    for await (const status of statuses) {
      if (status.type === 'disconnect' || status.type === 'close') {
        connected = false;
        lost.abort();
      } else if (status.type === 'reconnect') {
        connected = true;
        lost = new AbortController();
      }
      if (status.type === 'reconnect' || status.type === 'close') wakeAll();
    }
  })();
  return {
    isConnected: () => connected,
    lostSignal: () => lost.signal,
    untilConnected(signal) {
      if (connected || nc.isClosed() || signal?.aborted) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          signal?.removeEventListener('abort', done);
          waiters = waiters.filter((waiter) => waiter !== done);
          resolve();
        };
        waiters.push(done);
        signal?.addEventListener('abort', done, { once: true });
      });
    },
    stop() {
      wakeAll();
      lost.abort();
      // The client's status iterator has a stop() that its public type does not show.
      if ('stop' in statuses && typeof statuses.stop === 'function') statuses.stop();
    },
  };
}
