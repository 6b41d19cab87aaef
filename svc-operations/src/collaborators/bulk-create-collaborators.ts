import {
  AgentInfosSchema,
  CollaboratorIdentitySchema,
  uuidv7,
  type BulkCollaboratorRow,
  type BulkCreateCollaborators,
  type CollaboratorRow,
} from '@portal/contracts';
import { transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { announceCollaborator } from './collaborator-events.js';
import { ensureEmailsFree, withEmailRace } from './email-check.js';
import { ensureQuota, licenceDelta } from './quota.js';
import { insertCollaborator, type CollaboratorTabs } from './repo.js';
import { rowOf } from './views.js';

/** The tabs of a record made from a row of 'Création multiple', the rest at its defaults. */
function tabsOf(row: BulkCollaboratorRow): CollaboratorTabs {
  return {
    identity: CollaboratorIdentitySchema.parse({
      civility: row.civility,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phones: row.phone ? [row.phone] : [],
    }),
    agentInfos: AgentInfosSchema.parse({ type: row.type, plannable: row.plannable }),
    contract: null,
    items: [],
    restrictions: [],
    notifications: { sendPlanning: true },
  };
}

/**
 * `POST /agency/{id}/agents` ('Création multiple'): every row is created or none. E-mails taken in
 * the agency or given twice answer `rows.{index}.email`; the quota is checked for the whole batch.
 */
export async function bulkCreateCollaborators(
  sql: Sql,
  agencyId: string,
  input: BulkCreateCollaborators,
  context: WriteContext,
): Promise<{ data: CollaboratorRow[] }> {
  const rowPath = (email: string | null) => {
    const index = input.rows.findIndex((row) => row.email === email);
    return index < 0 ? 'rows' : `rows.${index}.email`;
  };
  return withEmailRace(rowPath, () =>
    transaction(
      sql,
      context.scope,
      async (tx) => {
        await requireProvisionedAgency(tx, agencyId);
        const fields = input.rows.map((row, index) => ({ email: row.email, path: `rows.${index}.email` }));
        await ensureEmailsFree(tx, agencyId, fields);
        await ensureQuota(tx, agencyId, licenceDelta(null, input.status, input.rows.length));
        const data: CollaboratorRow[] = [];
        for (const row of input.rows) {
          const created = await insertCollaborator(tx, {
            id: uuidv7(),
            agencyId,
            status: input.status,
            ...tabsOf(row),
          });
          if (!created) throw new Error('insert without conflict handling answered no row');
          await announceCollaborator(tx, 'operations.collaborator.created', agencyId, created, context);
          data.push(rowOf(created));
        }
        return { data };
      },
      context.audit,
    ),
  );
}
