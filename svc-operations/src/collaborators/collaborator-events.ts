import type { Collaborator, CollaboratorPayload } from '@portal/contracts';
import { createEvent, enqueueEvent, type EventMeta, type Tx } from '@portal/service-kit';

export type CollaboratorSubject =
  'operations.collaborator.created' | 'operations.collaborator.updated' | 'operations.collaborator.archived';

/** What identity (login account, licence) and billing (names) keep of a collaborator. */
export function collaboratorPayload(agencyId: string, collaborator: Collaborator): CollaboratorPayload {
  return {
    agencyId,
    collaboratorId: collaborator.id,
    email: collaborator.identity.email,
    firstName: collaborator.identity.firstName,
    lastName: collaborator.identity.lastName,
    plannable: collaborator.agentInfos.plannable,
    status: collaborator.status,
  };
}

/** Whether a change touches what other services keep (an edit of the contract alone does not). */
export function payloadChanged(agencyId: string, before: Collaborator, after: Collaborator): boolean {
  const [a, b] = [collaboratorPayload(agencyId, before), collaboratorPayload(agencyId, after)];
  return (Object.keys(a) as (keyof CollaboratorPayload)[]).some((key) => a[key] !== b[key]);
}

/** Writes the event to the outbox, in the transaction of the change it announces. */
export async function announceCollaborator(
  tx: Tx,
  subject: CollaboratorSubject,
  agencyId: string,
  collaborator: Collaborator,
  meta: Pick<EventMeta, 'actor' | 'correlationId'>,
): Promise<void> {
  await enqueueEvent(tx, createEvent(subject, collaboratorPayload(agencyId, collaborator), { agencyId, ...meta }));
}
