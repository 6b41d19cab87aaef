import { isLockedOfferType, uuidv7, type SubscriptionOffer } from '@portal/contracts';
import { AppError, transaction, type Sql } from '@portal/service-kit';
import { recordPlatformWrite, type PlatformWriteContext } from '../audit/platform-audit.js';
import { findSubscriptionOffer, insertSubscriptionOffer } from './repo.js';
import { rereadSubscriptionOffer } from './save-subscription-offer.js';

/** The copy's name: '<name> (copie)', the name cut so that it stays within 120 characters. */
const copyName = (name: string) => `${name.slice(0, 120 - ' (copie)'.length)} (copie)`;

/**
 * `POST /admin/agency-offer/{id}/duplicate` (02 §4: id, createdAt, sales and turnover dropped): a
 * deactivated copy to edit before offering it. Deleted offers may be copied; a locked type → 409.
 */
export async function duplicateSubscriptionOffer(
  sql: Sql,
  offerId: string,
  context: PlatformWriteContext,
): Promise<SubscriptionOffer> {
  return transaction(sql, context.scope, async (tx) => {
    const source = await findSubscriptionOffer(tx, offerId);
    if (!source) throw new AppError('SUBSCRIPTION_OFFER_NOT_FOUND');
    if (isLockedOfferType(source.type)) throw new AppError('SUBSCRIPTION_OFFER_LOCKED');
    const copy = uuidv7();
    await insertSubscriptionOffer(tx, {
      id: copy,
      name: copyName(source.name),
      description: source.description,
      type: source.type,
      status: 200,
      price: source.price,
      yearlyPrice: source.yearlyPrice,
      includedLicences: source.includedLicences,
      packQuantity: source.packQuantity,
      vatRate: source.vatRate,
    });
    await recordPlatformWrite(tx, context.audit, copy);
    return rereadSubscriptionOffer(tx, copy);
  });
}
