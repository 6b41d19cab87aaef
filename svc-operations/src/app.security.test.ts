import { expect } from 'vitest';
import { OPERATIONS_CALLS } from '@portal/contracts';
import { agencyRoutesSecuritySuite } from '@portal/service-kit/testing/agency-routes-security';
import { findAgency } from './agencies/repo.js';
import {
  AGENT_FIELD_CALLERS,
  AGENT_FIELD_ROUTE_BODIES,
  agentFieldRouteParams,
} from './agent-field/security-fixtures.js';
import {
  customerFieldRouteParams,
  FIELD_PARAM_ALIASES,
  FIELD_ROUTE_BODIES,
  FIELD_ROUTE_UPLOADS,
  fieldRouteParams,
} from './field/security-fixtures.js';
import { CHECKPOINT_ROUTE_BODIES, checkpointRouteParams } from './checkpoints/security-fixtures.js';
import { CIRCUIT_ROUTE_BODIES, circuitRouteParams } from './circuits/security-fixtures.js';
import { COLLABORATOR_ROUTE_BODIES, collaboratorRouteParams } from './collaborators/security-fixtures.js';
import { settingsStore } from './settings/repo.js';
import { SERVICE_PARAM_ALIASES, SERVICE_ROUTE_BODIES, serviceRouteParams } from './services/security-fixtures.js';
import { SERVICE_BREAK_ROUTE_BODIES, serviceBreakRouteParams } from './service-breaks/security-fixtures.js';
import { SITE_ROUTE_BODIES, SITE_ROUTE_UPLOADS, siteRouteParams } from './sites/security-fixtures.js';
import { startOperationsHarness } from './testing/harness.js';

/**
 * Every agency route of the app, read from Hono's own table, guarded as its contract says: a route
 * added later is covered without editing this file, and a route missing from contracts fails here.
 */
agencyRoutesSecuritySuite({
  start: startOperationsHarness,
  calls: OPERATIONS_CALLS,
  callsName: 'OPERATIONS_CALLS',
  body: { hoursLimit: 30 },
  bodies: {
    ...COLLABORATOR_ROUTE_BODIES,
    ...CHECKPOINT_ROUTE_BODIES,
    ...SITE_ROUTE_BODIES,
    ...SERVICE_ROUTE_BODIES,
    ...CIRCUIT_ROUTE_BODIES,
    ...SERVICE_BREAK_ROUTE_BODIES,
    ...FIELD_ROUTE_BODIES,
    ...AGENT_FIELD_ROUTE_BODIES,
  },
  callers: AGENT_FIELD_CALLERS,
  uploads: { ...SITE_ROUTE_UPLOADS, ...FIELD_ROUTE_UPLOADS },
  paramAliases: { ...SERVICE_PARAM_ALIASES, ...FIELD_PARAM_ALIASES },
  params: async (h, agencyId) => {
    const collaborator = await collaboratorRouteParams(h, agencyId);
    const sites = await siteRouteParams(h, agencyId);
    return {
      ...collaborator,
      ...(await checkpointRouteParams(h, agencyId)),
      ...sites,
      ...(await customerFieldRouteParams(h, agencyId, { siteId: sites.siteId, agentId: collaborator.agentId })),
      ...(await serviceRouteParams(h, agencyId, collaborator.agentId)),
      ...(await circuitRouteParams(h, agencyId)),
      ...(await serviceBreakRouteParams(h, agencyId, collaborator.agentId)),
      ...(await fieldRouteParams(h, agencyId)),
      ...(await agentFieldRouteParams(h, agencyId)),
    };
  },
  settings: settingsStore,
  findAgency,
  expectUntouched: (settings) => expect(settings?.hoursLimit).toBe(35),
});
