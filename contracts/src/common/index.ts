export * from './ids.js';
export * from './money.js';
export * from './paging.js';
export * from './errors.js';
export * from './validation.js';
export * from './calls.js';
export * from './audit.js';
export * from './settings-calls.js';
