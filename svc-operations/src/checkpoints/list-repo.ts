import type { CheckpointListOrderBy, CheckpointStatus } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';
import { listCache } from '@portal/service-kit/db/list-cache';
import { pageSeek } from '@portal/service-kit/db/page-seek';
import type { CheckpointRow } from './repo.js';

type Db = Sql | Tx;

export type CheckpointSearch = {
  /** LIKE pattern on the folded name, badge and site name. */
  pattern: string | null;
  /** LIKE pattern on the stored badge, for a query typed as a badge (`04:a1`). */
  badgePattern: string | null;
  siteIds: string[] | null;
  statuses: CheckpointStatus[] | null;
  hasBadge: boolean | null;
  orderBy: CheckpointListOrderBy;
  ascending: boolean;
  limit: number;
  offset: number;
};

/**
 * `throughSites`: a customer's transaction sees only his sites (row-level security), so the rows
 * and the count keep only the checkpoints of the sites it sees, as the page's join to sites does.
 */
export type ListOptions = { throughSites: boolean };

function whereOf(db: Db, agencyId: string, search: CheckpointSearch, options: ListOptions) {
  // The site's folded name (sites.sort_name, folded as search_text) is matched by an EXISTS, which
  // the planner runs hashed (one pass over the sites) for many checkpoints, or looked up for a few.
  const text = search.pattern
    ? db`and (c.search_text like ${search.pattern}
          or exists (select from sites s where s.agency_id = c.agency_id and s.id = c.site_id and s.sort_name like ${search.pattern})
          ${search.badgePattern ? db`or c.badge like ${search.badgePattern}` : db``})`
    : db``;
  return db`
    where c.agency_id = ${agencyId}
      ${search.siteIds ? db`and c.site_id = any(${search.siteIds}::uuid[])` : db``}
      ${search.statuses ? db`and c.status = any(${search.statuses}::smallint[])` : db``}
      ${search.hasBadge === null ? db`` : search.hasBadge ? db`and c.badge is not null` : db`and c.badge is null`}
      ${options.throughSites ? db`and exists (select from sites s where s.agency_id = c.agency_id and s.id = c.site_id)` : db``}
      ${text}`;
}

const CHECKPOINT_COLUMNS = (db: Db) => db`
  c.id, c.agency_id, c.site_id, c.name, c.badge, c.position, c.instructions, c.latitude, c.longitude,
  c.status, c.created_at, c.updated_at`;

/** The column of the list's order on checkpoint columns (`c`), the site-name order aside. */
function orderColumn(db: Db, search: CheckpointSearch) {
  return {
    name: db`c.name_key`,
    siteName: db`c.name_key`, // not used: the site-name order walks the sites
    badge: db`c.badge`,
    position: db`c.position`,
    status: db`c.status`,
    createdAt: db`c.created_at`,
  }[search.orderBy];
}

function orderOf(db: Db, search: CheckpointSearch) {
  const direction = search.ascending ? db`asc` : db`desc`;
  return db`${orderColumn(db, search)} ${direction}, c.id ${direction}`;
}

/**
 * Sorted by site name: the sites in their name order (sites_agency_name), each site's round in
 * order (checkpoints_agency_site_position), the page cut by LIMIT.
 */
function bySiteName(db: Db, agencyId: string, search: CheckpointSearch, options: ListOptions) {
  const direction = search.ascending ? db`asc` : db`desc`;
  return db<CheckpointRow[]>`
    select ${CHECKPOINT_COLUMNS(db)}, s.name as site_name
      from sites s
      join checkpoints c on c.agency_id = s.agency_id and c.site_id = s.id
    ${whereOf(db, agencyId, search, options)} and s.agency_id = ${agencyId}
     order by s.sort_name ${direction}, s.id ${direction}, c.position ${direction}, c.id ${direction}
     limit ${search.limit} offset ${search.offset}`;
}

/** The type of each order's column never null, whose pages' starts are kept (badge may be null). */
const SEEKABLE_TYPES: Partial<Record<CheckpointListOrderBy, string>> = {
  name: 'text',
  position: 'int4',
  status: 'int2',
  createdAt: 'timestamptz',
};

/**
 * A page in the order of one index of migrations 004 and 014 (read either way) cut by LIMIT: the
 * page's ids first, from the index alone, then their rows. Each row's site name is looked up by a
 * fenced lateral subquery (`limit 1` keeps it from being flattened into a join the planner could start
 * from the sites), so only the page's rows are joined. A page whose start is known (the next one, or
 * the same one read again) is sought there (kit `pageSeek`; starts dropped by the writes of repo.ts):
 * page 400 as fast as page 1. A customer's list (through his sites) and the badge order (nulls) skip.
 */
