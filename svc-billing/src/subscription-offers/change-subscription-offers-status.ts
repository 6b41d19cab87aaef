import {
  isLockedOfferType,
  offerStatusChange,
  type ChangeSubscriptionOffersStatus,
  type SubscriptionOffersStatusResult,
} from '@portal/contracts';
import { AppError, transaction, type Sql } from '@portal/service-kit';
import { recordPlatformWrite, type PlatformWriteContext } from '../audit/platform-audit.js';
import { lockSubscriptionOffers, setSubscriptionOffersStatus } from './repo.js';

/**
 * `POST /admin/agency-offers/status`: moves the offers to the status; those already in it, deleted
 * ones and those of a locked type (1 to 3) are skipped and counted. An id that names no offer → 404
 * and nothing changes. Asked for one offer alone, a locked type or a deleted offer is refused (409)
 * rather than skipped. One audit line per offer changed.
 */
export async function changeSubscriptionOffersStatus(
  sql: Sql,
  input: ChangeSubscriptionOffersStatus,
  context: PlatformWriteContext,
): Promise<SubscriptionOffersStatusResult> {
  const ids = [...new Set(input.ids)];
  return transaction(sql, context.scope, async (tx) => {
    const offers = await lockSubscriptionOffers(tx, ids);
    if (offers.length < ids.length) throw new AppError('SUBSCRIPTION_OFFER_NOT_FOUND');
    const verdicts = offers.map((offer) => ({ offer, verdict: offerStatusChange(offer, input.status) }));
    const [only] = verdicts;
    if (verdicts.length === 1 && only?.verdict === 'locked') {
      throw new AppError(
        isLockedOfferType(only.offer.type) ? 'SUBSCRIPTION_OFFER_LOCKED' : 'SUBSCRIPTION_OFFER_DELETED',
      );
    }
    const changed = verdicts.filter((entry) => entry.verdict === 'change').map((entry) => entry.offer.id);
    await setSubscriptionOffersStatus(tx, changed, input.status);
    for (const id of changed) await recordPlatformWrite(tx, context.audit, id);
    return { changed: changed.length, skipped: ids.length - changed.length };
  });
}

/**
 * `DELETE /admin/agency-offer/{id}`: the offer is marked deleted (300) and stays for the invoices
 * that sold it. A locked type → 409; an offer already deleted → nothing to do (204 all the same).
 */
export async function deleteSubscriptionOffer(sql: Sql, offerId: string, context: PlatformWriteContext): Promise<void> {
  await changeSubscriptionOffersStatus(sql, { ids: [offerId], status: 300 }, context);
}
