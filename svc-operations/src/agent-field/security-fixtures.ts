import type { AgencyServiceHarness } from '@portal/service-kit/testing/agency-service-harness';
import { insertTestSite } from '../checkpoints/test-fixtures.js';
import { suiteServiceBody } from '../services/security-fixtures.js';

/** A valid body for each agent-field route, for app.security.test.ts. */
export const AGENT_FIELD_ROUTE_BODIES: Record<string, (params: Record<string, string>) => unknown> = {
  'POST /agency/:agencyId/fetch/unplanned-prestations': (params) => ({ siteId: params.unplannedSiteId }),
  'POST /agency/:agencyId/field/unplanned-service': (params) => ({
    siteId: params.unplannedSiteId,
    fromServiceId: params.unplannedFromServiceId,
    durationMinutes: 60,
    confirmed: true,
  }),
};

/** An unplanned service is the caller's own: the suite's collaborator, signed in as an agent. */
export const AGENT_FIELD_CALLERS = {
  'POST /agency/:agencyId/field/unplanned-service': (params: Record<string, string>) => ({
    role: 'agent' as const,
    sub: params.agentId,
    plannable: true,
  }),
};

/** A site of its own with one service sold on it (in 2031, far from now), for the unplanned service. */
export async function agentFieldRouteParams(h: AgencyServiceHarness, agencyId: string) {
  const site = await insertTestSite(h, agencyId, { name: 'Site des services non planifiés' });
  const created = await h.request('POST', `/agency/${agencyId}/services`, {
    token: await h.tokenFor(agencyId),
    json: { ...suiteServiceBody('2031-07-07'), siteId: site.siteId, confirmed: true },
  });
  if (created.status !== 201) throw new Error(`unplanned fixture not created: ${JSON.stringify(created.body)}`);
  const fromServiceId = (created.body as { data: { id: string }[] }).data[0]!.id;
  return { unplannedSiteId: site.siteId, unplannedFromServiceId: fromServiceId };
}
