export * from './create-event.js';
export * from './outbox.js';
export * from './nats.js';
export type { NatsConnection } from '@nats-io/transport-node';
export * from './relay.js';
export * from './consumer.js';
export { readEvent, isEventSubject, type ReadEvent } from './read-event.js';
