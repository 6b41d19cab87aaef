import { UNAVAILABILITY_CALLS, type SaveUnavailability, type Unavailability } from '@portal/contracts';
import { callApi, listQueryKey, queryClient } from '@portal/kit';
import { PLANNING_QUERY_KEY } from '../services/service-calls.js';

export const unavailabilityListPath = (agencyId: string) => `/agency/${agencyId}/fetch/unavailabilities`;

/** The list and the agents' planning (where unavailabilities show) reload. */
export async function refreshUnavailabilities(agencyId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listQueryKey('operations', unavailabilityListPath(agencyId)) }),
    queryClient.invalidateQueries({ queryKey: PLANNING_QUERY_KEY }),
  ]);
}

export function createUnavailability(agencyId: string, body: SaveUnavailability): Promise<Unavailability> {
  return callApi('operations', `/agency/${agencyId}/unavailability`, {
    method: 'POST',
    body,
    schema: UNAVAILABILITY_CALLS.create.response,
    notify: false,
  });
}

export function deleteUnavailability(agencyId: string, id: string): Promise<{ id: string }> {
  return callApi('operations', `/agency/${agencyId}/unavailability/${id}`, {
    method: 'DELETE',
    schema: UNAVAILABILITY_CALLS.delete.response,
  });
}
