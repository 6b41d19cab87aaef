import { AppError, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { deleteCatalogItemRow, findCatalogItem } from './repo.js';

/** `DELETE /agency/{id}/catalog-item/{id}`: the article goes; another agency's or an unknown one → 404. */
export async function deleteCatalogItem(
  sql: Sql,
  agencyId: string,
  itemId: string,
  context: WriteContext,
): Promise<void> {
  await transaction(
    sql,
    context.scope,
    async (tx) => {
      if (!(await findCatalogItem(tx, agencyId, itemId, { forUpdate: true }))) {
        throw new AppError('CATALOG_ITEM_NOT_FOUND');
      }
      await deleteCatalogItemRow(tx, itemId);
    },
    context.audit,
  );
}
