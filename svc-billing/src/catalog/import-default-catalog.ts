import { uuidv7, type CatalogImportResult } from '@portal/contracts';
import { transaction, type Sql, type Tx, type WriteContext } from '@portal/service-kit';
import { DEFAULT_CATALOG } from './default-catalog.js';
import { agencyDesignationKeys, insertCatalogItem, lockCatalogImport, searchColumns } from './repo.js';

/**
 * Adds the default catalogue's articles the agency lacks, inside the caller's transaction: an agency
 * article of the same designation (case and accents ignored, archived or not) makes one skipped.
 */
export async function importDefaultCatalogIn(tx: Tx, agencyId: string): Promise<CatalogImportResult> {
  await lockCatalogImport(tx, agencyId);
  const known = await agencyDesignationKeys(tx, agencyId);
  let added = 0;
  for (const article of DEFAULT_CATALOG) {
    const key = searchColumns(article).designationKey;
    if (known.has(key)) continue;
    await insertCatalogItem(tx, { id: uuidv7(), agencyId, ...article, customerId: null, status: 'active' });
    known.add(key);
    added += 1;
  }
  return { added, skipped: DEFAULT_CATALOG.length - added };
}

/** `POST /agency/{id}/catalog/import`: the default catalogue imported in one transaction; twice adds nothing. */
export async function importDefaultCatalog(
  sql: Sql,
  agencyId: string,
  context: WriteContext,
): Promise<CatalogImportResult> {
  return transaction(sql, context.scope, (tx) => importDefaultCatalogIn(tx, agencyId), context.audit);
}
