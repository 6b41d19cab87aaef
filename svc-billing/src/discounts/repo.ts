import type { AdjustmentKind, AdjustmentType, Discount, DiscountListOrderBy, SaveDiscount } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';
import { foldText } from '@portal/service-kit/db/search';

type Db = Sql | Tx;

/** What the discount form writes to a row. */
export type DiscountFields = Omit<SaveDiscount, 'id'>;

type DiscountDbRow = Omit<Discount, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

const toDiscount = (row: DiscountDbRow): Discount => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const valuesOf = (fields: DiscountFields) => ({
  label: fields.label,
  kind: fields.kind,
  type: fields.type,
  value: fields.value,
  labelKey: foldText(fields.label),
});

const SELECT_DISCOUNT = (db: Db) => db`
  select id, label, kind, type, value::text as value, created_at, updated_at from discounts`;

export async function findDiscount(
  db: Db,
  agencyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Discount | undefined> {
  const [row] = await db<DiscountDbRow[]>`
    ${SELECT_DISCOUNT(db)}
     where agency_id = ${agencyId} and id = ${id}
     ${options.forUpdate ? db`for update` : db``}`;
  return row ? toDiscount(row) : undefined;
}

export async function insertDiscount(db: Db, row: { id: string; agencyId: string } & DiscountFields): Promise<void> {
  await db`insert into discounts ${db({ id: row.id, agencyId: row.agencyId, ...valuesOf(row) })}`;
}

export async function updateDiscount(db: Db, id: string, fields: DiscountFields): Promise<void> {
  await db`update discounts set ${db(valuesOf(fields))}, updated_at = now() where id = ${id}`;
}

export async function deleteDiscountRow(db: Db, id: string): Promise<void> {
  await db`delete from discounts where id = ${id}`;
}

// ---- List ---------------------------------------------------------------------------------------

export type DiscountSearch = {
  agencyId: string;
  pattern: string | null;
  kinds: AdjustmentKind[] | null;
  types: AdjustmentType[] | null;
  orderBy: DiscountListOrderBy;
  ascending: boolean;
  limit: number;
  offset: number;
};

const ORDER_COLUMNS: Record<DiscountListOrderBy, string> = {
  label: 'label_key',
  kind: 'kind',
  type: 'type',
  value: 'value',
  createdAt: 'created_at',
};

function whereOf(db: Db, search: DiscountSearch) {
  return db`
    where agency_id = ${search.agencyId}
      ${search.kinds ? db`and kind = any(${search.kinds}::text[])` : db``}
      ${search.types ? db`and type = any(${search.types}::text[])` : db``}
      ${search.pattern ? db`and label_key like ${search.pattern}` : db``}`;
}

function orderOf(db: Db, search: DiscountSearch) {
  // Qualified: the selected `value` is its text, which would sort '5.00' after '35.00'.
  const column = db(`discounts.${ORDER_COLUMNS[search.orderBy]}`);
  return search.ascending
    ? db`order by ${column} asc, discounts.id asc`
    : db`order by ${column} desc, discounts.id desc`;
}

export async function searchDiscounts(db: Db, search: DiscountSearch): Promise<Discount[]> {
  const rows = await db<DiscountDbRow[]>`
    ${SELECT_DISCOUNT(db)}
    ${whereOf(db, search)}
    ${orderOf(db, search)}
     limit ${search.limit} offset ${search.offset}`;
  return rows.map(toDiscount);
}

export async function countDiscounts(db: Db, search: DiscountSearch): Promise<number> {
  const [row] = await db<{ count: number }[]>`select count(*)::int as count from discounts ${whereOf(db, search)}`;
  return row?.count ?? 0;
}
