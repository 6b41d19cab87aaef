import type { AgencyServiceHarness } from '@portal/service-kit/testing/agency-service-harness';
import { insertTestSite } from '../checkpoints/test-fixtures.js';

/** The site the generated security suite's circuits stop at. */
const SUITE_CIRCUIT_SITE_ID = '0196f1c0-5e0c-7a11-8c4e-5e7c1ce00c01';

/** A circuit body of two stops on the suite's site, in 2031, far from any other so that no check fires. */
function suiteCircuitBody(date: string) {
  const stop = (startTime: string, endTime: string) => ({
    siteId: SUITE_CIRCUIT_SITE_ID,
    startTime,
    endTime,
    category: 'MOBILE_ROUND',
    prestation: { label: 'Ronde', unitPrice: '30.00' },
    billingMode: 3,
  });
  return { name: 'Tournée de la suite', date, stops: [stop('20:00', '20:30'), stop('21:00', '21:30')] };
}

const PERIOD = { from: '2031-07-01', to: '2031-07-31' };

/** A valid body for each circuit route, for app.security.test.ts. */
export const CIRCUIT_ROUTE_BODIES: Record<string, unknown> = {
  'POST /agency/:agencyId/fetch/circuits': {},
  'POST /agency/:agencyId/fetch/circuits-planning': PERIOD,
  'POST /agency/:agencyId/fetch/circuits-errors': PERIOD,
  'POST /agency/:agencyId/fetch/count-circuits': PERIOD,
  'POST /agency/:agencyId/circuit': suiteCircuitBody('2031-07-15'),
};

/** A circuit in the agency under test, for the routes naming one. */
export async function circuitRouteParams(h: AgencyServiceHarness, agencyId: string) {
  await insertTestSite(h, agencyId, { id: SUITE_CIRCUIT_SITE_ID, name: 'Site des circuits de la suite' });
  const answer = await h.request('POST', `/agency/${agencyId}/circuit`, {
    token: await h.tokenFor(agencyId),
    json: suiteCircuitBody('2031-07-08'),
  });
  if (answer.status !== 201) throw new Error(`circuit fixture not created: ${JSON.stringify(answer.body)}`);
  return { circuitId: (answer.body as { id: string }).id };
}
