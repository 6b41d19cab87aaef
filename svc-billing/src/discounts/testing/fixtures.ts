import { expect } from 'vitest';
import { DiscountSchema, type AccessClaims, type Discount, type SaveDiscountInput } from '@portal/contracts';
import type { BillingHarness } from '../../testing/harness.js';

/** Test support for the discount routes (not a test file). */

export const discountPath = (agencyId: string) => `/agency/${agencyId}/discount`;
export const discountListPath = (agencyId: string) => `/agency/${agencyId}/fetch/discounts`;

/** Saves through the route with an owner's token (or the claims given) and answers the discount. */
export async function saveDiscount(
  h: BillingHarness,
  agencyId: string,
  body: SaveDiscountInput,
  claims: Partial<AccessClaims> = {},
): Promise<Discount> {
  const answer = await h.request('POST', discountPath(agencyId), {
    token: await h.tokenFor(agencyId, claims),
    json: body,
  });
  expect([answer.status, answer.error]).toEqual([body.id ? 200 : 201, null]);
  return DiscountSchema.parse(answer.body);
}

export const loyalty: SaveDiscountInput = { label: 'Remise fidélité', kind: 'discount', type: 'percent', value: '5' };
export const travel: SaveDiscountInput = { label: 'Frais de déplacement', kind: 'fee', type: 'amount', value: '35' };
