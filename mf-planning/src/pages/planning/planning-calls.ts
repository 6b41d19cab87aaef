import { useQuery } from '@tanstack/react-query';
import { SERVICE_CALLS } from '@portal/contracts';
import { callApi } from '@portal/kit';
import { PLANNING_QUERY_KEY } from '../services/service-calls.js';

type Window = { from: string; to: string };

/** The sites view's window: sites having services, and the services. */
export function useSitesPlanning(agencyId: string, window: Window) {
  return useQuery({
    queryKey: [...PLANNING_QUERY_KEY, 'sites', agencyId, window],
    queryFn: ({ signal }) =>
      callApi('operations', `/agency/${agencyId}/fetch/sites/with-services`, {
        method: 'POST',
        body: window,
        schema: SERVICE_CALLS.sitesPlanning.response,
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

/** The agents view's window: plannable agents, their services and unavailabilities, the services to staff. */
export function useAgentsPlanning(agencyId: string, window: Window) {
  return useQuery({
    queryKey: [...PLANNING_QUERY_KEY, 'agents', agencyId, window],
    queryFn: ({ signal }) =>
      callApi('operations', `/agency/${agencyId}/fetch/agents/with-services-unavailabilities`, {
        method: 'POST',
        body: window,
        schema: SERVICE_CALLS.agentsPlanning.response,
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}
