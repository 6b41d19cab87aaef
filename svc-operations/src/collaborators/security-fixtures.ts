import type { AgencyServiceHarness } from '@portal/service-kit/testing/agency-service-harness';

/** A valid body for each collaborator route, for the generated security suite (app.security.test.ts). */
export const COLLABORATOR_ROUTE_BODIES: Record<string, unknown> = {
  'POST /agency/:agencyId/fetch/agents': {},
  'POST /agency/:agencyId/agent': {
    identity: { firstName: 'Sécurité', lastName: 'Suite', email: 'suite.securite@agence.test' },
  },
  'POST /agency/:agencyId/agents': {
    rows: [{ firstName: 'Multiple', lastName: 'Suite', email: 'suite.multiple@agence.test' }],
  },
  'PUT /agency/:agencyId/agent/:agentId': { notifications: { sendPlanning: false } },
  'POST /agency/:agencyId/fetch/directory': {},
};

/** A collaborator of the agency under test, for the routes naming one; the status action leaves it licensed or not. */
export async function collaboratorRouteParams(h: AgencyServiceHarness, agencyId: string) {
  const answer = await h.request('POST', `/agency/${agencyId}/agent`, {
    token: await h.tokenFor(agencyId),
    json: { identity: { firstName: 'Cible', lastName: 'Suite', email: 'suite.cible@agence.test' } },
  });
  if (answer.status !== 201) throw new Error(`collaborator fixture not created: ${JSON.stringify(answer.body)}`);
  return { agentId: (answer.body as { id: string }).id, action: 'deactivate' };
}
