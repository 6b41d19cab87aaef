export * from './envelope.js';
export * from './identity.js';
export * from './operations.js';
export * from './billing.js';
export * from './catalog.js';
