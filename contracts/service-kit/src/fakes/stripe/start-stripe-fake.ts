import { serve } from '@hono/node-server';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { completeAuthentication, type AuthenticationOutcome } from './authentication.js';
import { EventLog } from './event-log.js';
import { backgroundContext, type FakeCore } from './fake-context.js';
import { IdempotencyStore } from './idempotency.js';
import type { PaymentIntent, SetupIntent, StripeEvent } from './objects.js';
import { createStripeApp, type RecordedRequest } from './stripe-app.js';
import { StripeFakeStore } from './store.js';
import { Timers } from './timers.js';
import {
  DEFAULT_RETRY_DELAYS_MS,
  WebhookSender,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './webhook-sender.js';

export type StripeFakeOptions = {
  /** 0 (the default) for any free port. */
  port?: number;
  /** Where to listen; 127.0.0.1 by default. */
  host?: string;
  /** Endpoints that receive every event from the start. */
  webhooks?: WebhookEndpoint[];
  /** How long a SEPA debit stays `processing` (500 ms by default). */
  sepaProcessingMs?: number;
  /** The wait before each webhook retry ([200, 1000, 3000] ms by default: four attempts at most). */
  webhookRetryDelaysMs?: readonly number[];
};

/** The running fake and its test controls. */
export type StripeFake = {
  /** The API's base, e.g. `http://127.0.0.1:4242` (give its host and port to the `stripe` library). */
  url: string;
  port: number;
  /** The fake browser script, `${url}/v3/`: load it instead of `https://js.stripe.com/v3/`. */
  jsUrl: string;
  /** Every event created, in order. */
  events: readonly StripeEvent[];
  /** Every webhook delivery attempt. */
  deliveries: readonly WebhookDelivery[];
  /** Every API call received. */
  requests: readonly RecordedRequest[];
  addWebhookEndpoint(url: string, secret: string): void;
  /** Stops sending to every endpoint (the events still happen): answers them, to add them back later. */
  removeWebhookEndpoints(): WebhookEndpoint[];
  /** Sends that event again (same id, fresh signature). */
  replayEvent(eventId: string): StripeEvent;
  /** Creates, records and sends an event of `type` about `object`, signed like any other. */
  sendEvent(type: string, object: Record<string, unknown>): StripeEvent;
  /** What the 3-D Secure test page does (for a `pi_…` or a `seti_…`); returns the intent after. */
  completeAuthentication(intentId: string, outcome: AuthenticationOutcome): PaymentIntent | SetupIntent;
  /** A copy of the payment intent as it is now. */
  paymentIntent(id: string): PaymentIntent | undefined;
  /** A copy of the set-up intent as it is now. */
  setupIntent(id: string): SetupIntent | undefined;
  /** Resolves once every event sent so far is delivered or given up. */
  webhooksIdle(): Promise<void>;
  close(): Promise<void>;
};

const browserScript = () => readFileSync(new URL('./browser-script.js', import.meta.url), 'utf8');

/**
 * Starts a local fake of Stripe (a third party): the part of its API the billing service uses, its
 * browser script and its signed webhooks, with Stripe's test cards and IBANs. State is in memory.
 */
export async function startStripeFake(options: StripeFakeOptions = {}): Promise<StripeFake> {
  const timers = new Timers();
  const sender = new WebhookSender(timers, options.webhookRetryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS);
  sender.endpoints.push(...(options.webhooks ?? []));
  const core: FakeCore = {
    store: new StripeFakeStore(),
    settings: { baseUrl: '', sepaProcessingMs: options.sepaProcessingMs ?? 500 },
    log: new EventLog(() => sender.endpoints.length),
    sender,
    timers,
  };
  const requests: RecordedRequest[] = [];
  const app = createStripeApp({ core, idempotency: new IdempotencyStore(), requests, browserScript: browserScript() });
  const host = options.host ?? '127.0.0.1';
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, (info: AddressInfo) =>
      resolve({ server: listening, port: info.port }),
    );
  });
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  core.settings.baseUrl = url;

  return {
    url,
    port,
    jsUrl: `${url}/v3/`,
    events: core.log.all,
    deliveries: sender.deliveries,
    requests,
    removeWebhookEndpoints() {
      return sender.endpoints.splice(0);
    },
    addWebhookEndpoint(endpointUrl, secret) {
      sender.endpoints.push({ url: endpointUrl, secret });
    },
    replayEvent(eventId) {
      const event = core.log.get(eventId);
      if (!event) throw new Error(`No event ${eventId} in the Stripe fake`);
      sender.send(event);
      return event;
    },
    sendEvent(type, object) {
      const event = core.log.create(type, object, { id: null, idempotency_key: null });
      sender.send(event);
      return event;
    },
    completeAuthentication(intentId, outcome) {
      return structuredClone(completeAuthentication(backgroundContext(core), intentId, outcome));
    },
    paymentIntent(id) {
      return structuredClone(core.store.paymentIntents.get(id));
    },
    setupIntent(id) {
      return structuredClone(core.store.setupIntents.get(id));
    },
    webhooksIdle: () => sender.idle(),
    async close() {
      timers.close();
      sender.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
    },
  };
}
