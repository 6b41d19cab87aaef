import type { SiteListOrderBy, SiteRow } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';
import { listCache } from '@portal/service-kit/db/list-cache';

type Db = Sql | Tx;

export type SiteSearch = {
  agencyId: string;
  /** LIKE pattern on the folded name and address of the site and name and number of its customer. */
  pattern: string | null;
  customerIds: string[] | null;
  statuses: (100 | 200 | 300)[] | null;
  ids: string[] | null;
  orderBy: SiteListOrderBy;
  ascending: boolean;
  limit: number;
  offset: number;
};

/** The customer of the transaction's scope (a customer user's: row-level security shows his sites). */
export type ListOptions = { scopeCustomerId: string | null };

function whereOf(db: Db, search: SiteSearch) {
  // The customer's folded name and number are matched by an EXISTS, which the planner runs hashed
  // (one pass over the customers) for many sites, or looked up for a few.
  const text = search.pattern
    ? db`and (s.search_text like ${search.pattern}
              or exists (select from customers c where c.agency_id = s.agency_id and c.id = s.customer_id
                                                  and c.search_text like ${search.pattern}))`
    : db``;
  return db`
    where s.agency_id = ${search.agencyId}
      ${search.customerIds ? db`and s.customer_id = any(${search.customerIds}::uuid[])` : db``}
      ${search.statuses ? db`and s.status = any(${search.statuses}::smallint[])` : db``}
      ${search.ids ? db`and s.id = any(${search.ids}::uuid[])` : db``}
      ${text}`;
}

const SITE_COLUMNS = (db: Db) =>
  db`s.id, s.agency_id, s.name, s.customer_id, s.zipcode, s.city, s.status, s.created_at`;

/** The list's order on site columns (`s`); the name breaks ties, then the id, so pages never overlap. */
function orderOf(db: Db, search: SiteSearch, customerSortName = db`c.sort_name`) {
  const direction = search.ascending ? db`asc` : db`desc`;
  const column = {
    name: null,
    customerName: customerSortName,
    city: db`lower(s.city)`,
    status: db`s.status`,
    createdAt: db`s.created_at`,
  }[search.orderBy];
  return column
    ? db`${column} ${direction}, s.sort_name ${direction}, s.id ${direction}`
    : db`s.sort_name ${direction}, s.id ${direction}`;
}

type StoredRow = Omit<SiteRow, 'createdAt'> & { agencyId: string; createdAt: Date };

/**
 * A page in the order of one index of migration 003 (read either way) cut by LIMIT, each row's
 * customer name looked up by a fenced lateral subquery (`limit 1` keeps it from being flattened into
 * a join the planner could start from the customers), so only the page's rows are joined. Sorted
 * by customer name, the page walks the customers in their name order and each one's sites instead.
 */
function pageOf(db: Db, search: SiteSearch) {
  if (search.orderBy === 'customerName') {
    return db<StoredRow[]>`
      select ${SITE_COLUMNS(db)}, c.name as customer_name
        from customers c
        join sites s on s.agency_id = c.agency_id and s.customer_id = c.id
      ${whereOf(db, search)} and c.agency_id = ${search.agencyId}
       order by ${orderOf(db, search)}
       limit ${search.limit} offset ${search.offset}`;
  }
  return db<StoredRow[]>`
    select ${SITE_COLUMNS(db)}, c.name as customer_name
      from sites s
     cross join lateral (select c.name from customers c where c.agency_id = s.agency_id and c.id = s.customer_id limit 1) c
    ${whereOf(db, search)}
     order by ${orderOf(db, search)}
     limit ${search.limit} offset ${search.offset}`;
}

/**
 * The count without a search depends on the sites alone (every site has its customer, foreign key;
 * a customer user sees his own customer and its sites): cached (kit `listCache`, invalidated by
 * the site writes of repo.ts), keyed by the scope's customer too.
 */
async function countOf(db: Db, search: SiteSearch, options: ListOptions): Promise<number> {
  const { agencyId, customerIds, statuses, ids } = search;
  return listCache.count(
    { agencyId, table: 'sites', variant: { customerIds, statuses, ids, scope: options.scopeCustomerId } },
    async () => {
      const [row] = await db<{ count: number }[]>`select count(*)::int as count from sites s ${whereOf(db, search)}`;
      return row?.count ?? 0;
    },
  );
}

type Ranked = StoredRow & { total: number; rank: number | null };

/**
 * A search (a LIKE '%…%' no index serves) reads the matching sites once and gives the page and the
 * count from them: scanning an index in the list's order for a rare word would read every site for
 * the page, then again for the count. The page's customers are joined after the cut, but for the
 * customer-name order which sorts on them. One row at least carries the total.
 */
async function searched(db: Db, search: SiteSearch) {
  const ranking = orderOf(
    db,
    search,
    db`(select c.sort_name from customers c where c.agency_id = s.agency_id and c.id = s.customer_id)`,
  );
  const rows = await db<Ranked[]>`
    with matching as materialized (
      select ${SITE_COLUMNS(db)}, s.sort_name from sites s ${whereOf(db, search)}
    ),
    page as (
      select s.*, row_number() over (order by ${ranking}) as rank
        from matching s
       order by ${ranking}
       limit ${search.limit} offset ${search.offset}
    )
    select t.total, p.id, p.agency_id, p.name, p.customer_id, p.zipcode, p.city, p.status, p.created_at, p.rank,
           c.name as customer_name
      from (select count(*)::int as total from matching) t
      left join page p on true
      left join lateral (select c.name from customers c where c.agency_id = p.agency_id and c.id = p.customer_id limit 1) c on true
     order by p.rank`;
  const total = rows[0]?.total ?? 0;
  const page = rows.filter((row) => row.rank !== null).map(({ total: _total, rank: _rank, ...row }) => row);
  return { rows: page as StoredRow[], total };
}

/** One page of the agency's sites and the count of those matching (the page and the count in one pipeline). */
export async function listSites(
  db: Db,
  search: SiteSearch,
  options: ListOptions,
): Promise<{ rows: SiteRow[]; filteredCount: number }> {
  const [rows, filteredCount] = search.pattern
    ? await searched(db, search).then(({ rows, total }) => [rows, total] as const)
    : await Promise.all([pageOf(db, search), countOf(db, search, options)]);
  return {
    rows: rows.map(({ agencyId: _agencyId, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
    filteredCount,
  };
}
