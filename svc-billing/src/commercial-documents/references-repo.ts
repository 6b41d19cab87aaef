import type { Sql, Tx } from '@portal/service-kit';

type Db = Sql | Tx;

/** Which of `ids` are articles of the agency's catalogue (row-level security hides the others'). */
export async function existingCatalogItemIds(db: Db, agencyId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db<{ id: string }[]>`
    select id from catalog_items where agency_id = ${agencyId} and id = any(${ids}::uuid[])`;
  return new Set(rows.map((row) => row.id));
}

/** Which of `ids` are discounts or fees of the agency. */
export async function existingDiscountIds(db: Db, agencyId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db<{ id: string }[]>`
    select id from discounts where agency_id = ${agencyId} and id = any(${ids}::uuid[])`;
  return new Set(rows.map((row) => row.id));
}
