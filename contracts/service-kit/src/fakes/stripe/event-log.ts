import { newId, unixNow } from './ids.js';
import type { StripeEvent } from './objects.js';

/** The API version stripe@23 pins, which the fake's events carry. */
export const FAKE_API_VERSION = '2026-10-28.endive';

export type EventRequest = StripeEvent['request'];

export const NO_REQUEST: EventRequest = { id: null, idempotency_key: null };

/** Every event the fake created, in order; each holds a copy of its object at that moment. */
export class EventLog {
  readonly all: StripeEvent[] = [];

  constructor(private readonly endpointCount: () => number) {}

  create(
    type: string,
    object: object,
    request: EventRequest,
    previousAttributes?: Record<string, unknown>,
  ): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: FAKE_API_VERSION,
      created: unixNow(),
      livemode: false,
      type,
      data: {
        object: structuredClone(object) as Record<string, unknown>,
        ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
      },
      pending_webhooks: this.endpointCount(),
      request,
    };
    this.all.push(event);
    return event;
  }

  get(eventId: string): StripeEvent | undefined {
    return this.all.find((event) => event.id === eventId);
  }
}
