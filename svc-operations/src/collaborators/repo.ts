import postgres from 'postgres';
import type { Collaborator, CollaboratorAccountStatus, LicenceLimits } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';
import { listCache } from '@portal/service-kit/db/list-cache';
import { searchTextOf, sortNameOf } from './search-text.js';

type Db = Sql | Tx;

/** The stepper's tabs of a record, as stored (one jsonb column each). */
export type CollaboratorTabs = Pick<
  Collaborator,
  'identity' | 'agentInfos' | 'contract' | 'items' | 'restrictions' | 'notifications'
>;

/** A record to write: its id, agency, status and every tab. */
export type CollaboratorWrite = { id: string; agencyId: string; status: CollaboratorAccountStatus } & CollaboratorTabs;

type StoredCollaborator = {
  id: string;
  status: CollaboratorAccountStatus;
  identityInfo: Collaborator['identity'];
  agentInfos: Collaborator['agentInfos'];
  contract: Collaborator['contract'];
  items: Collaborator['items'];
  restrictions: Collaborator['restrictions'];
  notifications: Collaborator['notifications'];
  createdAt: Date;
  updatedAt: Date;
};

const returned = (db: Db) =>
  db`id, status, identity_info, agent_infos, contract, items, restrictions, notifications, created_at, updated_at`;

