import { z } from 'zod';
import {
  UnitPriceSchema,
  yearlyPriceOf,
  type SaveSubscriptionOfferInput,
  type SubscriptionOffer,
  type SubscriptionOfferType,
  type VatRate,
} from '@portal/contracts';

/** What the offer form holds: amounts as typed (comma or point). */
export type OfferFormValues = {
  name?: string;
  description?: string;
  type?: SubscriptionOfferType;
  status: 100 | 200;
  price?: string;
  yearlyPrice?: string;
  includedLicences?: number | null;
  packQuantity?: number | null;
  vatRate: VatRate;
};

/** An amount typed the French way ('49,99') as the service reads it ('49.99'). */
export const typedAmount = (typed: string | undefined) => (typed ?? '').trim().replace(',', '.');
const shown = (amount: string | null | undefined) => (amount ?? '').replace('.', ',');

/** The service's own price rule, on the amount as typed. */
export const TypedPriceSchema = z.string().transform(typedAmount).pipe(UnitPriceSchema);

/** 11 × the monthly price as typed, shown the French way; undefined while the price is not one. */
export function typedYearlyPrice(typedMonthly: string | undefined): string | undefined {
  const parsed = TypedPriceSchema.safeParse(typedMonthly ?? '');
  return parsed.success ? shown(yearlyPriceOf(parsed.data)) : undefined;
}

export function formValuesOf(offer: SubscriptionOffer | null): OfferFormValues {
  if (!offer) return { status: 200, vatRate: '20.00', includedLicences: 0, packQuantity: 1 };
  return {
    name: offer.name,
    description: offer.description,
    type: offer.type,
    status: offer.status === 100 ? 100 : 200,
    price: shown(offer.price),
    yearlyPrice: shown(offer.yearlyPrice),
    includedLicences: offer.includedLicences,
    packQuantity: offer.packQuantity || 1,
    vatRate: offer.vatRate,
  };
}

/**
 * The body of the save (the offer's id when editing): the service's schema normalises the fields
 * that do not belong to the category, and fills a subscription's yearly price when left blank.
 */
export function saveBodyOf(values: OfferFormValues, offer: SubscriptionOffer | null): SaveSubscriptionOfferInput {
  const yearly = typedAmount(values.yearlyPrice);
  return {
    ...(offer ? { id: offer.id } : {}),
    name: values.name ?? '',
    description: values.description ?? '',
    type: values.type as SubscriptionOfferType,
    status: values.status,
    price: typedAmount(values.price),
    yearlyPrice: yearly === '' ? null : yearly,
    includedLicences: values.includedLicences ?? 0,
    packQuantity: values.packQuantity ?? 0,
    vatRate: values.vatRate,
  };
}
