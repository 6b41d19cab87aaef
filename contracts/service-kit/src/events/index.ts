export * from './create-event.js';
export * from './outbox.js';
export * from './nats.js';
export * from './nats-readiness.js';
export * from './relay.js';
export * from './consumer.js';
export { readEvent, isEventSubject, type ReadEvent } from './read-event.js';
