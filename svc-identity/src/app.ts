import { createHttpApp } from '@portal/service-kit';
import { agenciesRoutes } from './agencies/routes.js';
import { authRoutes } from './auth/routes.js';
import { SERVICE_NAME, type IdentityDeps } from './deps.js';
import { devicesRoutes } from './devices/routes.js';
import { keysRoutes } from './keys/routes.js';
import { passwordResetRoutes } from './password-reset/routes.js';
import { platformRoutes } from './platform/routes.js';
import { supportRoutes } from './support/routes.js';
import { usersRoutes } from './users/routes.js';

/** Identity's HTTP app: every route of the service, no listen. */
export function createApp(deps: IdentityDeps) {
  const app = createHttpApp({ ...deps.http, service: SERVICE_NAME, logger: deps.logger, ready: deps.ready });
  for (const routes of [
    keysRoutes,
    platformRoutes,
    authRoutes,
    passwordResetRoutes,
    usersRoutes,
    devicesRoutes,
    agenciesRoutes,
    supportRoutes,
  ]) {
    app.route('/', routes(deps));
  }
  return app;
}
