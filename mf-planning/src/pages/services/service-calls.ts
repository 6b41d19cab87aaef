import {
  SERVICE_CALLS,
  type AssignServiceAgent,
  type ReplaceServiceAgent,
  type CreateServices,
  type Service,
  type UpdateService,
} from '@portal/contracts';
import { callApi, listQueryKey, queryClient } from '@portal/kit';

/** The paged list of adminServices (`POST …/fetch/services`). */
export const serviceListPath = (agencyId: string) => `/agency/${agencyId}/fetch/services`;
/** Query key prefix of the planning views' windows. */
export const PLANNING_QUERY_KEY = ['operations', 'planning'] as const;

/** Every open list of services and every planning view reload. */
export async function refreshServices(agencyId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listQueryKey('operations', serviceListPath(agencyId)) }),
    queryClient.invalidateQueries({ queryKey: PLANNING_QUERY_KEY }),
  ]);
}

/** The saves below show their refusals themselves (fields, anomalies): no toast. */
export function createServices(agencyId: string, body: CreateServices) {
  return callApi('operations', `/agency/${agencyId}/services`, {
    method: 'POST',
    body,
    schema: SERVICE_CALLS.create.response,
    notify: false,
  });
}

export function updateService(agencyId: string, serviceId: string, body: UpdateService) {
  return callApi('operations', `/agency/${agencyId}/services/${serviceId}`, {
    method: 'PUT',
    body,
    schema: SERVICE_CALLS.update.response,
    notify: false,
  });
}

export function assignServiceAgent(agencyId: string, serviceId: string, body: AssignServiceAgent) {
  return callApi('operations', `/agency/${agencyId}/service/${serviceId}/agents`, {
    method: 'POST',
    body,
    schema: SERVICE_CALLS.assign.response,
    notify: false,
  });
}

/** One service whole: the planning draws less of it than its dialogs need. */
export function getService(agencyId: string, serviceId: string): Promise<Service> {
  return callApi('operations', `/agency/${agencyId}/service/${serviceId}`, { schema: SERVICE_CALLS.get.response });
}

export function finishService(agencyId: string, serviceId: string): Promise<Service> {
  return callApi('operations', `/agency/${agencyId}/service/${serviceId}/finish`, {
    method: 'PATCH',
    schema: SERVICE_CALLS.finish.response,
  });
}

export function cancelService(agencyId: string, serviceId: string): Promise<{ id: string }> {
  return callApi('operations', `/agency/${agencyId}/service/${serviceId}`, {
    method: 'DELETE',
    schema: SERVICE_CALLS.cancel.response,
  });
}

export function replaceServiceAgent(agencyId: string, serviceId: string, body: ReplaceServiceAgent) {
  return callApi('operations', `/agency/${agencyId}/service/${serviceId}/replacement`, {
    method: 'POST',
    body,
    schema: SERVICE_CALLS.replace.response,
    notify: false,
  });
}
