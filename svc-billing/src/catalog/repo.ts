import type { CatalogItem, CatalogItemStatus, CatalogListOrderBy, PriceUnit, SaveCatalogItem } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';
import { FOLD_FROM, FOLD_TO, foldText } from '@portal/service-kit/db/search';

type Db = Sql | Tx;

/** What the article form writes to a row. */
export type CatalogItemFields = Omit<SaveCatalogItem, 'id'>;

type CatalogItemDbRow = Omit<CatalogItem, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

const toItem = (row: CatalogItemDbRow): CatalogItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The folded columns the list sorts and searches on. */
export function searchColumns(fields: Pick<CatalogItemFields, 'designation' | 'description'>) {
  return {
    designationKey: foldText(fields.designation),
    searchText: foldText(`${fields.designation} ${fields.description}`),
  };
}

const valuesOf = (fields: CatalogItemFields) => ({
  designation: fields.designation,
  description: fields.description,
  unitPrice: fields.unitPrice,
  priceUnit: fields.priceUnit,
  vatRate: fields.vatRate,
  specialty: fields.specialty,
  customerId: fields.customerId,
  status: fields.status,
  ...searchColumns(fields),
});

/** The article with its customer's name; row-level security hides the other agencies' (and customers'). */
const SELECT_ITEM = (db: Db) => db`
  select i.id, i.designation, i.description, i.unit_price::text as unit_price, i.price_unit,
         i.vat_rate::text as vat_rate, i.specialty, i.customer_id, c.name as customer_name, i.status,
         i.created_at, i.updated_at
    from catalog_items i
    left join customers c on c.id = i.customer_id`;

export async function findCatalogItem(
  db: Db,
  agencyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CatalogItem | undefined> {
  const [row] = await db<CatalogItemDbRow[]>`
    ${SELECT_ITEM(db)}
     where i.agency_id = ${agencyId} and i.id = ${id}
     ${options.forUpdate ? db`for update of i` : db``}`;
  return row ? toItem(row) : undefined;
}

export async function insertCatalogItem(
  db: Db,
  row: { id: string; agencyId: string } & CatalogItemFields,
): Promise<void> {
  await db`insert into catalog_items ${db({ id: row.id, agencyId: row.agencyId, ...valuesOf(row) })}`;
}

export async function updateCatalogItem(db: Db, id: string, fields: CatalogItemFields): Promise<void> {
  await db`update catalog_items set ${db(valuesOf(fields))}, updated_at = now() where id = ${id}`;
}

export async function deleteCatalogItemRow(db: Db, id: string): Promise<void> {
  await db`delete from catalog_items where id = ${id}`;
}

/**
 * Whether the customer is the agency's, locked until the transaction ends (`for key share`): it
 * cannot be removed while its article is written.
 */
export async function lockAgencyCustomer(db: Db, agencyId: string, customerId: string): Promise<boolean> {
  const rows = await db`
    select 1 from customers where agency_id = ${agencyId} and id = ${customerId} for key share`;
  return rows.length > 0;
}

/** The folded designations of the agency's own articles (not the customers'), whatever their status. */
export async function agencyDesignationKeys(db: Db, agencyId: string): Promise<Set<string>> {
  const rows = await db<{ designationKey: string }[]>`
    select designation_key from catalog_items where agency_id = ${agencyId} and customer_id is null`;
  return new Set(rows.map((row) => row.designationKey));
}

/**
 * Holds the agency's catalogue import until the transaction ends: a second import at the same time
 * waits, then sees the first one's articles and skips them.
 */
export async function lockCatalogImport(db: Db, agencyId: string): Promise<void> {
  await db`select pg_advisory_xact_lock(hashtext(${`catalog-import:${agencyId}`}))`;
}

// ---- List ---------------------------------------------------------------------------------------

export type CatalogSearch = {
  agencyId: string;
  pattern: string | null;
  /** undefined: every article; null: the agency's; an id: that customer's. */
  customerId: string | null | undefined;
  priceUnits: PriceUnit[] | null;
  /** Folded specialties (see `foldAccents`). */
  specialties: string[] | null;
  statuses: CatalogItemStatus[] | null;
  orderBy: CatalogListOrderBy;
  ascending: boolean;
  limit: number;
  offset: number;
};

const ORDER_COLUMNS: Record<CatalogListOrderBy, string> = {
  designation: 'designation_key',
  unitPrice: 'unit_price',
  priceUnit: 'price_unit',
  vatRate: 'vat_rate',
  specialty: 'specialty',
  status: 'status',
  createdAt: 'created_at',
};

function whereOf(db: Db, search: CatalogSearch) {
  const customer =
    search.customerId === undefined
      ? db``
      : search.customerId === null
        ? db`and i.customer_id is null`
        : db`and i.customer_id = ${search.customerId}`;
  return db`
    where i.agency_id = ${search.agencyId}
      ${customer}
      ${search.priceUnits ? db`and i.price_unit = any(${search.priceUnits}::text[])` : db``}
      ${search.statuses ? db`and i.status = any(${search.statuses}::text[])` : db``}
      ${
        search.specialties
          ? db`and lower(translate(i.specialty, ${FOLD_FROM}, ${FOLD_TO})) = any(${search.specialties}::text[])`
          : db``
      }
      ${search.pattern ? db`and i.search_text like ${search.pattern}` : db``}`;
}

function orderOf(db: Db, search: CatalogSearch) {
  const column = db(`i.${ORDER_COLUMNS[search.orderBy]}`);
  return search.ascending ? db`order by ${column} asc, i.id asc` : db`order by ${column} desc, i.id desc`;
}

export async function searchCatalogItems(db: Db, search: CatalogSearch): Promise<CatalogItem[]> {
  const rows = await db<CatalogItemDbRow[]>`
    ${SELECT_ITEM(db)}
    ${whereOf(db, search)}
    ${orderOf(db, search)}
     limit ${search.limit} offset ${search.offset}`;
  return rows.map(toItem);
}

export async function countCatalogItems(db: Db, search: CatalogSearch): Promise<number> {
  const [row] = await db<{ count: number }[]>`
    select count(*)::int as count from catalog_items i ${whereOf(db, search)}`;
  return row?.count ?? 0;
}
