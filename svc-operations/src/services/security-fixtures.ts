import type { AgencyServiceHarness } from '@portal/service-kit/testing/agency-service-harness';
import { insertTestSite } from '../checkpoints/test-fixtures.js';

/** The site the generated security suite plans its services on. */
const SUITE_SITE_ID = '0196f1c0-5e0c-7a11-8c4e-5e7c1ce00001';

/** A service body on the suite's site, far from any other so that no planning check fires. */
export function suiteServiceBody(day: string, agentIds: string[] = []) {
  return {
    siteId: SUITE_SITE_ID,
    category: 'GUARDING',
    prestation: { label: 'Gardiennage', unitPrice: '24.50' },
    billingMode: 2,
    nbAgents: 1,
    agentIds,
    startDate: day,
    endDate: day,
    startTime: '08:00',
    endTime: '12:00',
  };
}

/** A valid body for each service and unavailability route, for app.security.test.ts. */
export const SERVICE_ROUTE_BODIES: Record<string, unknown | ((params: Record<string, string>) => unknown)> = {
  'POST /agency/:agencyId/fetch/services': {},
  'POST /agency/:agencyId/fetch/sites/with-services': { from: '2031-03-01', to: '2031-03-31' },
  'POST /agency/:agencyId/fetch/agents/with-services-unavailabilities': { from: '2031-03-01', to: '2031-03-31' },
  'POST /agency/:agencyId/customer/:customerId/fetch/sites/with-services': { from: '2031-03-01', to: '2031-03-31' },
  'POST /agency/:agencyId/agent/fetch/my-services': { from: '2031-03-01', to: '2031-03-31' },
  'POST /agency/:agencyId/services': suiteServiceBody('2031-06-02'),
  'POST /agency/:agencyId/services/import': {
    rows: [
      {
        line: 2,
        site: 'Site planifié de la suite',
        date: '2031-06-09',
        startTime: '08:00',
        endTime: '12:00',
        prestation: 'Gardiennage',
        unitPrice: '24.50',
        billingMode: 'Horaire',
      },
    ],
  },
  'PUT /agency/:agencyId/services/:serviceId': {
    startAt: '2031-03-03T09:00:00+01:00',
    endAt: '2031-03-03T13:00:00+01:00',
    category: 'GUARDING',
    prestation: { label: 'Gardiennage', unitPrice: '24.50' },
    billingMode: 2,
    nbAgents: 1,
  },
  'POST /agency/:agencyId/service/:serviceId/agents': (params: Record<string, string>) => ({ agentId: params.agentId }),
  'POST /agency/:agencyId/service/:serviceId/replacement': (params: Record<string, string>) => ({
    agentId: params.agentId,
    replacementId: params.replacementId,
  }),
  'POST /agency/:agencyId/fetch/unavailabilities': {},
  'POST /agency/:agencyId/agent/fetch/hours': { from: '2031-03-01', to: '2031-03-31' },
  'POST /agency/:agencyId/agents/fetch/hours': { from: '2031-03-01', to: '2031-03-31' },
  'POST /agency/:agencyId/sites/fetch/hours': { from: '2031-03-01', to: '2031-03-31' },
  'POST /agency/:agencyId/unavailability': (params: Record<string, string>) => ({
    agentId: params.agentId,
    startAt: '2031-05-01T00:00:00+02:00',
    endAt: '2031-05-02T00:00:00+02:00',
    reason: 'PAID_LEAVE',
  }),
};

/**
 * The finish route works on its own service (a finished one can no longer be edited nor cancelled), and
 * the replacement, timeline and items on a staffed one the suite does not cancel.
 */
export const SERVICE_PARAM_ALIASES = {
  'PATCH /agency/:agencyId/service/:serviceId/finish': { serviceId: 'finishedServiceId' },
  'POST /agency/:agencyId/service/:serviceId/replacement': { serviceId: 'staffedServiceId' },
  'GET /agency/:agencyId/service/:serviceId/timeline': { serviceId: 'staffedServiceId' },
  'GET /agency/:agencyId/service/:serviceId/items': { serviceId: 'staffedServiceId' },
};

/** Two services and an unavailability in the agency under test, for the routes naming them. */
export async function serviceRouteParams(h: AgencyServiceHarness, agencyId: string, agentId: string) {
  await insertTestSite(h, agencyId, { id: SUITE_SITE_ID, name: 'Site planifié de la suite' });
  const token = await h.tokenFor(agencyId);
  const create = async (day: string, agentIds: string[] = []) => {
    const answer = await h.request('POST', `/agency/${agencyId}/services`, {
      token,
      json: suiteServiceBody(day, agentIds),
    });
    if (answer.status !== 201) throw new Error(`service fixture not created: ${JSON.stringify(answer.body)}`);
    return (answer.body as { data: { id: string }[] }).data[0]!.id;
  };
  const absence = await h.request('POST', `/agency/${agencyId}/unavailability`, {
    token,
    json: { agentId, startAt: '2031-04-01T00:00:00+02:00', endAt: '2031-04-02T00:00:00+02:00', reason: 'TRAINING' },
  });
  if (absence.status !== 201) throw new Error(`unavailability fixture not created: ${JSON.stringify(absence.body)}`);
  const replacement = await h.request('POST', `/agency/${agencyId}/agent`, {
    token,
    json: { identity: { firstName: 'Remplaçant', lastName: 'Suite', email: 'suite.remplacant@agence.test' } },
  });
  if (replacement.status !== 201) throw new Error(`replacement not created: ${JSON.stringify(replacement.body)}`);
  return {
    serviceId: await create('2031-03-03'),
    finishedServiceId: await create('2031-03-10'),
    // Cancelled by the suite before the timeline, items and replacement routes are called: another service.
    staffedServiceId: await create('2031-03-17', [agentId]),
    replacementId: (replacement.body as { id: string }).id,
    unavailabilityId: (absence.body as { id: string }).id,
  };
}
