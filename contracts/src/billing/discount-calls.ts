import { z } from 'zod';
import type { CallTable } from '../common/calls.js';
import { listResponseSchema } from '../common/paging.js';
import { DiscountListRequestSchema, DiscountSchema, SaveDiscountSchema } from './discounts.js';

/**
 * The agency's discounts and fees (discountList, spec 02 §2) on billing, under the `catalog` rights.
 * A discount of another agency, or an unknown one: 404 'Remise introuvable'. Agency staff only.
 */
export const DISCOUNT_CALLS = {
  /** One page of discounts and fees; searches the label ignoring case and accents. */
  list: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/discounts',
    right: 'catalog.list',
    body: DiscountListRequestSchema,
    response: listResponseSchema(DiscountSchema),
  },
  /** Without `id`: creates (201). Nothing changed on an edit → 400 NO_CHANGE. */
  save: {
    method: 'POST',
    path: '/agency/:agencyId/discount',
    right: 'catalog.create',
    body: SaveDiscountSchema,
    response: DiscountSchema,
  },
  /** The same call with `id`: edits (200). The route checks the right matching the body. */
  update: {
    method: 'POST',
    path: '/agency/:agencyId/discount',
    right: 'catalog.edit',
    body: SaveDiscountSchema,
    response: DiscountSchema,
  },
  /** Removes the discount or fee (204). */
  delete: {
    method: 'DELETE',
    path: '/agency/:agencyId/discount/:discountId',
    right: 'catalog.delete',
    response: z.null(),
  },
} as const satisfies CallTable;
