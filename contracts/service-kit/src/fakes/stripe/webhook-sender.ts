import type { StripeEvent } from './objects.js';
import type { Timers } from './timers.js';
import { stripeSignatureHeader } from './webhook-signature.js';

export type WebhookEndpoint = { url: string; secret: string };

/** One attempt to deliver one event to one endpoint: `status` null when the endpoint was unreachable. */
export type WebhookDelivery = {
  eventId: string;
  type: string;
  url: string;
  attempt: number;
  status: number | null;
  error?: string;
};

/** Stripe's wait before each retry, shortened: 200 ms, 1 s, 3 s (so four attempts at most). */
export const DEFAULT_RETRY_DELAYS_MS = [200, 1_000, 3_000] as const;
const ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * Posts events to the endpoints, signed like Stripe, one after the other for a same object (so a
 * `payment_intent.succeeded` never overtakes its `payment_intent.created`), retrying an endpoint that
 * answers outside 2xx or not at all.
 */
export class WebhookSender {
  readonly endpoints: WebhookEndpoint[] = [];
  readonly deliveries: WebhookDelivery[] = [];
  private readonly queues = new Map<string, Promise<void>>();
  private readonly attempts = new Set<AbortController>();

  constructor(
    private readonly timers: Timers,
    private readonly retryDelaysMs: readonly number[],
  ) {}

  send(event: StripeEvent): void {
    const objectId = typeof event.data.object.id === 'string' ? event.data.object.id : event.id;
    for (const endpoint of this.endpoints) {
      const queue = `${endpoint.url} ${objectId}`;
      const next = (this.queues.get(queue) ?? Promise.resolve()).then(() => this.deliver(event, endpoint));
      this.queues.set(queue, next);
      void next.then(() => {
        if (this.queues.get(queue) === next) this.queues.delete(queue);
      });
    }
  }

  /** Resolves once every event sent so far is delivered or given up. */
  async idle(): Promise<void> {
    while (this.queues.size > 0) await Promise.all(this.queues.values());
  }

  close(): void {
    for (const controller of this.attempts) controller.abort();
  }

  private async deliver(event: StripeEvent, endpoint: WebhookEndpoint): Promise<void> {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 1; !this.timers.isClosed; attempt += 1) {
      const outcome = await this.post(endpoint, payload);
      this.deliveries.push({ eventId: event.id, type: event.type, url: endpoint.url, attempt, ...outcome });
      if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) return;
      const delay = this.retryDelaysMs[attempt - 1];
      if (delay === undefined || !(await this.timers.sleep(delay))) return;
    }
  }

  private async post(endpoint: WebhookEndpoint, payload: string): Promise<{ status: number | null; error?: string }> {
    const controller = new AbortController();
    this.attempts.add(controller);
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': stripeSignatureHeader(payload, endpoint.secret),
        },
        body: payload,
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      });
      await response.body?.cancel();
      return { status: response.status };
    } catch (error) {
      return { status: null, error: error instanceof Error ? error.message : String(error) };
    } finally {
      this.attempts.delete(controller);
    }
  }
}
