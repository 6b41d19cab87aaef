import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import { centsToMoney, moneyToCents, type Money } from '../common/money.js';
import { ListRequestSchema } from '../common/paging.js';
import { requiredText } from '../common/validation.js';
import { fr } from '../messages/fr.js';
import { UnitPriceSchema, VatRateSchema } from './pricing.js';

/**
 * What the platform sells to agencies (spec 02 §2 agencySubscriptionOffers, §3 Agency subscription
 * offer, §4 Subscription offers, §9): subscriptions, packs and articles. Billing owns them; the
 * super admin manages them; an agency's cart (plan_options) offers the active ones that are not
 * hidden. An offer holds what a cart line needs: its price excl. tax, yearly price, VAT rate, the
 * licences it grants and, for a pack, how many records, signatures or payslips it gives.
 */

// ---- Business constants (02 §9) -----------------------------------------------------------------

/** The PRO offer: 49,99 € HT a month with 5 licences, no commitment, paid monthly. */
export const PRO_OFFER_MONTHLY_PRICE: Money = '49.99';
export const PRO_OFFER_LICENCES = 5;
/** One more user licence, per month excl. tax. */
export const LICENCE_MONTHLY_PRICE: Money = '9.99';
/** One electronic signature, excl. tax. */
export const SIGNATURE_UNIT_PRICE: Money = '0.99';
/** One collaborator record (fiche collaborateur), excl. tax: the default unit price. */
export const COLLABORATOR_RECORD_UNIT_PRICE: Money = '1.50';
/** The daily price of a subscription is its monthly price divided by this, rounded up to the cent. */
export const DAILY_PRICE_DIVISOR = 20;
/** The yearly price of a subscription is this many monthly prices (a month offered). */
export const YEARLY_PRICE_MONTHS = 11;
/** An agency subscription other than PRO: 12 months' commitment, 2 months' notice. */
export const SUBSCRIPTION_COMMITMENT_MONTHS = 12;
export const SUBSCRIPTION_NOTICE_MONTHS = 2;
/** How an agency subscription is paid. */
export const PAYMENT_PERIODS = ['monthly', 'yearly'] as const;
export type PaymentPeriod = (typeof PAYMENT_PERIODS)[number];
export const PAYMENT_PERIOD_LABELS: Record<PaymentPeriod, string> = { monthly: 'Mensuel', yearly: 'Annuel' };

/** The daily price of a monthly price: ÷ 20, rounded up to the cent ('49.99' → '2.50'). */
export function dailyPriceOf(monthly: Money): Money {
  return centsToMoney(Math.ceil(moneyToCents(monthly) / DAILY_PRICE_DIVISOR));
}

/** The yearly price of a monthly price: 11 months, two decimals ('49.99' → '549.89'). */
export function yearlyPriceOf(monthly: Money): Money {
  return centsToMoney(moneyToCents(monthly) * YEARLY_PRICE_MONTHS);
}

// ---- Types, categories and statuses (02 §4) ----------------------------------------------------

export const SUBSCRIPTION_OFFER_TYPES = [1, 2, 3, 100, 200, 210, 220, 300] as const;
export type SubscriptionOfferType = (typeof SUBSCRIPTION_OFFER_TYPES)[number];
export const SubscriptionOfferTypeSchema = z.literal(SUBSCRIPTION_OFFER_TYPES, { message: fr.REQUIRED });
export const SUBSCRIPTION_OFFER_TYPE_LABELS: Record<SubscriptionOfferType, string> = {
  1: 'Abonnement non modifiable',
  2: 'Abonnement mensuel site web professionnel non modifiable',
  3: 'Article non modifiable',
  100: 'Abonnement licences utilisateurs',
  200: 'Pack Fiches collaborateurs',
  210: 'Pack Signatures électroniques',
  220: 'Pack Bulletins de paie',
  300: 'Article',
};

/**
 * Types 1 to 3 are the platform's own offers ('non modifiable'): they are neither activated,
 * deactivated, deleted nor duplicated (02 §4: toggle and delete only above 3), nor created through
 * the admin screen — the seed holds them. Their name, description and prices may still be edited.
 */
export const isLockedOfferType = (type: SubscriptionOfferType): boolean => type <= 3;

/** Offers of these types are never shown to agencies (02 §4: 'Pack Bulletins de paie' hidden). */
/** The plans (PRO, the website subscription): paying one opens a period, renewed when it ends. */
export const PLAN_OFFER_TYPES: readonly SubscriptionOfferType[] = [1, 2];
/** Licences bought beside a plan: renewed with it. */
export const LICENCE_OFFER_TYPE: SubscriptionOfferType = 100;
export const HIDDEN_SUBSCRIPTION_OFFER_TYPES: readonly SubscriptionOfferType[] = [220];

