import type { CollaboratorPayload, CreateCollaboratorInput } from '@portal/contracts';
import type { OperationsHarness } from '../testing/harness.js';

let sequence = 0;

/** A valid create body with a unique e-mail; `overrides` replace whole tabs. */
export function newCollaborator(overrides: Partial<CreateCollaboratorInput> = {}): CreateCollaboratorInput {
  sequence += 1;
  return {
    identity: {
      civility: 2,
      gender: 2,
      firstName: 'Hélène',
      lastName: `Durand${sequence}`,
      email: `helene.durand.${sequence}.${Date.now()}@agence.test`,
      phones: ['06 12 34 56 78'],
    },
    ...overrides,
  };
}

/** An agency of its own with a token of its owner. */
export async function ownAgency(
  h: OperationsHarness,
  limits?: { agentsLimit: number; accountsLimit: number; freeAccounts: number },
) {
  const agency = await h.provisionAgency(limits ? { limits } : {});
  return { agencyId: agency.agencyId, token: await h.tokenFor(agency.agencyId) };
}

/** Creates a collaborator through the API and answers its id. */
export async function createThroughApi(
  h: OperationsHarness,
  agencyId: string,
  token: string,
  body: CreateCollaboratorInput = newCollaborator(),
): Promise<string> {
  const answer = await h.request('POST', `/agency/${agencyId}/agent`, { token, json: body });
  if (answer.status !== 201) throw new Error(`not created: ${JSON.stringify(answer.body)}`);
  return (answer.body as { id: string }).id;
}

/** The collaborator events of an agency written to the outbox, oldest first. */
export async function outboxEvents(h: OperationsHarness, agencyId: string) {
  const rows = await h.sql<{ subject: string; envelope: { agencyId: string; payload: CollaboratorPayload } }[]>`
    select subject, envelope from outbox
     where subject like 'operations.collaborator.%' and envelope ->> 'agencyId' = ${agencyId}
     order by created_at`;
  return rows.map((row) => ({ subject: row.subject, payload: row.envelope.payload }));
}

/** How many collaborators the agency holds, deleted ones included. */
export async function countCollaborators(h: OperationsHarness, agencyId: string): Promise<number> {
  const [row] = await h.asPlatform(
    (tx) => tx<{ count: number }[]>`select count(*)::int as count from collaborators where agency_id = ${agencyId}`,
  );
  return row?.count ?? 0;
}
