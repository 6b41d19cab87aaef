import { z } from 'zod';
import type { CallTable } from '../common/calls.js';
import { listResponseSchema } from '../common/paging.js';
import {
  CatalogImportResultSchema,
  CatalogItemSchema,
  CatalogListRequestSchema,
  SaveCatalogItemSchema,
} from './catalog.js';

/**
 * The article catalogue (serviceCatalog, spec 02 §2) on billing, under the `catalog` rights. An
 * article of another agency, or an unknown one: 404 'Article introuvable'; a customer of another
 * agency: 404 'Client introuvable'. Agency staff only: a customer user gets 404.
 */
export const CATALOG_CALLS = {
  /** One page of articles; searches the designation and the description ignoring case and accents. */
  list: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/catalog-items',
    right: 'catalog.list',
    body: CatalogListRequestSchema,
    response: listResponseSchema(CatalogItemSchema),
  },
  /** Without `id`: creates (201). Nothing changed on an edit → 400 NO_CHANGE. */
  save: {
    method: 'POST',
    path: '/agency/:agencyId/catalog-item',
    right: 'catalog.create',
    body: SaveCatalogItemSchema,
    response: CatalogItemSchema,
  },
  /** The same call with `id`: edits (200). The route checks the right matching the body. */
  update: {
    method: 'POST',
    path: '/agency/:agencyId/catalog-item',
    right: 'catalog.edit',
    body: SaveCatalogItemSchema,
    response: CatalogItemSchema,
  },
  /** Removes the article (204); the documents that used it keep their rows. */
  delete: {
    method: 'DELETE',
    path: '/agency/:agencyId/catalog-item/:catalogItemId',
    right: 'catalog.delete',
    response: z.null(),
  },
  /**
   * Adds the default catalogue's articles to the agency's (no body): those whose designation an
   * agency article already has are skipped, so importing twice adds nothing.
   */
  import: {
    method: 'POST',
    path: '/agency/:agencyId/catalog/import',
    right: 'catalog.create',
    response: CatalogImportResultSchema,
  },
} as const satisfies CallTable;
