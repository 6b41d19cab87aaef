/** Baked in by `@portal/kit/build` when it bundles the worker (see `buildServiceWorker`). */
declare const PORTAL_SW_VERSION: string;
declare const PORTAL_SW_PRECACHE: string[];
