import { createHttpApp } from '@portal/service-kit';
import { auditRoutes } from './audit/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { SERVICE_NAME, type OperationsDeps } from './deps.js';
import { settingsRoutes } from './settings/routes.js';

/** Operations' HTTP app: every route of the service, no listen. */
export function createApp(deps: OperationsDeps) {
  const app = createHttpApp({ service: SERVICE_NAME, logger: deps.logger, ready: deps.ready });
  for (const routes of [settingsRoutes, dashboardRoutes, auditRoutes]) {
    app.route('/', routes(deps));
  }
  return app;
}
