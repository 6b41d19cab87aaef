import type { Collaborator, CollaboratorRow } from '@portal/contracts';

/** A record as a row of the list (what bulk creation answers). */
export function rowOf(collaborator: Collaborator): CollaboratorRow {
  const { identity, agentInfos } = collaborator;
  return {
    id: collaborator.id,
    firstName: identity.firstName,
    lastName: identity.lastName,
    email: identity.email,
    phone: identity.phones[0] ?? null,
    type: agentInfos.type,
    status: collaborator.status,
    plannable: agentInfos.plannable,
    position: agentInfos.position,
    registrationNumber: agentInfos.registrationNumber,
    specialties: agentInfos.specialties,
    createdAt: collaborator.createdAt,
  };
}