export const SUBSCRIPTION_OFFER_CATEGORIES = ['subs', 'pack', 'article'] as const;
export type SubscriptionOfferCategory = (typeof SUBSCRIPTION_OFFER_CATEGORIES)[number];
export const SubscriptionOfferCategorySchema = z.enum(SUBSCRIPTION_OFFER_CATEGORIES);
export const SUBSCRIPTION_OFFER_CATEGORY_LABELS: Record<SubscriptionOfferCategory, string> = {
  subs: 'Abonnement',
  pack: 'Pack',
  article: 'Article',
};

const CATEGORY_OF_TYPE: Record<SubscriptionOfferType, SubscriptionOfferCategory> = {
  1: 'subs',
  2: 'subs',
  100: 'subs',
  200: 'pack',
  210: 'pack',
  220: 'pack',
  3: 'article',
  300: 'article',
};
/** The category follows from the type: subscriptions 1, 2, 100; packs 200, 210, 220; articles 3, 300. */
export const categoryOfOfferType = (type: SubscriptionOfferType): SubscriptionOfferCategory => CATEGORY_OF_TYPE[type];
export const offerTypesOfCategory = (category: SubscriptionOfferCategory): SubscriptionOfferType[] =>
  SUBSCRIPTION_OFFER_TYPES.filter((type) => CATEGORY_OF_TYPE[type] === category);

/** What one unit of a pack is, for '10 signatures' (singular, plural). */
export const PACK_UNIT_LABELS: Partial<Record<SubscriptionOfferType, readonly [string, string]>> = {
  200: ['fiche collaborateur', 'fiches collaborateurs'],
  210: ['signature électronique', 'signatures électroniques'],
  220: ['bulletin de paie', 'bulletins de paie'],
};

export const SUBSCRIPTION_OFFER_STATUSES = [100, 200, 300] as const;
export type SubscriptionOfferStatus = (typeof SUBSCRIPTION_OFFER_STATUSES)[number];
export const SubscriptionOfferStatusSchema = z.literal(SUBSCRIPTION_OFFER_STATUSES, { message: fr.INVALID_FORMAT });
export const SUBSCRIPTION_OFFER_STATUS_LABELS: Record<SubscriptionOfferStatus, string> = {
  100: 'Activée',
  200: 'Désactivée',
  300: 'Supprimée',
};
/**
 * A new offer starts deactivated (02 §4: a constant the spec does not show): agencies see it once
 * the super admin activates it. A deleted offer (300) stays for the invoices that sold it, read-only.
 */
export const DEFAULT_SUBSCRIPTION_OFFER_STATUS: SubscriptionOfferStatus = 200;
/** The list's status filter when none is chosen (02 §9): activated and deactivated. */
export const DEFAULT_SUBSCRIPTION_OFFER_STATUS_FILTER: SubscriptionOfferStatus[] = [100, 200];

// ---- Field rules shared by the form and the service ---------------------------------------------

export const SubscriptionOfferNameSchema = requiredText(120);
export const SubscriptionOfferDescriptionSchema = z.string().trim().max(2000);
export const OfferLicencesSchema = z
  .int({ message: fr.POSITIVE_INTEGER_ONLY })
  .min(0, { message: fr.POSITIVE_INTEGER_ONLY })
  .max(10_000, { message: fr.INVALID_FORMAT });
export const PackQuantitySchema = z
  .int({ message: fr.POSITIVE_INTEGER_ONLY })
  .min(1, { message: fr.SUBSCRIPTION_OFFER_PACK_QUANTITY })
  .max(100_000, { message: fr.INVALID_FORMAT });

// ---- Offer --------------------------------------------------------------------------------------

/**
 * `POST /admin/agency-offer`: without `id` it creates, with `id` it replaces the offer's fields.
 * `price` is excl. tax: monthly for a subscription, one pack's for a pack (`packQuantity` units),
 * one article's for an article. Fields that do not belong to the category are normalised away: a
 * subscription's `yearlyPrice` defaults to 11 × its price, others have none; licences are a
 * subscription's, the pack quantity a pack's (at least 1).
 */
export const SaveSubscriptionOfferSchema = z
  .strictObject({
    id: IdSchema.optional(),
    name: SubscriptionOfferNameSchema,
    description: SubscriptionOfferDescriptionSchema.default(''),
    type: SubscriptionOfferTypeSchema,
    status: z.literal([100, 200], { message: fr.INVALID_FORMAT }).default(DEFAULT_SUBSCRIPTION_OFFER_STATUS),
    price: UnitPriceSchema,
    yearlyPrice: UnitPriceSchema.nullable().optional(),
    includedLicences: OfferLicencesSchema.default(0),
    packQuantity: z.int({ message: fr.POSITIVE_INTEGER_ONLY }).min(0).max(100_000).default(0),
    vatRate: VatRateSchema.default('20.00'),
  })
  .superRefine((offer, ctx) => {
    if (categoryOfOfferType(offer.type) === 'pack' && offer.packQuantity < 1) {
      ctx.addIssue({ code: 'custom', path: ['packQuantity'], message: fr.SUBSCRIPTION_OFFER_PACK_QUANTITY });
    }
  })
  .transform((offer) => {
    const category = categoryOfOfferType(offer.type);
    return {
      ...offer,
      yearlyPrice: category === 'subs' ? (offer.yearlyPrice ?? yearlyPriceOf(offer.price)) : null,
      includedLicences: category === 'subs' ? offer.includedLicences : 0,
      packQuantity: category === 'pack' ? offer.packQuantity : 0,
    };
  });
