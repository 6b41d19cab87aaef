export * from './envelope.js';
export * from './identity.js';
export * from './catalog.js';
