import {
  COLLABORATOR_CALLS,
  type BulkCreateCollaborators,
  type Collaborator,
  type CollaboratorAction,
  type CollaboratorRow,
  type CreateCollaboratorInput,
  type LicenceUsage,
  type UpdateCollaboratorInput,
} from '@portal/contracts';
import { callApi, listQueryKey, queryClient } from '@portal/kit';

/** The paged list the agents screen shows (`POST …/fetch/agents`). */
export const agentsListPath = (agencyId: string) => `/agency/${agencyId}/fetch/agents`;
export const directoryListPath = (agencyId: string) => `/agency/${agencyId}/fetch/directory`;
export const usageQueryKey = (agencyId: string) => ['operations', 'agents-usage', agencyId] as const;
export const collaboratorQueryKey = (agencyId: string, id: string) => ['operations', 'agent', agencyId, id] as const;

/** Every open list of the agency's collaborators, the directory and the licence usage reload. */
export async function refreshCollaborators(agencyId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listQueryKey('operations', agentsListPath(agencyId)) }),
    queryClient.invalidateQueries({ queryKey: listQueryKey('operations', directoryListPath(agencyId)) }),
    queryClient.invalidateQueries({ queryKey: usageQueryKey(agencyId) }),
    queryClient.invalidateQueries({ queryKey: ['operations', 'agent', agencyId] }),
  ]);
}

export function fetchCollaborator(agencyId: string, id: string): Promise<Collaborator> {
  return callApi('operations', `/agency/${agencyId}/agent/${id}`, { schema: COLLABORATOR_CALLS.get.response });
}

export function fetchLicenceUsage(agencyId: string): Promise<LicenceUsage> {
  return callApi('operations', `/agency/${agencyId}/agents/usage`, { schema: COLLABORATOR_CALLS.usage.response });
}

/** The forms show the refusals themselves (field errors, the quota message). */
export function createCollaborator(agencyId: string, body: CreateCollaboratorInput): Promise<Collaborator> {
  return callApi('operations', `/agency/${agencyId}/agent`, {
    method: 'POST',
    body,
    schema: COLLABORATOR_CALLS.create.response,
    notify: false,
  });
}

export function updateCollaborator(agencyId: string, id: string, body: UpdateCollaboratorInput): Promise<Collaborator> {
  return callApi('operations', `/agency/${agencyId}/agent/${id}`, {
    method: 'PUT',
    body,
    schema: COLLABORATOR_CALLS.update.response,
    notify: false,
  });
}

export function bulkCreateCollaborators(
  agencyId: string,
  body: BulkCreateCollaborators,
): Promise<{ data: CollaboratorRow[] }> {
  return callApi('operations', `/agency/${agencyId}/agents`, {
    method: 'POST',
    body,
    schema: COLLABORATOR_CALLS.bulkCreate.response,
    notify: false,
  });
}

export function changeCollaboratorStatus(
  agencyId: string,
  id: string,
  action: CollaboratorAction,
): Promise<Collaborator> {
  return callApi('operations', `/agency/${agencyId}/agent/${id}/${action}`, {
    method: 'PATCH',
    schema: COLLABORATOR_CALLS.changeStatus.response,
    notify: false,
  });
}
