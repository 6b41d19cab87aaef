import {
  CHECKPOINT_CALLS,
  normalizeCheckpointBadge,
  type BadgeInfo,
  type Checkpoint,
  type CheckpointSiteList,
  type SaveCheckpointInput,
} from '@portal/contracts';
import { callApi, queryClient } from '@portal/kit';

/** Query keys of the checkpoints this remote reads: invalidated together after a change. */
export const checkpointKeys = {
  all: ['operations', 'checkpoints'] as const,
  site: (agencyId: string, siteId: string) => [...checkpointKeys.all, 'site', agencyId, siteId] as const,
  one: (agencyId: string, id: string) => [...checkpointKeys.all, 'one', agencyId, id] as const,
  badge: (agencyId: string, badge: string) => [...checkpointKeys.all, 'badge', agencyId, badge] as const,
};

export function refreshCheckpoints(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: checkpointKeys.all });
}

/** One site's checkpoints in round order. */
export function fetchSiteCheckpoints(agencyId: string, siteId: string): Promise<CheckpointSiteList> {
  return callApi('operations', `/agency/${agencyId}/checkpoints?siteId=${encodeURIComponent(siteId)}`, {
    schema: CHECKPOINT_CALLS.siteList.response,
  });
}

export function fetchCheckpoint(agencyId: string, id: string): Promise<Checkpoint> {
  return callApi('operations', `/agency/${agencyId}/checkpoint/${encodeURIComponent(id)}`, {
    schema: CHECKPOINT_CALLS.get.response,
    notify: false,
  });
}

/** Creates (no id) or edits (with id); the form shows the refusals itself. */
export function saveCheckpoint(agencyId: string, body: SaveCheckpointInput): Promise<Checkpoint> {
  return callApi('operations', `/agency/${agencyId}/checkpoint`, {
    method: 'POST',
    body,
    schema: CHECKPOINT_CALLS.create.response,
    notify: false,
  });
}

/** Associates a badge with the checkpoint, or clears it (null). */
export function setCheckpointBadge(agencyId: string, id: string, badge: string | null): Promise<Checkpoint> {
  return callApi('operations', `/agency/${agencyId}/checkpoint/${id}/badge`, {
    method: 'PUT',
    body: { badge },
    schema: CHECKPOINT_CALLS.setBadge.response,
    notify: false,
  });
}

export function deleteCheckpoint(agencyId: string, id: string): Promise<{ id: string }> {
  return callApi('operations', `/agency/${agencyId}/checkpoint/${id}`, {
    method: 'DELETE',
    schema: CHECKPOINT_CALLS.remove.response,
  });
}

/** What a badge is associated with; the caller shows 'Badge inconnu' (404) itself. */
export function fetchBadgeInfo(agencyId: string, badge: string): Promise<BadgeInfo> {
  return callApi(
    'operations',
    `/agency/${agencyId}/badge-infos/${encodeURIComponent(normalizeCheckpointBadge(badge))}`,
    {
      schema: CHECKPOINT_CALLS.badgeInfo.response,
      notify: false,
    },
  );
}
