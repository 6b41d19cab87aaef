import { uuidv7, type CatalogItem, type SaveCatalogItem } from '@portal/contracts';
import { AppError, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { checkItemCustomer } from './check-item-customer.js';
import { findCatalogItem, insertCatalogItem } from './repo.js';

/** `POST /agency/{id}/catalog-item` without id: the article, in one transaction. */
export async function createCatalogItem(
  sql: Sql,
  agencyId: string,
  input: SaveCatalogItem,
  context: WriteContext,
): Promise<CatalogItem> {
  const { id: _id, ...fields } = input;
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      await checkItemCustomer(tx, agencyId, fields.customerId);
      const id = uuidv7();
      await insertCatalogItem(tx, { id, agencyId, ...fields });
      const item = await findCatalogItem(tx, agencyId, id);
      if (!item) throw new AppError('CATALOG_ITEM_NOT_FOUND');
      return item;
    },
    context.audit,
  );
}
