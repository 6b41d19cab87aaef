import { DISCOUNT_CALLS, type Discount, type SaveDiscountInput } from '@portal/contracts';
import { callApi, listQueryKey, queryClient } from '@portal/kit';

/** The paged list of discounts and fees (`POST …/fetch/discounts`). */
export const discountListPath = (agencyId: string) => `/agency/${agencyId}/fetch/discounts`;

export async function refreshDiscountLists(agencyId: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: listQueryKey('billing', discountListPath(agencyId)) });
}

/** Creates (no id) or replaces (with id) a discount or fee; the form shows the refusals itself. */
export function saveDiscount(agencyId: string, body: SaveDiscountInput): Promise<Discount> {
  return callApi('billing', `/agency/${agencyId}/discount`, {
    method: 'POST',
    body,
    schema: DISCOUNT_CALLS.save.response,
    notify: false,
  });
}

export async function deleteDiscount(agencyId: string, discountId: string): Promise<void> {
  await callApi('billing', `/agency/${agencyId}/discount/${discountId}`, { method: 'DELETE' });
}
