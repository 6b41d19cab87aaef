import type { Checkpoint, CheckpointStatus, SaveCheckpointInput } from '@portal/contracts';

/** What the checkpoint dialog's form holds. */
export type CheckpointFormValues = {
  name?: string;
  siteId?: string | null;
  badge?: string;
  position?: string | number | null;
  instructions?: string;
  status?: CheckpointStatus;
};

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

export function formValuesOf(checkpoint: Checkpoint | null): CheckpointFormValues {
  if (!checkpoint) return { name: '', badge: '', instructions: '' };
  return {
    name: checkpoint.name,
    siteId: checkpoint.siteId,
    badge: checkpoint.badge ?? '',
    position: checkpoint.position,
    instructions: checkpoint.instructions,
    status: checkpoint.status,
  };
}

/**
 * The body of the save: a blank badge is none (null); a blank position is the site's next one when
 * creating and the current one when editing (left out). The service normalises and checks the rest.
 */
export function saveBodyOf(values: CheckpointFormValues, checkpoint: Checkpoint | null): SaveCheckpointInput {
  return {
    ...(checkpoint ? { id: checkpoint.id, status: values.status ?? checkpoint.status } : {}),
    siteId: values.siteId ?? '',
    name: values.name ?? '',
    badge: blank(values.badge) ? null : String(values.badge),
    ...(blank(values.position) ? {} : { position: values.position }),
    instructions: values.instructions ?? '',
  };
}
