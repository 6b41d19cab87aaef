import { COLLABORATOR_TRANSITIONS, type Collaborator, type CollaboratorAction } from '@portal/contracts';
import { AppError, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { announceCollaborator } from './collaborator-events.js';
import { ensureQuota, licenceDelta } from './quota.js';
import { findCollaborator, setCollaboratorStatus } from './repo.js';

/**
 * `PATCH /agency/{id}/agent/{agentId}/{action}` (01 §4: Activation, Désactivation, Archivage,
 * Réactivation, Suppression). An action the status does not allow is refused; one that gives a
 * licence or an account checks the quota. Archiving is announced as operations.collaborator.archived,
 * every other change as operations.collaborator.updated (a deletion with status 400).
 */
export async function changeCollaboratorStatus(
  sql: Sql,
  agencyId: string,
  collaboratorId: string,
  action: CollaboratorAction,
  context: WriteContext,
): Promise<Collaborator> {
  const transition = COLLABORATOR_TRANSITIONS[action];
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      await requireProvisionedAgency(tx, agencyId);
      const current = await findCollaborator(tx, agencyId, collaboratorId, { lock: true });
      if (!current) throw new AppError('COLLABORATOR_NOT_FOUND');
      if (!transition.from.includes(current.status)) throw new AppError('COLLABORATOR_ACTION_NOT_ALLOWED');
      await ensureQuota(tx, agencyId, licenceDelta(current.status, transition.to));
      const changed = await setCollaboratorStatus(tx, agencyId, current.id, transition.to);
      const subject = action === 'archive' ? 'operations.collaborator.archived' : 'operations.collaborator.updated';
      await announceCollaborator(tx, subject, agencyId, changed, context);
      return changed;
    },
    context.audit,
  );
}
