/**
 * The part of the kit that needs neither antd nor pro-components: runtime config, session, HTTP
 * client, notices, route guards, the query cache, and the plain components (antd's look without
 * antd) with the scope that loads antd where it is needed. The shell's login screen and a phone's
 * first screen (the agent's active service) import only this, so that their first load stays small;
 * everything else comes from `@portal/kit`. Shared as a singleton of its own (one session, one query
 * cache), like the kit's root, which re-exports it.
 */
export * from './config/portal-config.js';
export * from './session/session-store.js';
export * from './session/token-claims.js';
export * from './session/rights.js';
export * from './session/hooks.js';
export * from './session/altered-agency.js';
export * from './session/duty-screen.js';
export * from './http/api-error.js';
export * from './http/api-client.js';
export * from './http/fetch-binary.js';
export * from './http/post-for-file.js';
export * from './http/open-file.js';
export * from './http/error-catalogue.js';
export * from './notices/notice-bus.js';
export * from './version/version-check.js';
export * from './pwa/install-prompt.js';
export * from './ui/restore-kept-styles.js';
export * from './ui/deferred-component.js';
export * from './ui/after-paint.js';
export * from './ui/query-client.js';
export * from './ui/theme.js';
export * from './ui/portal-tokens.js';
export * from './ui/antd-scope.js';
export * from './ui/lazy-antd-app.js';
export * from './plain/index.js';
export * from './format/service-status-colors.js';
export * from './routes/remote-route.js';
export * from './routes/route-access.js';
export * from './auth/login-form.js';
export * from './auth/auth-frame.js';
export * from './auth/use-auth-action.js';
export * from './auth/auth-calls.js';
export * from './auth/use-session-loader.js';
