import { NO_REQUEST, type EventLog, type EventRequest } from './event-log.js';
import type { StripeEvent } from './objects.js';
import type { StripeFakeStore } from './store.js';
import type { Timers } from './timers.js';
import type { WebhookSender } from './webhook-sender.js';

export type FakeSettings = {
  /** The fake's own origin, e.g. `http://127.0.0.1:4242` (known once it listens). */
  baseUrl: string;
  /** How long a SEPA debit stays `processing` before it succeeds or fails. */
  sepaProcessingMs: number;
};

/** The fake's parts, built once. */
export type FakeCore = {
  store: StripeFakeStore;
  settings: FakeSettings;
  log: EventLog;
  sender: WebhookSender;
  timers: Timers;
};

/** What an operation works with: the state, and how it announces and schedules what follows. */
export type FakeContext = {
  readonly store: StripeFakeStore;
  readonly settings: FakeSettings;
  /** Records the event of a change (with a copy of `object` as it is now) and has it sent. */
  emit(type: string, object: object, previousAttributes?: Record<string, unknown>): void;
  /** Runs `task` later, outside any request (a SEPA debit settling). */
  later(ms: number, task: (ctx: FakeContext) => void): void;
};

/** What one API call set going, held until its answer is out. */
export type AfterAnswer = { events: StripeEvent[]; tasks: Array<() => void> };

/**
 * The context of one API call: its events (and its timers, so that what they announce comes after)
 * wait in `after` until the answer is out, as Stripe sends webhooks after answering.
 */
export function requestContext(core: FakeCore, request: EventRequest, after: AfterAnswer): FakeContext {
  return {
    store: core.store,
    settings: core.settings,
    emit(type, object, previousAttributes) {
      after.events.push(core.log.create(type, object, request, previousAttributes));
    },
    later(ms, task) {
      after.tasks.push(() => core.timers.after(ms, () => task(backgroundContext(core))));
    },
  };
}

/** Sends the events of a call and starts its timers, once its answer is out. */
export function releaseAfterAnswer(core: FakeCore, after: AfterAnswer): void {
  for (const event of after.events) core.sender.send(event);
  for (const task of after.tasks) task();
}

/** The context of what happens outside a call (timers, test controls): events are sent at once. */
export function backgroundContext(core: FakeCore): FakeContext {
  return {
    store: core.store,
    settings: core.settings,
    emit(type, object, previousAttributes) {
      core.sender.send(core.log.create(type, object, NO_REQUEST, previousAttributes));
    },
    later(ms, task) {
      core.timers.after(ms, () => task(backgroundContext(core)));
    },
  };
}
