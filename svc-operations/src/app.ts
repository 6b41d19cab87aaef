import { OPERATIONS_AUDIT_CALLS, OPERATIONS_SETTINGS_CALLS } from '@portal/contracts';
import { auditRoutes, createHttpApp, settingsRoutes } from '@portal/service-kit';
import { requireProvisionedAgency } from './agencies/require-agency.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { SERVICE_NAME, type OperationsDeps } from './deps.js';
import { settingsStore } from './settings/repo.js';

/** Operations' HTTP app: every route of the service, no listen. */
export function createApp(deps: OperationsDeps) {
  const app = createHttpApp({ ...deps.http, service: SERVICE_NAME, logger: deps.logger, ready: deps.ready });
  for (const routes of [
    // The agency's field and planning settings (params/field).
    settingsRoutes({ ...deps, service: SERVICE_NAME, calls: OPERATIONS_SETTINGS_CALLS, store: settingsStore }),
    dashboardRoutes(deps),
    // What support did in operations while acting as the agency: for the owner and the platform.
    auditRoutes({ ...deps, call: OPERATIONS_AUDIT_CALLS.list, requireAgency: requireProvisionedAgency }),
  ]) {
    app.route('/', routes);
  }
  return app;
}
