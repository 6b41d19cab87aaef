import {
  normalizeCheckpointBadge,
  pageOffset,
  type Checkpoint,
  type CheckpointListRequest,
  type ListResponse,
} from '@portal/contracts';
import { readTransaction, type Scope, type Sql } from '@portal/service-kit';
import { asList, foldAccents, searchPattern } from '@portal/service-kit/db/search';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { toCheckpoint } from './checkpoint-view.js';
import { listCheckpoints, type CheckpointSearch } from './list-repo.js';

/** A query typed as a badge (`04:a1:b2`) also matches the stored form (`04A1B2`). */
function badgePatternOf(query: string): string | null {
  const badge = normalizeCheckpointBadge(query);
  return /^[A-Z0-9]+$/.test(badge) ? `%${badge}%` : null;
}

/** `POST /agency/{id}/fetch/checkpoints`: one page of the agency's checkpoints and their count. */
export async function findCheckpoints(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  request: CheckpointListRequest,
): Promise<ListResponse<Checkpoint>> {
  const query = request.query?.trim();
  const search: CheckpointSearch = {
    pattern: searchPattern(query, foldAccents),
    badgePattern: query ? badgePatternOf(query) : null,
    siteIds: asList(request.filters.siteId),
    statuses: asList(request.filters.status),
    hasBadge: request.filters.hasBadge ?? null,
    orderBy: request.orderBy ?? 'name',
    ascending: request.ascending,
    limit: request.limit,
    offset: pageOffset(request),
  };
  const throughSites = scope.kind === 'tenant' && Boolean(scope.customerId);
  // The agency check, the page and its count are sent at once with the transaction around them
  // (readTransaction: one round trip).
  return readTransaction(sql, scope, async (tx) => {
    const [, { rows, filteredCount }] = await Promise.all([
      requireProvisionedAgency(tx, agencyId),
      listCheckpoints(tx, agencyId, search, { throughSites }),
    ]);
    return { data: rows.map(toCheckpoint), filteredCount };
  });
}
