import { SavedServicesSchema } from '@portal/contracts';
import { planningAgency, serviceBody } from '../services/test-fixtures.js';
import type { OperationsHarness } from '../testing/harness.js';

/** The night service of Wednesday 12 June 2030, 20:00–04:00 Paris (UTC+2), staffed with the agency's agent. */
export const NIGHT_DAY = '2030-06-12';

export async function agencyWithNightService(h: OperationsHarness) {
  const agency = await planningAgency(h);
  const answer = await h.request('POST', `/agency/${agency.agencyId}/services`, {
    token: agency.owner,
    json: serviceBody(agency.siteId, NIGHT_DAY, {
      startTime: '20:00',
      endTime: '04:00',
      agentIds: [agency.agentId],
      confirmed: true,
    }),
  });
  if (answer.status !== 201) throw new Error(`night service not planned: ${JSON.stringify(answer.body)}`);
  const service = SavedServicesSchema.parse(answer.body).data[0]!;
  return { ...agency, service };
}
