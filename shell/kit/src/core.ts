/**
 * The part of the kit that needs neither antd nor pro-components: runtime config, session, HTTP
 * client, notices, route guards. The shell's login screen imports only this, so that its first load
 * stays small; everything else comes from `@portal/kit`.
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
export * from './routes/remote-route.js';
export * from './routes/route-access.js';
export * from './auth/login-form.js';
export * from './auth/auth-frame.js';
export * from './auth/use-auth-action.js';
export * from './auth/auth-calls.js';
export * from './auth/use-session-loader.js';
