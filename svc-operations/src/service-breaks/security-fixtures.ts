import type { AgencyServiceHarness } from '@portal/service-kit/testing/agency-service-harness';
import { insertTestSite } from '../checkpoints/test-fixtures.js';
import { serviceBody } from '../services/test-fixtures.js';

/** Bounds of the suite's interruptions, within its service of 24 March 2031, 08:00–16:00 Paris. */
const BREAK_DAY = '2031-03-24';

/** A valid body for each service break route, for app.security.test.ts. */
export const SERVICE_BREAK_ROUTE_BODIES: Record<string, unknown | ((params: Record<string, string>) => unknown)> = {
  'POST /agency/:agencyId/fetch/service-breaks': {},
  'POST /agency/:agencyId/service-break': (params: Record<string, string>) => ({
    serviceId: params.breakServiceId,
    agentId: params.agentId,
    type: 0,
    startAt: `${BREAK_DAY}T10:00:00+01:00`,
    endAt: `${BREAK_DAY}T10:30:00+01:00`,
  }),
};

/**
 * In the agency under test, a service of its own (the suite cancels `serviceId`) staffed with the
 * collaborator `agentId` of collaboratorRouteParams, and one interruption on it.
 */
export async function serviceBreakRouteParams(h: AgencyServiceHarness, agencyId: string, agentId: string) {
  const site = await insertTestSite(h, agencyId, { name: 'Site des interruptions de la suite' });
  const token = await h.tokenFor(agencyId);
  const service = await h.request('POST', `/agency/${agencyId}/services`, {
    token,
    json: serviceBody(site.siteId, BREAK_DAY, { agentIds: [agentId], confirmed: true }),
  });
  if (service.status !== 201) throw new Error(`service break fixture not planned: ${JSON.stringify(service.body)}`);
  const breakServiceId = (service.body as { data: { id: string }[] }).data[0]!.id;
  const created = await h.request('POST', `/agency/${agencyId}/service-break`, {
    token,
    json: {
      serviceId: breakServiceId,
      agentId,
      type: 1,
      startAt: `${BREAK_DAY}T08:00:00+01:00`,
      endAt: `${BREAK_DAY}T08:20:00+01:00`,
    },
  });
  if (created.status !== 201) throw new Error(`service break fixture not created: ${JSON.stringify(created.body)}`);
  return { breakServiceId, serviceBreakId: (created.body as { id: string }).id };
}