async function byIndex(db: Db, agencyId: string, search: CheckpointSearch, options: ListOptions) {
  const seek = pageSeek(db, {
    key: { agencyId, table: 'checkpoints', variant: pagesVariant(search) },
    column: orderColumn(db, search),
    type: options.throughSites ? undefined : SEEKABLE_TYPES[search.orderBy],
    id: db`c.id`,
    ascending: search.ascending,
    limit: search.limit,
    offset: search.offset,
  });
  const rows = await db<(CheckpointRow & { sortValue: string })[]>`
    select ${CHECKPOINT_COLUMNS(db)}, s.name as site_name, page.sort_value
      from (select c.id, ${seek.sortValue} as sort_value
              from checkpoints c ${whereOf(db, agencyId, search, options)} ${seek.from}
             order by ${orderOf(db, search)}
             limit ${seek.limit} offset ${seek.offset}) page
      join checkpoints c on c.id = page.id
     cross join lateral (select s.name from sites s where s.agency_id = c.agency_id and s.id = c.site_id limit 1) s
     order by ${orderOf(db, search)}`;
  return seek.page(rows);
}

/** What a page's start depends on besides the agency: the filters and the order. */
function pagesVariant({ siteIds, statuses, hasBadge, orderBy, ascending, limit }: CheckpointSearch) {
  return { siteIds, statuses, hasBadge, orderBy, ascending, limit };
}

/**
 * The count without a search depends on the checkpoints alone (every one has its site, foreign
 * key): cached (kit `listCache`, invalidated by the writes of repo.ts) but for a customer's
 * transaction, whose count depends on which sites he sees.
 */
async function countOf(db: Db, agencyId: string, search: CheckpointSearch, options: ListOptions): Promise<number> {
  const compute = async () => {
    const [row] = await db<{ count: number }[]>`
      select count(*)::int as count from checkpoints c ${whereOf(db, agencyId, search, options)}`;
    return row?.count ?? 0;
  };
  if (options.throughSites) return compute();
  const { siteIds, statuses, hasBadge } = search;
  return listCache.count({ agencyId, table: 'checkpoints', variant: { siteIds, statuses, hasBadge } }, compute);
}

/**
 * A search's page. Its count is kept (kit `listCache`, dropped by the writes of repo.ts and by a
 * site renamed, sites/repo.ts: the search matches site names) but for a customer's list: a page past
 * the matches — every page of a word found nowhere — is answered from it without reading the
 * checkpoints; any other is read in one pass with its count, which is kept.
 */
async function searchedPage(db: Db, agencyId: string, search: CheckpointSearch, options: ListOptions) {
  const { siteIds, statuses, hasBadge, pattern, badgePattern } = search;
  const counted = options.throughSites
    ? null
    : listCache.counted({
        agencyId,
        table: 'checkpoints',
        variant: { siteIds, statuses, hasBadge, pattern, badgePattern },
      });
  const known = counted?.get();
  if (known !== undefined && search.offset >= known) return { rows: [], total: known };
  const page = await searched(db, agencyId, search, options);
  counted?.set(page.total);
  return page;
}

type Ranked = CheckpointRow & { total: number; rank: number | null; nameKey: string };

/**
 * A search (a LIKE '%…%' no index serves) reads the matching checkpoints once, in one pass, and
 * gives the page and the count from them: scanning an index in the list's order for a rare word
 * would read every row for the page, then again for the count. The page's sites are joined after
 * the cut, but for the site-name order which sorts on them. One row at least carries the total.
 */
async function searched(db: Db, agencyId: string, search: CheckpointSearch, options: ListOptions) {
  const direction = search.ascending ? db`asc` : db`desc`;
  const ranking =
    search.orderBy === 'siteName'
      ? db`(select s.sort_name from sites s where s.agency_id = c.agency_id and s.id = c.site_id) ${direction},
           c.site_id ${direction}, c.position ${direction}, c.id ${direction}`
      : orderOf(db, search);
  const rows = await db<Ranked[]>`
    with matching as materialized (
      select ${CHECKPOINT_COLUMNS(db)}, c.name_key from checkpoints c ${whereOf(db, agencyId, search, options)}
    ),
    page as (
      select c.*, row_number() over (order by ${ranking}) as rank
        from matching c
       order by ${ranking}
       limit ${search.limit} offset ${search.offset}
    )
    select t.total, p.*, s.name as site_name
      from (select count(*)::int as total from matching) t
      left join page p on true
      left join lateral (select s.name from sites s where s.agency_id = p.agency_id and s.id = p.site_id limit 1) s on true
     order by p.rank`;
  const total = rows[0]?.total ?? 0;
  const page = rows
    .filter((row) => row.rank !== null)
    .map(({ total: _total, rank: _rank, nameKey: _nameKey, ...row }) => row);
  return { rows: page as CheckpointRow[], total };
}

/** One page of the agency's checkpoints and the count of those matching. */
export async function listCheckpoints(
  db: Db,
  agencyId: string,
  search: CheckpointSearch,
  options: ListOptions,
): Promise<{ rows: CheckpointRow[]; filteredCount: number }> {
  if (search.pattern) {
    const { rows, total } = await searchedPage(db, agencyId, search, options);
    return { rows, filteredCount: total };
  }
  const page = search.orderBy === 'siteName' ? bySiteName : byIndex;
  const [rows, filteredCount] = await Promise.all([
    page(db, agencyId, search, options),
    countOf(db, agencyId, search, options),
  ]);
  return { rows, filteredCount };
}
