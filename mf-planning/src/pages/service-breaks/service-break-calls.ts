import { SERVICE_BREAK_CALLS, SERVICE_CALLS, type SaveServiceBreak, type ServiceBreak } from '@portal/contracts';
import { callApi, listQueryKey, queryClient } from '@portal/kit';

export const serviceBreakListPath = (agencyId: string) => `/agency/${agencyId}/fetch/service-breaks`;

export async function refreshServiceBreaks(agencyId: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: listQueryKey('operations', serviceBreakListPath(agencyId)) });
}

/** The dialog shows its refusals under the fields: no toast. */
export function createServiceBreak(agencyId: string, body: SaveServiceBreak): Promise<ServiceBreak> {
  return callApi('operations', `/agency/${agencyId}/service-break`, {
    method: 'POST',
    body,
    schema: SERVICE_BREAK_CALLS.create.response,
    notify: false,
  });
}

export function deleteServiceBreak(agencyId: string, id: string): Promise<{ id: string }> {
  return callApi('operations', `/agency/${agencyId}/service-break/${id}`, {
    method: 'DELETE',
    schema: SERVICE_BREAK_CALLS.delete.response,
  });
}

/** The service of that reference ('S-000012', any case), or null. */
export async function findServiceByReference(agencyId: string, reference: string, signal?: AbortSignal) {
  const wanted = reference.trim().toUpperCase();
  const answer = await callApi('operations', `/agency/${agencyId}/fetch/services`, {
    method: 'POST',
    body: { query: wanted, limit: 10 },
    schema: SERVICE_CALLS.list.response,
    ...(signal ? { signal } : {}),
  });
  return answer.data.find((service) => service.reference.toUpperCase() === wanted) ?? null;
}
