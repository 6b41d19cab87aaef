import { useQuery } from '@tanstack/react-query';
import { HOURS_CALLS } from '@portal/contracts';
import { callApi } from '@portal/kit';

type Period = { from: string; to: string };

export function useAgentsHours(agencyId: string, period: Period) {
  return useQuery({
    queryKey: ['operations', 'hours', 'agents', agencyId, period],
    queryFn: ({ signal }) =>
      callApi('operations', `/agency/${agencyId}/agents/fetch/hours`, {
        method: 'POST',
        body: period,
        schema: HOURS_CALLS.agents.response,
        signal,
      }),
  });
}

export function useSitesHours(agencyId: string, period: Period) {
  return useQuery({
    queryKey: ['operations', 'hours', 'sites', agencyId, period],
    queryFn: ({ signal }) =>
      callApi('operations', `/agency/${agencyId}/sites/fetch/hours`, {
        method: 'POST',
        body: period,
        schema: HOURS_CALLS.sites.response,
        signal,
      }),
  });
}
