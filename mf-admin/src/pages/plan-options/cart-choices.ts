import {
  categoryOfOfferType,
  type CartLine,
  type OfferedSubscriptionOffer,
  type PaymentPeriod,
} from '@portal/contracts';

/** What the person has chosen on the screen: a plan, quantities of the other offers, the period. */
export type CartChoices = {
  period: PaymentPeriod;
  /** The plan (a subscription of type 1 or 2) chosen, or none. */
  planId: string | null;
  /** How many of each other offer (licences, packs, articles); 0 or absent: none. */
  quantities: Record<string, number>;
};

/** The offers that are plans (PRO, the website subscription): one is chosen, not counted. */
export const isPlanOffer = (offer: Pick<OfferedSubscriptionOffer, 'type'>) => offer.type === 1 || offer.type === 2;

/** The offers of a kind, in the order billing answers them. */
export function offersOfKind(offers: readonly OfferedSubscriptionOffer[]) {
  return {
    plans: offers.filter(isPlanOffer),
    licences: offers.filter((offer) => categoryOfOfferType(offer.type) === 'subs' && !isPlanOffer(offer)),
    packs: offers.filter((offer) => categoryOfOfferType(offer.type) === 'pack'),
    articles: offers.filter((offer) => categoryOfOfferType(offer.type) === 'article'),
  };
}

/** The cart's lines: the plan once, then every other offer with a quantity. */
export function cartLinesOf(choices: CartChoices): CartLine[] {
  const others = Object.entries(choices.quantities)
    .filter(([, quantity]) => quantity !== 0)
    .map(([offerId, quantity]) => ({ offerId, quantity }));
  return [...(choices.planId ? [{ offerId: choices.planId, quantity: 1 }] : []), ...others];
}
