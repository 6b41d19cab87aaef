export * from './agency.js';
export * from './subscription.js';
export * from './user.js';
export * from './support.js';
export * from './agency-list.js';
export * from './session-calls.js';
export * from './agency-calls.js';
