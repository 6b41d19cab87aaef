export * from './kit-purges.js';
export * from './schedule.js';
export * from './scheduler.js';
