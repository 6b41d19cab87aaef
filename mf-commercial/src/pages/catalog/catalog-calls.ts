import {
  CATALOG_CALLS,
  type CatalogImportResult,
  type CatalogItem,
  type CatalogListRequest,
  type ListResponse,
} from '@portal/contracts';
import { callApi, listQueryKey, queryClient } from '@portal/kit';
import type { CatalogItemBody } from './catalog-form-values.js';

/** The paged list of articles (`POST …/fetch/catalog-items`). */
export const catalogListPath = (agencyId: string) => `/agency/${agencyId}/fetch/catalog-items`;

/** Every open list of the agency's articles reloads (the screen's and the add dialog's). */
export async function refreshCatalogLists(agencyId: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: listQueryKey('billing', catalogListPath(agencyId)) });
}

/** One page of articles, for the add dialog (the screen's table calls through the kit's table). */
export function fetchCatalogItems(
  agencyId: string,
  body: Partial<CatalogListRequest>,
  signal?: AbortSignal,
): Promise<ListResponse<CatalogItem>> {
  return callApi('billing', catalogListPath(agencyId), {
    method: 'POST',
    body,
    schema: CATALOG_CALLS.list.response,
    ...(signal ? { signal } : {}),
  });
}

/** Creates (no id) or replaces (with id) an article; the form shows the refusals itself. */
export function saveCatalogItem(agencyId: string, body: CatalogItemBody): Promise<CatalogItem> {
  return callApi('billing', `/agency/${agencyId}/catalog-item`, {
    method: 'POST',
    body,
    schema: CATALOG_CALLS.save.response,
    notify: false,
  });
}

export async function deleteCatalogItem(agencyId: string, itemId: string): Promise<void> {
  await callApi('billing', `/agency/${agencyId}/catalog-item/${itemId}`, { method: 'DELETE' });
}

/** 'Importer le catalogue par défaut': how many articles were added, and skipped as already there. */
export function importDefaultCatalog(agencyId: string): Promise<CatalogImportResult> {
  return callApi('billing', `/agency/${agencyId}/catalog/import`, {
    method: 'POST',
    schema: CATALOG_CALLS.import.response,
  });
}
