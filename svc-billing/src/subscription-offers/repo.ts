import {
  categoryOfOfferType,
  offerTypesOfCategory,
  type OfferedSubscriptionOffer,
  type SaveSubscriptionOffer,
  type SubscriptionOffer,
  type SubscriptionOfferCategory,
  type SubscriptionOfferListOrderBy,
  type SubscriptionOfferStatus,
  type SubscriptionOfferType,
} from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';
import { foldText } from '@portal/service-kit/db/search';

type Db = Sql | Tx;

/** What the offer form writes to a row. */
export type SubscriptionOfferFields = Omit<SaveSubscriptionOffer, 'id'>;

type OfferDbRow = Omit<SubscriptionOffer, 'category' | 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};

const toOffer = (row: OfferDbRow): SubscriptionOffer => ({
  ...row,
  category: categoryOfOfferType(row.type),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const valuesOf = (fields: SubscriptionOfferFields) => ({
  name: fields.name,
  description: fields.description,
  type: fields.type,
  status: fields.status,
  price: fields.price,
  yearlyPrice: fields.yearlyPrice,
  includedLicences: fields.includedLicences,
  packQuantity: fields.packQuantity,
  vatRate: fields.vatRate,
  nameKey: foldText(fields.name),
  searchText: foldText(`${fields.name} ${fields.description}`),
});

const SELECT_OFFER = (db: Db) => db`
  select o.id, o.name, o.description, o.type, o.status, o.price::text as price,
         o.yearly_price::text as yearly_price, o.included_licences, o.pack_quantity,
         o.vat_rate::text as vat_rate, o.number_of_sales, o.turnover::text as turnover,
         o.created_at, o.updated_at
    from agency_subscription_offers o`;

export async function findSubscriptionOffer(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriptionOffer | undefined> {
  const [row] = await db<OfferDbRow[]>`
    ${SELECT_OFFER(db)} where o.id = ${id} ${options.forUpdate ? db`for update` : db``}`;
  return row ? toOffer(row) : undefined;
}

/** The offers of `ids` that exist, locked until the transaction ends. */
export async function lockSubscriptionOffers(db: Db, ids: readonly string[]): Promise<SubscriptionOffer[]> {
  const rows = await db<OfferDbRow[]>`
    ${SELECT_OFFER(db)} where o.id = any(${ids as string[]}::uuid[]) order by o.id for update`;
  return rows.map(toOffer);
}

/** Inserts the offer; false when one with this id exists already (the seed's second run). */
export async function insertSubscriptionOffer(db: Db, row: { id: string } & SubscriptionOfferFields): Promise<boolean> {
  const inserted = await db`
    insert into agency_subscription_offers ${db({ id: row.id, ...valuesOf(row) })}
    on conflict (id) do nothing returning id`;
  return inserted.length > 0;
}

export async function updateSubscriptionOffer(db: Db, id: string, fields: SubscriptionOfferFields): Promise<void> {
  await db`update agency_subscription_offers set ${db(valuesOf(fields))}, updated_at = now() where id = ${id}`;
}

export async function setSubscriptionOffersStatus(
  db: Db,
  ids: readonly string[],
  status: SubscriptionOfferStatus,
): Promise<void> {
  if (ids.length === 0) return;
  await db`
    update agency_subscription_offers set status = ${status}, updated_at = now()
     where id = any(${ids as string[]}::uuid[])`;
}

// ---- What an agency may buy ---------------------------------------------------------------------

/**
 * The offers an agency's transaction sees (row-level security keeps the activated, not hidden
 * ones), subscriptions first, then packs, then articles; by type and price within each.
 */
export async function offeredSubscriptionOffers(db: Db): Promise<OfferedSubscriptionOffer[]> {
  const rows = await db<OfferDbRow[]>`
    ${SELECT_OFFER(db)}
     where o.status = 100 and o.type <> 220
     order by case when o.type in (1, 2, 100) then 0 when o.type in (200, 210, 220) then 1 else 2 end,
              o.type, o.price, o.name_key, o.id`;
  return rows.map((row) => {
    const { status: _s, numberOfSales: _n, turnover: _t, createdAt: _c, updatedAt: _u, ...offer } = toOffer(row);
    return offer;
  });
}

// ---- List ---------------------------------------------------------------------------------------

export type SubscriptionOfferSearch = {
  pattern: string | null;
  /** The types asked for, and those of the categories asked for (both: offers in both). */
  types: SubscriptionOfferType[] | null;
  categories: SubscriptionOfferCategory[] | null;
  statuses: SubscriptionOfferStatus[];
  orderBy: SubscriptionOfferListOrderBy;
  ascending: boolean;
  limit: number;
  offset: number;
};

const ORDER_COLUMNS: Record<SubscriptionOfferListOrderBy, string> = {
  name: 'name_key',
  type: 'type',
  price: 'price',
  status: 'status',
  numberOfSales: 'number_of_sales',
  turnover: 'turnover',
  createdAt: 'created_at',
};

function whereOf(db: Db, search: SubscriptionOfferSearch) {
  const categoryTypes = search.categories?.flatMap(offerTypesOfCategory) ?? null;
  return db`
    where o.status = any(${search.statuses}::smallint[])
      ${search.types ? db`and o.type = any(${search.types}::smallint[])` : db``}
      ${categoryTypes ? db`and o.type = any(${categoryTypes}::smallint[])` : db``}
      ${search.pattern ? db`and o.search_text like ${search.pattern}` : db``}`;
}

function orderOf(db: Db, search: SubscriptionOfferSearch) {
  const column = db(`o.${ORDER_COLUMNS[search.orderBy]}`);
  return search.ascending ? db`order by ${column} asc, o.id asc` : db`order by ${column} desc, o.id desc`;
}

export async function searchSubscriptionOffers(db: Db, search: SubscriptionOfferSearch): Promise<SubscriptionOffer[]> {
  const rows = await db<OfferDbRow[]>`
    ${SELECT_OFFER(db)}
    ${whereOf(db, search)}
    ${orderOf(db, search)}
     limit ${search.limit} offset ${search.offset}`;
  return rows.map(toOffer);
}

export async function countSubscriptionOffers(db: Db, search: SubscriptionOfferSearch): Promise<number> {
  const [row] = await db<{ count: number }[]>`
    select count(*)::int as count from agency_subscription_offers o ${whereOf(db, search)}`;
  return row?.count ?? 0;
}
