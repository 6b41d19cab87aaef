import type { ActiveStatus, AgencyActivity, AgencyListOrderBy, AgencySummary } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';
import { subscriptionOf } from '../agencies/agency-view.js';
import { FOLD_FROM, FOLD_TO } from '@portal/service-kit/db/search';

type Db = Sql | Tx;

export type AgencySearch = {
  pattern: string | null;
  statuses: ActiveStatus[] | null;
  activities: AgencyActivity[] | null;
  orderBy: AgencyListOrderBy;
  ascending: boolean;
  limit: number;
  offset: number;
};

const folded = (db: Db, column: 'name' | 'email' | 'city') =>
  db`lower(translate(a.${db(column)}, ${FOLD_FROM}, ${FOLD_TO}))`;

function whereOf(db: Db, search: AgencySearch) {
  return db`
    where true
      ${search.statuses ? db`and a.status = any(${search.statuses}::smallint[])` : db``}
      ${search.activities ? db`and a.activity = any(${search.activities}::text[])` : db``}
      ${
        search.pattern
          ? db`and (${folded(db, 'name')} like ${search.pattern}
                    or ${folded(db, 'email')} like ${search.pattern}
                    or ${folded(db, 'city')} like ${search.pattern})`
          : db``
      }`;
}

function orderOf(db: Db, search: AgencySearch) {
  const column = search.orderBy === 'createdAt' ? db`a.created_at` : folded(db, search.orderBy);
  return search.ascending ? db`order by ${column} asc, a.id asc` : db`order by ${column} desc, a.id desc`;
}

type SummaryRow = Omit<AgencySummary, 'createdAt' | 'subscription'> & {
  createdAt: Date;
  trialEndsAt: Date | null;
  subscriptionValidUntil: Date | null;
  locked: boolean;
};

/** One page of every agency of the platform, with how many staff accounts each holds and its subscription. */
export async function searchAgencies(db: Db, search: AgencySearch): Promise<AgencySummary[]> {
  const rows = await db<SummaryRow[]>`
    select a.id, a.name, a.activity, a.email, a.city, a.status, a.created_at, a.trial_ends_at,
           a.subscription_valid_until, a.locked,
           (select count(*)::int from memberships m
             where m.agency_id = a.id and m.kind = 'staff' and m.status = 100) as count_accounts
      from agencies a
    ${whereOf(db, search)}
    ${orderOf(db, search)}
     limit ${search.limit} offset ${search.offset}`;
  const now = new Date();
  return rows.map(({ trialEndsAt, subscriptionValidUntil, locked, createdAt, ...row }) => ({
    ...row,
    subscription: subscriptionOf({ trialEndsAt, subscriptionValidUntil, locked }, now),
    createdAt: createdAt.toISOString(),
  }));
}

export async function countAgencies(db: Db, search: AgencySearch): Promise<number> {
  const [row] = await db<{ count: number }[]>`select count(*)::int as count from agencies a ${whereOf(db, search)}`;
  return row?.count ?? 0;
}
