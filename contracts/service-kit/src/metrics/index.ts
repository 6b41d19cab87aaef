export * from './access.js';
export * from './backbone-metrics.js';
export * from './registry.js';
