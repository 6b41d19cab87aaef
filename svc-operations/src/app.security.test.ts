import { expect } from 'vitest';
import { OPERATIONS_CALLS } from '@portal/contracts';
import { agencyRoutesSecuritySuite } from '@portal/service-kit/testing/agency-routes-security';
import { findAgency } from './agencies/repo.js';
import { CHECKPOINT_ROUTE_BODIES, checkpointRouteParams } from './checkpoints/security-fixtures.js';
import { COLLABORATOR_ROUTE_BODIES, collaboratorRouteParams } from './collaborators/security-fixtures.js';
import { settingsStore } from './settings/repo.js';
import { SITE_ROUTE_BODIES, siteRouteParams } from './sites/security-fixtures.js';
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
  bodies: { ...COLLABORATOR_ROUTE_BODIES, ...CHECKPOINT_ROUTE_BODIES, ...SITE_ROUTE_BODIES },
  params: async (h, agencyId) => ({
    ...(await collaboratorRouteParams(h, agencyId)),
    ...(await checkpointRouteParams(h, agencyId)),
    ...(await siteRouteParams(h, agencyId)),
  }),
  settings: settingsStore,
  findAgency,
  expectUntouched: (settings) => expect(settings?.hoursLimit).toBe(35),
});
