import { isLockedOfferType, uuidv7, type SaveSubscriptionOffer, type SubscriptionOffer } from '@portal/contracts';
import { AppError, transaction, type Sql, type Tx } from '@portal/service-kit';
import { recordPlatformWrite, type PlatformWriteContext } from '../audit/platform-audit.js';
import {
  findSubscriptionOffer,
  insertSubscriptionOffer,
  updateSubscriptionOffer,
  type SubscriptionOfferFields,
} from './repo.js';

const FIELDS = [
  'name',
  'description',
  'type',
  'status',
  'price',
  'yearlyPrice',
  'includedLicences',
  'packQuantity',
  'vatRate',
] as const satisfies readonly (keyof SubscriptionOfferFields)[];
const AMOUNTS: readonly string[] = ['price', 'yearlyPrice'];

/** Whether the form changes nothing (amounts compared as amounts: '9.9' is '9.90'). */
function unchanged(current: SubscriptionOffer, fields: SubscriptionOfferFields): boolean {
  return FIELDS.every((field) =>
    AMOUNTS.includes(field) && current[field] !== null && fields[field] !== null
      ? Number(current[field]) === Number(fields[field])
      : current[field] === fields[field],
  );
}

/** The offer just written, as answered. */
export async function rereadSubscriptionOffer(tx: Tx, id: string): Promise<SubscriptionOffer> {
  const offer = await findSubscriptionOffer(tx, id);
  if (!offer) throw new AppError('SUBSCRIPTION_OFFER_NOT_FOUND');
  return offer;
}

/**
 * `POST /admin/agency-offer` without id: a new offer of a type above 3 (types 1 to 3 are the
 * platform's own, seeded: 409), with its audit line.
 */
export async function createSubscriptionOffer(
  sql: Sql,
  input: SaveSubscriptionOffer,
  context: PlatformWriteContext,
): Promise<SubscriptionOffer> {
  const { id: _id, ...fields } = input;
  if (isLockedOfferType(fields.type)) throw new AppError('SUBSCRIPTION_OFFER_LOCKED');
  return transaction(sql, context.scope, async (tx) => {
    const id = uuidv7();
    await insertSubscriptionOffer(tx, { id, ...fields });
    await recordPlatformWrite(tx, context.audit, id);
    return rereadSubscriptionOffer(tx, id);
  });
}

/**
 * `POST /admin/agency-offer` with id: replaces the offer's fields. Unknown → 404; deleted → 409; its
 * type changed → 409 (a cart line or an invoice reads it); a locked type's status changed → 409;
 * nothing changed → 400 NO_CHANGE. Sales and turnover are never written here.
 */
export async function updateSubscriptionOfferWith(
  sql: Sql,
  offerId: string,
  input: SaveSubscriptionOffer,
  context: PlatformWriteContext,
): Promise<SubscriptionOffer> {
  const { id: _id, ...fields } = input;
  return transaction(sql, context.scope, async (tx) => {
    const current = await findSubscriptionOffer(tx, offerId, { forUpdate: true });
    if (!current) throw new AppError('SUBSCRIPTION_OFFER_NOT_FOUND');
    if (current.status === 300) throw new AppError('SUBSCRIPTION_OFFER_DELETED');
    if (current.type !== fields.type) throw new AppError('SUBSCRIPTION_OFFER_TYPE_FIXED');
    if (isLockedOfferType(current.type) && current.status !== fields.status) {
      throw new AppError('SUBSCRIPTION_OFFER_LOCKED');
    }
    if (unchanged(current, fields)) throw new AppError('NO_CHANGE');
    await updateSubscriptionOffer(tx, offerId, fields);
    await recordPlatformWrite(tx, context.audit, offerId);
    return rereadSubscriptionOffer(tx, offerId);
  });
}
