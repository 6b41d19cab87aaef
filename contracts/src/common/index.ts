export * from './ids.js';
export * from './money.js';
export * from './paging.js';
export * from './errors.js';
export * from './validation.js';
