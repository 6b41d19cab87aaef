import type { Collaborator } from '@portal/contracts';
import { AppError, transaction, type Scope, type Sql } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { findCollaborator } from './repo.js';

/** `GET /agency/{id}/agent/{agentId}`: the whole record; a deleted one is not found. */
export async function getCollaborator(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  collaboratorId: string,
): Promise<Collaborator> {
  return transaction(sql, scope, async (tx) => {
    await requireProvisionedAgency(tx, agencyId);
    const collaborator = await findCollaborator(tx, agencyId, collaboratorId);
    if (!collaborator) throw new AppError('COLLABORATOR_NOT_FOUND');
    return collaborator;
  });
}
