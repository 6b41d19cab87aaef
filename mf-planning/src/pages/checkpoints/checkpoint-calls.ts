import { CHECKPOINT_CALLS, type Checkpoint, type SaveCheckpointInput } from '@portal/contracts';
import { callApi, listQueryKey, queryClient } from '@portal/kit';

/** The paged list the screen shows (`POST …/fetch/checkpoints`). */
export const checkpointListPath = (agencyId: string) => `/agency/${agencyId}/fetch/checkpoints`;

/** Every open table of the agency's checkpoints reloads. */
export function refreshCheckpointLists(agencyId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: listQueryKey('operations', checkpointListPath(agencyId)) });
}

/** Creates (no id) or edits (with id) a checkpoint; the form shows the refusals itself. */
export function saveCheckpoint(agencyId: string, body: SaveCheckpointInput): Promise<Checkpoint> {
  return callApi('operations', `/agency/${agencyId}/checkpoint`, {
    method: 'POST',
    body,
    schema: CHECKPOINT_CALLS.create.response,
    notify: false,
  });
}

export function deleteCheckpoint(agencyId: string, checkpointId: string): Promise<{ id: string }> {
  return callApi('operations', `/agency/${agencyId}/checkpoint/${checkpointId}`, {
    method: 'DELETE',
    schema: CHECKPOINT_CALLS.remove.response,
  });
}