function toCollaborator(row: StoredCollaborator): Collaborator {
  return {
    id: row.id,
    status: row.status,
    identity: row.identityInfo,
    agentInfos: row.agentInfos,
    contract: row.contract,
    items: row.items,
    restrictions: row.restrictions,
    notifications: row.notifications,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const jsonb = (db: Db, value: unknown) => db.json(value as postgres.JSONValue);

/** The folded columns the list searches and sorts on, from the tabs they come from. */
function foldedOf(record: CollaboratorTabs) {
  const { identity, agentInfos } = record;
  return {
    searchText: searchTextOf({
      ...identity,
      registrationNumber: agentInfos.registrationNumber,
      position: agentInfos.position,
    }),
    sortName: sortNameOf(identity),
  };
}

/** The table the lists' counts are cached for (kit `listCache`, list-repo.ts). */
export const COLLABORATORS_TABLE = 'collaborators';

/** Drops the lists' cached counts of the agency once the write commits. */
const touched = (db: Db, agencyId: string) => listCache.invalidateAfterCommit(db, agencyId, COLLABORATORS_TABLE);

/**
 * Inserts a record. With `ifAbsent`, a record whose id (or e-mail) is already there is left as it
 * is and undefined answered; otherwise a taken e-mail throws (see `isDuplicateEmail`).
 */
export async function insertCollaborator(
  db: Db,
  record: CollaboratorWrite,
  options: { ifAbsent?: boolean } = {},
): Promise<Collaborator | undefined> {
  const folded = foldedOf(record);
  touched(db, record.agencyId);
  const [row] = await db<StoredCollaborator[]>`
    insert into collaborators (id, agency_id, status, identity_info, agent_infos, contract, items, restrictions,
                               notifications, search_text, sort_name)
    values (${record.id}, ${record.agencyId}, ${record.status}, ${jsonb(db, record.identity)},
            ${jsonb(db, record.agentInfos)}, ${record.contract === null ? null : jsonb(db, record.contract)},
            ${jsonb(db, record.items)}, ${jsonb(db, record.restrictions)}, ${jsonb(db, record.notifications)},
            ${folded.searchText}, ${folded.sortName})
    ${options.ifAbsent ? db`on conflict do nothing` : db``}
    returning ${returned(db)}`;
  return row ? toCollaborator(row) : undefined;
}

/** Replaces the status and every tab of a record (read first with `findCollaborator(..., lock)`). */
export async function writeCollaborator(db: Db, record: CollaboratorWrite): Promise<Collaborator> {
  const folded = foldedOf(record);
  touched(db, record.agencyId);
  const [row] = await db<StoredCollaborator[]>`
    update collaborators
       set status = ${record.status}, identity_info = ${jsonb(db, record.identity)},
           agent_infos = ${jsonb(db, record.agentInfos)},
           contract = ${record.contract === null ? null : jsonb(db, record.contract)},
           items = ${jsonb(db, record.items)}, restrictions = ${jsonb(db, record.restrictions)},
           notifications = ${jsonb(db, record.notifications)},
           search_text = ${folded.searchText}, sort_name = ${folded.sortName}, updated_at = now()
     where agency_id = ${record.agencyId} and id = ${record.id}
    returning ${returned(db)}`;
  if (!row) throw new Error(`collaborator ${record.id} vanished while locked`);
  return toCollaborator(row);
}

/** Sets the status of a record (read first with `findCollaborator(..., lock)`). */
export async function setCollaboratorStatus(
  db: Db,
  agencyId: string,
  id: string,
  status: CollaboratorAccountStatus,
): Promise<Collaborator> {
  touched(db, agencyId);
  const [row] = await db<StoredCollaborator[]>`
    update collaborators set status = ${status}, updated_at = now()
     where agency_id = ${agencyId} and id = ${id}
    returning ${returned(db)}`;
  if (!row) throw new Error(`collaborator ${id} vanished while locked`);
  return toCollaborator(row);
}

/** A record of the agency that is not deleted; `lock` holds it until the transaction ends. */
export async function findCollaborator(
  db: Db,
  agencyId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<Collaborator | undefined> {
  const [row] = await db<StoredCollaborator[]>`
    select ${returned(db)} from collaborators
     where agency_id = ${agencyId} and id = ${id} and status <> 400
    ${options.lock ? db`for update` : db``}`;
  return row ? toCollaborator(row) : undefined;
}

/** The e-mails of the list already held by another record of the agency (deleted ones aside). */
export async function takenEmails(
  db: Db,
  agencyId: string,
  emails: readonly string[],
  exceptId: string | null = null,
): Promise<Set<string>> {
  const rows = await db<{ email: string }[]>`
    select email from collaborators
     where agency_id = ${agencyId} and status <> 400 and email = any(${[...emails]}::text[])
       ${exceptId ? db`and id <> ${exceptId}` : db``}`;
  return new Set(rows.map((row) => row.email));
}

/**
 * The e-mail a write was refused for by the agency's unique e-mail (two writes racing past
 * `takenEmails`): undefined for any other error, null when PostgreSQL did not say which.
 */
export function duplicateEmailOf(error: unknown): string | null | undefined {
  if (
    !(error instanceof postgres.PostgresError) ||
    error.code !== '23505' ||
    error.constraint_name !== 'collaborators_agency_email'
  ) {
    return undefined;
  }
  return /\(agency_id, email\)=\([^,]+, (.+)\) already exists/.exec(error.detail ?? '')?.[1] ?? null;
}

/** Records with a licence (countAgents) and with an account, licensed or not (countAccounts). */
export async function countLicences(db: Db, agencyId: string): Promise<{ countAgents: number; countAccounts: number }> {
  const [row] = await db<{ countAgents: number; countAccounts: number }[]>`
    select count(*) filter (where status = 100)::int as count_agents,
           count(*) filter (where status in (100, 200))::int as count_accounts
      from collaborators
     where agency_id = ${agencyId} and status in (100, 200)`;
  return row ?? { countAgents: 0, countAccounts: 0 };
}

/**
 * The agency's licence limits, its row locked until the transaction ends: two writes that count
 * licences for the same agency run one after the other, so neither can pass the quota.
 */
export async function lockAgencyLimits(db: Db, agencyId: string): Promise<LicenceLimits | undefined> {
  const [row] = await db<LicenceLimits[]>`
    select agents_limit, accounts_limit, free_accounts from agencies where id = ${agencyId} for update`;
  return row;
}
