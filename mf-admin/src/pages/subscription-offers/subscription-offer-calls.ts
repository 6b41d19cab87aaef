import {
  SUBSCRIPTION_OFFER_ADMIN_CALLS,
  type SaveSubscriptionOfferInput,
  type SubscriptionOffer,
  type SubscriptionOfferStatus,
  type SubscriptionOffersStatusResult,
} from '@portal/contracts';
import { callApi, listQueryKey, queryClient } from '@portal/kit';

const { list, save, changeStatus, duplicate } = SUBSCRIPTION_OFFER_ADMIN_CALLS;

/** The paged list of offers (`POST /admin/agency-offers` on billing). */
export const OFFER_LIST_PATH = list.path;

/** Every open list of offers reloads. */
export async function refreshOfferLists(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: listQueryKey('billing', OFFER_LIST_PATH) });
}

/** Creates (no id) or replaces (with id) an offer; the form shows the refusals itself. */
export function saveSubscriptionOffer(body: SaveSubscriptionOfferInput): Promise<SubscriptionOffer> {
  return callApi('billing', save.path, { method: 'POST', body, schema: save.response, notify: false });
}

export function changeOffersStatus(
  ids: string[],
  status: SubscriptionOfferStatus,
): Promise<SubscriptionOffersStatusResult> {
  return callApi('billing', changeStatus.path, {
    method: 'POST',
    body: { ids, status },
    schema: changeStatus.response,
  });
}

export function duplicateSubscriptionOffer(offerId: string): Promise<SubscriptionOffer> {
  return callApi('billing', duplicate.path.replace(':offerId', offerId), {
    method: 'POST',
    schema: duplicate.response,
  });
}

export async function deleteSubscriptionOffer(offerId: string): Promise<void> {
  await callApi('billing', `/admin/agency-offer/${offerId}`, { method: 'DELETE' });
}
