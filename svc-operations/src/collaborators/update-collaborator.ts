import type { Collaborator, UpdateCollaborator } from '@portal/contracts';
import { AppError, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { announceCollaborator, payloadChanged } from './collaborator-events.js';
import { ensureEmailsFree, withEmailRace } from './email-check.js';
import { findCollaborator, writeCollaborator, type CollaboratorTabs } from './repo.js';

/** The tabs the body carries (a tab absent is kept as it is; `contract: null` removes the contract). */
function changedTabs(changes: UpdateCollaborator): Partial<CollaboratorTabs> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

/**
 * `PUT /agency/{id}/agent/{agentId}`: replaces the tabs sent, each whole. Nothing sent → 'Aucun
 * changement à enregistrer'. operations.collaborator.updated is announced when what other services
 * keep (e-mail, names, plannable) changed.
 */
export async function updateCollaborator(
  sql: Sql,
  agencyId: string,
  collaboratorId: string,
  changes: UpdateCollaborator,
  context: WriteContext,
): Promise<Collaborator> {
  const tabs = changedTabs(changes);
  if (Object.keys(tabs).length === 0) throw new AppError('NO_CHANGE');
  return withEmailRace(
    () => 'identity.email',
    () =>
      transaction(
        sql,
        context.scope,
        async (tx) => {
          await requireProvisionedAgency(tx, agencyId);
          const current = await findCollaborator(tx, agencyId, collaboratorId, { lock: true });
          if (!current) throw new AppError('COLLABORATOR_NOT_FOUND');
          if (tabs.identity && tabs.identity.email !== current.identity.email) {
            await ensureEmailsFree(tx, agencyId, [{ email: tabs.identity.email, path: 'identity.email' }], current.id);
          }
          const updated = await writeCollaborator(tx, { ...current, ...tabs, agencyId });
          if (payloadChanged(agencyId, current, updated)) {
            await announceCollaborator(tx, 'operations.collaborator.updated', agencyId, updated, context);
          }
          return updated;
        },
        context.audit,
      ),
  );
}