export type SaveSubscriptionOffer = z.infer<typeof SaveSubscriptionOfferSchema>;
export type SaveSubscriptionOfferInput = z.input<typeof SaveSubscriptionOfferSchema>;

/** An offer as the platform sees it. */
export const SubscriptionOfferSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.string(),
  type: SubscriptionOfferTypeSchema,
  category: SubscriptionOfferCategorySchema,
  status: SubscriptionOfferStatusSchema,
  price: z.string(),
  /** A subscription's yearly price; null for packs and articles. */
  yearlyPrice: z.string().nullable(),
  /** Licences a subscription grants (PRO 5, the licence offer 1); 0 otherwise. */
  includedLicences: z.int(),
  /** Units a pack gives (records, signatures, payslips); 0 otherwise. */
  packQuantity: z.int(),
  vatRate: VatRateSchema,
  /**
   * Sales (units) and turnover excl. tax, moved in the transaction that settles a paid agency invoice
   * (svc-billing `announce-payment.ts`).
   */
  numberOfSales: z.int(),
  turnover: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SubscriptionOffer = z.infer<typeof SubscriptionOfferSchema>;

/** An offer as an agency's cart reads it: active, not hidden, without the platform's figures. */
export const OfferedSubscriptionOfferSchema = SubscriptionOfferSchema.omit({
  status: true,
  numberOfSales: true,
  turnover: true,
  createdAt: true,
  updatedAt: true,
});
export type OfferedSubscriptionOffer = z.infer<typeof OfferedSubscriptionOfferSchema>;

// ---- Status changes -----------------------------------------------------------------------------

/** At most this many offers per status change (the largest page). */
export const SUBSCRIPTION_OFFER_STATUS_MAX_IDS = 250;

/**
 * `POST /admin/agency-offers/status`: the multi-select's 'Activer', 'Désactiver', 'Supprimer'
 * (300). Offers already in that status, deleted ones and those of a locked type (1 to 3) are skipped.
 */
export const ChangeSubscriptionOffersStatusSchema = z.strictObject({
  ids: z.array(IdSchema).min(1).max(SUBSCRIPTION_OFFER_STATUS_MAX_IDS),
  status: SubscriptionOfferStatusSchema,
});
export type ChangeSubscriptionOffersStatus = z.infer<typeof ChangeSubscriptionOffersStatusSchema>;
export const SubscriptionOffersStatusResultSchema = z.object({
  changed: z.int().min(0),
  skipped: z.int().min(0),
});
export type SubscriptionOffersStatusResult = z.infer<typeof SubscriptionOffersStatusResultSchema>;

/** Whether a status change moves the offer, or skips it (already there, deleted, or locked type). */
export function offerStatusChange(
  offer: Pick<SubscriptionOffer, 'type' | 'status'>,
  status: SubscriptionOfferStatus,
): 'change' | 'already' | 'locked' {
  if (offer.status === status) return 'already';
  if (isLockedOfferType(offer.type) || offer.status === 300) return 'locked';
  return 'change';
}

// ---- List ---------------------------------------------------------------------------------------

export const SUBSCRIPTION_OFFER_LIST_ORDER_BY = [
  'name',
  'type',
  'price',
  'status',
  'numberOfSales',
  'turnover',
  'createdAt',
] as const;
export const SubscriptionOfferListOrderBySchema = z.enum(SUBSCRIPTION_OFFER_LIST_ORDER_BY);
export type SubscriptionOfferListOrderBy = z.infer<typeof SubscriptionOfferListOrderBySchema>;

/** Filters of the list; each a list of values. Without `status`, activated and deactivated offers. */
export const SubscriptionOfferListFiltersSchema = z.strictObject({
  type: z.array(SubscriptionOfferTypeSchema).max(SUBSCRIPTION_OFFER_TYPES.length).nullable().optional(),
  category: z.array(SubscriptionOfferCategorySchema).max(3).nullable().optional(),
  status: z.array(SubscriptionOfferStatusSchema).max(3).nullable().optional(),
});
export type SubscriptionOfferListFilters = z.infer<typeof SubscriptionOfferListFiltersSchema>;

/**
 * `POST /admin/agency-offers`: the paging contract (25 a page); without `orderBy`, the newest first
 * (02 §9); the query searches the name and the description ignoring case and accents.
 */
export const SubscriptionOfferListRequestSchema = ListRequestSchema.extend({
  filters: SubscriptionOfferListFiltersSchema.default({}),
  orderBy: SubscriptionOfferListOrderBySchema.optional(),
});
export type SubscriptionOfferListRequest = z.infer<typeof SubscriptionOfferListRequestSchema>;
