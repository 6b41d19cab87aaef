import { uuidv7, type Collaborator, type CreateCollaborator } from '@portal/contracts';
import { transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { announceCollaborator } from './collaborator-events.js';
import { ensureEmailsFree, withEmailRace } from './email-check.js';
import { licenceDelta, ensureQuota } from './quota.js';
import { insertCollaborator } from './repo.js';

/**
 * `POST /agency/{id}/agent`: a new record (with a licence unless told otherwise) within the quota,
 * announced by operations.collaborator.created (identity gives it a login account and invites it).
 */
export async function createCollaborator(
  sql: Sql,
  agencyId: string,
  input: CreateCollaborator,
  context: WriteContext,
): Promise<Collaborator> {
  const { status, ...tabs } = input;
  return withEmailRace(
    () => 'identity.email',
    () =>
      transaction(
        sql,
        context.scope,
        async (tx) => {
          await requireProvisionedAgency(tx, agencyId);
          await ensureEmailsFree(tx, agencyId, [{ email: tabs.identity.email, path: 'identity.email' }]);
          await ensureQuota(tx, agencyId, licenceDelta(null, status));
          const created = await insertCollaborator(tx, { id: uuidv7(), agencyId, status, ...tabs });
          if (!created) throw new Error('insert without conflict handling answered no row');
          await announceCollaborator(tx, 'operations.collaborator.created', agencyId, created, context);
          return created;
        },
        context.audit,
      ),
  );
}
