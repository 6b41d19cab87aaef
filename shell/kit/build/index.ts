/** `@portal/kit/build`: Node-side tools to build and serve the front ends (never imported by a page). */
export * from './app-config.js';
export * from './build-app.js';
export * from './serve-static.js';
export * from './security-headers.js';
export * from './run-frontend.js';
export * from './portal-config-file.js';
export * from './remote-app.js';
export * from './pwa/index.js';
