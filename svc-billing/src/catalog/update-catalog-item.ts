import type { CatalogItem, SaveCatalogItem } from '@portal/contracts';
import { AppError, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { checkItemCustomer } from './check-item-customer.js';
import { findCatalogItem, updateCatalogItem, type CatalogItemFields } from './repo.js';

const FIELDS = [
  'designation',
  'description',
  'unitPrice',
  'priceUnit',
  'vatRate',
  'specialty',
  'customerId',
  'status',
] as const satisfies readonly (keyof CatalogItemFields)[];

/** Whether the form changes nothing of the stored article (prices compared as amounts: '12.5' is '12.50'). */
function unchanged(current: CatalogItem, fields: CatalogItemFields): boolean {
  return FIELDS.every((field) =>
    field === 'unitPrice' ? Number(current.unitPrice) === Number(fields.unitPrice) : current[field] === fields[field],
  );
}

/**
 * `POST /agency/{id}/catalog-item` with id: replaces the article. Another agency's or an unknown one
 * → 404 'Article introuvable'; nothing changed → 400 NO_CHANGE, and nothing is written.
 */
export async function updateCatalogItemWith(
  sql: Sql,
  agencyId: string,
  itemId: string,
  input: SaveCatalogItem,
  context: WriteContext,
): Promise<CatalogItem> {
  const { id: _id, ...fields } = input;
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const current = await findCatalogItem(tx, agencyId, itemId, { forUpdate: true });
      if (!current) throw new AppError('CATALOG_ITEM_NOT_FOUND');
      if (unchanged(current, fields)) throw new AppError('NO_CHANGE');
      await checkItemCustomer(tx, agencyId, fields.customerId);
      await updateCatalogItem(tx, itemId, fields);
      const item = await findCatalogItem(tx, agencyId, itemId);
      if (!item) throw new AppError('CATALOG_ITEM_NOT_FOUND');
      return item;
    },
    context.audit,
  );
}
