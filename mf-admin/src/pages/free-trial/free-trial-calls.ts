import { IDENTITY_AGENCY_CALLS, type AgencySubscription } from '@portal/contracts';
import { callApi } from '@portal/kit';

const { startFreeTrial: start } = IDENTITY_AGENCY_CALLS;

/** `POST /agency/{id}/free-trial`: the agency's free trial starts now; a refusal is shown by the client. */
export function startFreeTrial(agencyId: string): Promise<AgencySubscription> {
  return callApi('identity', start.path.replace(':agencyId', agencyId), { method: 'POST', schema: start.response });
}
