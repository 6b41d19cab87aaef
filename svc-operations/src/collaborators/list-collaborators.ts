import {
  pageOffset,
  type CollaboratorListRequest,
  type CollaboratorRow,
  type DirectoryEntry,
  type DirectoryRequest,
  type ListResponse,
} from '@portal/contracts';
import { readTransaction, type Scope, type Sql } from '@portal/service-kit';
import { asList, searchPattern } from '@portal/service-kit/db/search';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { searchCollaborators, searchDirectory } from './list-repo.js';

/** `POST /agency/{id}/fetch/agents`: one page of the agency's collaborators, filtered, searched, sorted. */
export async function listCollaborators(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  request: CollaboratorListRequest,
): Promise<ListResponse<CollaboratorRow>> {
  // The agency check, the page and its count are sent at once with the transaction around them
  // (readTransaction: one round trip).
  return readTransaction(sql, scope, async (tx) => {
    const [, page] = await Promise.all([
      requireProvisionedAgency(tx, agencyId),
      searchCollaborators(tx, agencyId, {
        pattern: searchPattern(request.query),
        statuses: asList(request.filters.status),
        types: asList(request.filters.type),
        plannable: request.filters.plannable ?? null,
        specialties: asList(request.filters.specialties),
        orderBy: request.orderBy ?? 'lastName',
        ascending: request.ascending,
        limit: request.limit,
        offset: pageOffset(request),
      }),
    ]);
    return page;
  });
}

/** `POST /agency/{id}/fetch/directory`: how to reach the agency's collaborators. */
export async function listDirectory(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  request: DirectoryRequest,
  options: { withPhones: boolean },
): Promise<ListResponse<DirectoryEntry>> {
  return readTransaction(sql, scope, async (tx) => {
    const [, page] = await Promise.all([
      requireProvisionedAgency(tx, agencyId),
      searchDirectory(tx, agencyId, {
        pattern: searchPattern(request.query),
        plannable: request.filters.plannable ?? null,
        ascending: request.ascending,
        limit: request.limit,
        offset: pageOffset(request),
        withPhones: options.withPhones,
      }),
    ]);
    return page;
  });
}
