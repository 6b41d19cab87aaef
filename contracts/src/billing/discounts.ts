import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import { ListRequestSchema } from '../common/paging.js';
import { requiredText } from '../common/validation.js';
import {
  ADJUSTMENT_TYPE_LABELS,
  AdjustmentKindSchema,
  AdjustmentTypeSchema,
  AdjustmentValueSchema,
  adjustmentCents,
  type AdjustmentValue,
} from './pricing.js';

/**
 * The agency's discounts and fees (spec 02 §2 discountList, §9): a discount is a percentage of the
 * total excl. tax or a fixed amount excl. tax; a fee a fixed amount excl. tax or a percentage of the
 * amount excl. tax. Kinds, types, their labels and the value's rules are pricing's.
 */

export const DiscountLabelSchema = requiredText(120);

/** `POST /agency/{id}/discount`: without `id` it creates (catalog.create), with `id` it replaces it (catalog.edit). */
export const SaveDiscountSchema = AdjustmentValueSchema.safeExtend({
  id: IdSchema.optional(),
  label: DiscountLabelSchema,
});
export type SaveDiscount = z.infer<typeof SaveDiscountSchema>;
export type SaveDiscountInput = z.input<typeof SaveDiscountSchema>;

/** A discount or fee as billing answers it (`value` with two decimals: '5.00'). */
export const DiscountSchema = z.object({
  id: IdSchema,
  label: z.string(),
  kind: AdjustmentKindSchema,
  type: AdjustmentTypeSchema,
  value: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Discount = z.infer<typeof DiscountSchema>;

/** The label of a discount's or fee's type: 'Pourcentage du total HT', 'Montant fixe HT'… */
export function discountTypeLabel(discount: Pick<Discount, 'kind' | 'type'>): string {
  return ADJUSTMENT_TYPE_LABELS[discount.kind][discount.type];
}

/**
 * An amount excl. tax (in cents, not negative) once the discount or fee applies: a fee adds its
 * value, a discount takes it off but never below zero. A percentage is rounded half up to the cent.
 */
export function applyAdjustment(amountCents: number, adjustment: Pick<AdjustmentValue, 'kind' | 'type' | 'value'>) {
  const worth = adjustmentCents(adjustment, amountCents);
  return adjustment.kind === 'fee' ? amountCents + worth : Math.max(0, amountCents - worth);
}

// ---- List ---------------------------------------------------------------------------------------

export const DISCOUNT_LIST_ORDER_BY = ['label', 'kind', 'type', 'value', 'createdAt'] as const;
export const DiscountListOrderBySchema = z.enum(DISCOUNT_LIST_ORDER_BY);
export type DiscountListOrderBy = z.infer<typeof DiscountListOrderBySchema>;

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item).max(2)])
    .nullable()
    .optional();

export const DiscountListFiltersSchema = z.strictObject({
  kind: oneOrMany(AdjustmentKindSchema),
  type: oneOrMany(AdjustmentTypeSchema),
});
export type DiscountListFilters = z.infer<typeof DiscountListFiltersSchema>;

/** `POST /agency/{id}/fetch/discounts`: the paging contract; the query searches the label ignoring case and accents. */
export const DiscountListRequestSchema = ListRequestSchema.extend({
  filters: DiscountListFiltersSchema.default({}),
  orderBy: DiscountListOrderBySchema.optional(),
});
export type DiscountListRequest = z.infer<typeof DiscountListRequestSchema>;
