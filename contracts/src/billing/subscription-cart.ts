import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import type { Money } from '../common/money.js';
import { fr } from '../messages/fr.js';
import { documentTotals, type DocumentTotals } from './document-totals.js';
import {
  categoryOfOfferType,
  PAYMENT_PERIODS,
  type OfferedSubscriptionOffer,
  type PaymentPeriod,
  type SubscriptionOfferType,
} from './subscription-offers.js';

/**
 * The agency's cart (agencySubscription/plan_options, 02 §2, §7 `POST subscription/cart`): offers
 * and quantities, paid monthly or yearly, with where to deliver the articles. The same schema checks
 * the screen's form and the service's input; the same function prices it on both sides.
 */

/** At most this many of one offer in a cart (licences included). */
export const CART_MAX_QUANTITY = 500;
/** At most this many lines in a cart. */
export const CART_MAX_LINES = 20;

export const CartLineSchema = z.strictObject({
  offerId: IdSchema,
  quantity: z
    .int({ message: fr.POSITIVE_INTEGER_ONLY })
    .min(1, { message: fr.POSITIVE_INTEGER_ONLY })
    .max(CART_MAX_QUANTITY, { message: `Au plus ${CART_MAX_QUANTITY}` }),
});
export type CartLine = z.infer<typeof CartLineSchema>;

const CartFieldsSchema = z.strictObject({
  lines: z.array(CartLineSchema).min(1, { message: 'Le panier est vide' }).max(CART_MAX_LINES),
  period: z.enum(PAYMENT_PERIODS, { message: fr.REQUIRED }),
  deliveryAddress: z.string().trim().max(500).default(''),
  deliveryInstructions: z.string().trim().max(500).default(''),
});
const offersAreDistinct = (cart: { lines: CartLine[] }) =>
  new Set(cart.lines.map((line) => line.offerId)).size === cart.lines.length;
const DISTINCT_OFFERS = { message: 'Une offre ne peut figurer qu’une fois dans le panier', path: ['lines'] };

export const SubscriptionCartSchema = CartFieldsSchema.refine(offersAreDistinct, DISTINCT_OFFERS);
export type SubscriptionCart = z.infer<typeof SubscriptionCartSchema>;
export type SubscriptionCartInput = z.input<typeof SubscriptionCartSchema>;

/** How the agency pays its cart: by card (3-D Secure on screen), or debited on its default SEPA mandate. */
export const CART_PAYMENT_METHODS = ['CARD', 'SEPA'] as const;

/** `POST subscription/cart`'s body: the cart and how it is paid (by card unless told). */
export const CartCheckoutRequestSchema = CartFieldsSchema.extend({
  paymentMethod: z.enum(CART_PAYMENT_METHODS, { message: fr.INVALID_TYPE }).default('CARD'),
}).refine(offersAreDistinct, DISTINCT_OFFERS);
export type CartCheckoutRequest = z.infer<typeof CartCheckoutRequestSchema>;
export type CartCheckoutRequestInput = z.input<typeof CartCheckoutRequestSchema>;

/** The offer's fields a cart line is priced from (copied onto the agency invoice). */
export type CartOffer = Pick<
  OfferedSubscriptionOffer,
  'id' | 'name' | 'type' | 'price' | 'yearlyPrice' | 'vatRate' | 'includedLicences' | 'packQuantity'
>;

/** One priced line: the unit price of the chosen period, and what it grants. */
export type PricedCartLine = {
  offer: CartOffer;
  quantity: number;
  unitPrice: Money;
  /** Licences this line grants (a subscription's included licences × quantity). */
  licences: number;
  /** Units this line's packs give (pack quantity × quantity). */
  packUnits: number;
};

export type PricedCart = { lines: PricedCartLine[]; totals: DocumentTotals; needsDelivery: boolean };

/** The unit price of an offer for a period: a subscription's yearly price when paid yearly. */
export function cartUnitPrice(offer: CartOffer, period: PaymentPeriod): Money {
  return period === 'yearly' && offer.yearlyPrice !== null ? offer.yearlyPrice : offer.price;
}

const isSubscription = (type: SubscriptionOfferType) => categoryOfOfferType(type) === 'subs';

/** Prices a cart from the offers it names (each line's offer must be among them). */
export function priceCart(cart: Pick<SubscriptionCart, 'lines' | 'period'>, offers: readonly CartOffer[]): PricedCart {
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  const lines = cart.lines.flatMap((line): PricedCartLine[] => {
    const offer = byId.get(line.offerId);
    if (!offer) return [];
    return [
      {
        offer,
        quantity: line.quantity,
        unitPrice: cartUnitPrice(offer, cart.period),
        licences: isSubscription(offer.type) ? offer.includedLicences * line.quantity : 0,
        packUnits: offer.packQuantity * line.quantity,
      },
    ];
  });
  const totals = documentTotals(
    lines.map((line) => ({
      header: false,
      quantity: String(line.quantity),
      unitPrice: line.unitPrice,
      vatRate: line.offer.vatRate,
    })),
    [],
  );
  return { lines, totals, needsDelivery: lines.some((line) => categoryOfOfferType(line.offer.type) === 'article') };
}
