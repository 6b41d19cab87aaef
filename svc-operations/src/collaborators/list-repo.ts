import type {
  CollaboratorAccountStatus,
  CollaboratorListOrderBy,
  CollaboratorRow,
  CollaboratorType,
  DirectoryEntry,
  ListResponse,
} from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';
import { listCache } from '@portal/service-kit/db/list-cache';
import { COLLABORATORS_TABLE } from './repo.js';

type Db = Sql | Tx;

/** What the collaborators list asks for, its values checked and folded by the caller. */
export type CollaboratorSearch = {
  /** LIKE pattern on the folded `search_text`, or null for no search. */
  pattern: string | null;
  /** null: every status but deleted (400). */
  statuses: CollaboratorAccountStatus[] | null;
  types: CollaboratorType[] | null;
  plannable: boolean | null;
  /** Holding any of them. */
  specialties: string[] | null;
  orderBy: CollaboratorListOrderBy;
  ascending: boolean;
  limit: number;
  offset: number;
};

const ORDER_COLUMNS: Record<CollaboratorListOrderBy, string> = {
  lastName: 'sort_name',
  email: 'email',
  type: 'type',
  status: 'status',
  createdAt: 'created_at',
};

function whereOf(db: Db, agencyId: string, search: CollaboratorSearch) {
  return db`
    where c.agency_id = ${agencyId}
      ${search.statuses ? db`and c.status = any(${search.statuses}::smallint[])` : db`and c.status <> 400`}
      ${search.types ? db`and c.type = any(${search.types}::text[])` : db``}
      ${search.plannable === null ? db`` : db`and c.plannable = ${search.plannable}`}
      ${search.specialties ? db`and c.agent_infos -> 'specialties' ?| ${search.specialties}::text[]` : db``}
      ${search.pattern ? db`and c.search_text like ${search.pattern}` : db``}`;
}

type ListRow = Omit<CollaboratorRow, 'createdAt'> & { createdAt: Date };

/**
 * The count of a list depends on the agency's collaborators alone (their policy fences by agency
 * only): cached by `variant`, everything else the count depends on.
 */
function countOf(db: Db, agencyId: string, variant: object, where: ReturnType<typeof whereOf>): Promise<number> {
  return listCache.count({ agencyId, table: COLLABORATORS_TABLE, variant }, async () => {
    const [row] = await db<{ count: number }[]>`select count(*)::int as count from collaborators c ${where}`;
    return row?.count ?? 0;
  });
}

/**
 * One page of the collaborators matching, and their count. The page is a range of the index of its
 * order (migration 002 has one per sort column, ending with sort_name and id, read either way) cut
 * by LIMIT; the count is a query of its own (no join, on the status index) sent in the same pipeline,
 * unless cached.
 */
export async function searchCollaborators(
  db: Db,
  agencyId: string,
  search: CollaboratorSearch,
): Promise<ListResponse<CollaboratorRow>> {
  const direction = search.ascending ? db`asc` : db`desc`;
  const where = whereOf(db, agencyId, search);
  const { pattern, statuses, types, plannable, specialties } = search;
  const [rows, filteredCount] = await Promise.all([
    db<ListRow[]>`
    select c.id, c.first_name, c.last_name, c.email, c.identity_info -> 'phones' ->> 0 as phone, c.type, c.status,
           c.plannable, c.agent_infos ->> 'position' as position,
           c.agent_infos ->> 'registrationNumber' as registration_number,
           c.agent_infos -> 'specialties' as specialties, c.created_at
      from collaborators c
    ${where}
     order by c.${db(ORDER_COLUMNS[search.orderBy])} ${direction}, c.sort_name ${direction}, c.id ${direction}
     limit ${search.limit} offset ${search.offset}`,
    countOf(db, agencyId, { list: 'agents', pattern, statuses, types, plannable, specialties }, where),
  ]);
  return {
    data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    filteredCount,
  };
}

export type DirectorySearch = {
  pattern: string | null;
  plannable: boolean | null;
  ascending: boolean;
  limit: number;
  offset: number;
  /** Phones are answered (and searched) only for those who may read them. */
  withPhones: boolean;
};

/** The agent directory: collaborators with or without a licence (not archived or deleted), by name. */
export async function searchDirectory(
  db: Db,
  agencyId: string,
  search: DirectorySearch,
): Promise<ListResponse<DirectoryEntry>> {
  const direction = search.ascending ? db`asc` : db`desc`;
  const where = db`
    where c.agency_id = ${agencyId} and c.status in (100, 200)
      ${search.plannable === null ? db`` : db`and c.plannable = ${search.plannable}`}
      ${search.pattern ? (search.withPhones ? db`and c.search_text like ${search.pattern}` : db`and (c.sort_name like ${search.pattern} or c.email like ${search.pattern})`) : db``}`;
  const [data, filteredCount] = await Promise.all([
    db<DirectoryEntry[]>`
    select c.id, c.first_name, c.last_name, c.email,
           ${search.withPhones ? db`c.identity_info -> 'phones'` : db`'[]'::jsonb`} as phones,
           c.agent_infos ->> 'position' as position, c.type, c.plannable
      from collaborators c
    ${where}
     order by c.sort_name ${direction}, c.id ${direction}
     limit ${search.limit} offset ${search.offset}`,
    countOf(
      db,
      agencyId,
      { list: 'directory', pattern: search.pattern, plannable: search.plannable, withPhones: search.withPhones },
      where,
    ),
  ]);
  return { data, filteredCount };
}
