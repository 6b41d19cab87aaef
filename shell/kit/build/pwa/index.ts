export * from './pwa-options.js';
export * from './web-app-manifest.js';
export * from './app-icon.js';
export * from './precache.js';
export * from './service-worker-build.js';
export * from './write-pwa-files.js';
