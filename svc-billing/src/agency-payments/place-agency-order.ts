import {
  fr,
  HIDDEN_SUBSCRIPTION_OFFER_TYPES,
  localDateOf,
  priceCart,
  type PaymentItemStatus,
  type PaymentMethodType,
  type SubscriptionCart,
} from '@portal/contracts';
import { AppError, type Tx } from '@portal/service-kit';
import { findAgency } from '../agencies/repo.js';
import { lockSubscriptionOffers } from '../subscription-offers/repo.js';
import { nextAgencyDocumentNumber } from './invoice-numbers.js';
import { insertAgencyInvoice, insertAgencyPayment } from './repo.js';

export type AgencyOrder = {
  agencyId: string;
  cart: SubscriptionCart;
  createdBy: string | null;
  /** The payment opened with the invoice; none when nobody is to be charged (it awaits a cheque). */
  payment: { method: PaymentMethodType; status: PaymentItemStatus } | null;
  /** The paid plan invoice this one renews. */
  renewalOf?: string;
  /** The super admin may sell the types hidden from the agency's cart (the payslips pack). */
  hiddenOffers?: 'refused' | 'allowed';
};

export type PlacedOrder = { invoiceId: string; paymentId: string | null; amount: string; agencyName: string };

/**
 * An agency invoice for the cart, in the caller's transaction (platform scope: the numbering is the
 * platform's): numbered, its lines copied from the offers as they are priced now, with its payment.
 * Only offered offers may be bought: a deactivated, deleted or unknown one — or a hidden one, unless
 * the super admin invoices it — is 404 'Offre introuvable'.
 */
export async function placeAgencyOrder(tx: Tx, order: AgencyOrder): Promise<PlacedOrder> {
  const { cart } = order;
  const agency = await findAgency(tx, order.agencyId);
  if (!agency) throw new AppError('AGENCY_NOT_FOUND');
  const offers = (
    await lockSubscriptionOffers(
      tx,
      cart.lines.map((line) => line.offerId),
    )
  ).filter(
    (offer) =>
      offer.status === 100 &&
      (order.hiddenOffers === 'allowed' || !HIDDEN_SUBSCRIPTION_OFFER_TYPES.includes(offer.type)),
  );
  if (offers.length !== cart.lines.length) throw new AppError('SUBSCRIPTION_OFFER_NOT_FOUND');
  const priced = priceCart(cart, offers);
  if (priced.needsDelivery && cart.deliveryAddress === '') {
    throw new AppError('VALIDATION_FAILED', {
      details: { issues: [{ path: 'deliveryAddress', message: fr.REQUIRED }] },
    });
  }
  // The invoice's day in France, where the platform invoices.
  const date = localDateOf(new Date());
  const invoiceId = await insertAgencyInvoice(tx, {
    agencyId: agency.id,
    agencyName: agency.name,
    number: await nextAgencyDocumentNumber(tx, 'invoice', date),
    date,
    period: cart.period,
    cart: priced,
    deliveryAddress: cart.deliveryAddress,
    deliveryInstructions: cart.deliveryInstructions,
    createdBy: order.createdBy,
    renewalOf: order.renewalOf ?? null,
  });
  const amount = priced.totals.totalInclTax;
  const paymentId = order.payment
    ? await insertAgencyPayment(tx, { invoiceId, agencyId: agency.id, amount, ...order.payment })
    : null;
  return { invoiceId, paymentId, amount, agencyName: agency.name };
}
