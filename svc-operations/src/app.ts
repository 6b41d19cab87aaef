import { OPERATIONS_AUDIT_CALLS, OPERATIONS_SETTINGS_CALLS } from '@portal/contracts';
import { auditRoutes, createHttpApp, settingsRoutes } from '@portal/service-kit';
import { requireProvisionedAgency } from './agencies/require-agency.js';
import { agentFieldRoutes } from './agent-field/routes.js';
import { checkpointsRoutes } from './checkpoints/routes.js';
import { circuitRoutes } from './circuits/routes.js';
import { collaboratorRoutes } from './collaborators/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { fieldAttachmentRoutes } from './field/attachment-routes.js';
import { customerFieldRoutes } from './field/customer-routes.js';
import { fieldRoutes } from './field/routes.js';
import { hoursRoutes } from './hours/routes.js';
import { SERVICE_NAME, type OperationsDeps } from './deps.js';
import { ownPlanningRoutes } from './services/customer-planning-routes.js';
import { serviceRoutes } from './services/routes.js';
import { serviceBreakRoutes } from './service-breaks/routes.js';
import { settingsStore } from './settings/repo.js';
import { unavailabilityRoutes } from './unavailabilities/routes.js';
import { PHOTO_UPLOAD, sitesFeatureRoutes } from './sites/index.js';
import { FIELD_PHOTO_UPLOAD } from './field/attachment-routes.js';

/** Operations' HTTP app: every route of the service, no listen. */
export function createApp(deps: OperationsDeps) {
  const app = createHttpApp({
    ...deps.http,
    service: SERVICE_NAME,
    logger: deps.logger,
    ready: deps.ready,
    // Photos (sites', field messages') are streamed by their route (25 Mo); every other route keeps the 1 Mo JSON limit.
    streamedUploads: new RegExp(`${PHOTO_UPLOAD.source}|${FIELD_PHOTO_UPLOAD.source}`),
  });
  for (const routes of [
    // The agency's field and planning settings (params/field).
    settingsRoutes({ ...deps, service: SERVICE_NAME, calls: OPERATIONS_SETTINGS_CALLS, store: settingsStore }),
    dashboardRoutes(deps),
    // The agency's collaborators, their status and licences, and the agent directory.
    collaboratorRoutes(deps),
    // Checkpoints of the sites and their badges.
    checkpointsRoutes(deps),
    // Sites, their items and photos, the customer-prefixed sites and the customer picker.
    sitesFeatureRoutes(deps),
    // Services, the planning views and the collaborators' unavailabilities.
    serviceRoutes(deps),
    circuitRoutes(deps),
    // The customer's planning of his sites and the agent's own services, read-only.
    ownPlanningRoutes(deps),
    unavailabilityRoutes(deps),
    // Hours of the collaborators and of the sites over a period.
    hoursRoutes(deps),
    serviceBreakRoutes(deps),
    // Field mode: the agent's day, the phones' queued messages, events and the main courante.
    fieldRoutes(deps),
    // Around the agent's day: the agency's contact, his badge, an unplanned service of his own.
    agentFieldRoutes(deps),
    fieldAttachmentRoutes(deps),
    // customerMc: the main courante of the customer's own sites, read-only.
    customerFieldRoutes(deps),
    // What support did in operations while acting as the agency: for the owner and the platform.
    auditRoutes({ ...deps, call: OPERATIONS_AUDIT_CALLS.list, requireAgency: requireProvisionedAgency }),
  ]) {
    app.route('/', routes);
  }
  return app;
}
