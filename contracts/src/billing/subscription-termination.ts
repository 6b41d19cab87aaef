import { z } from 'zod';
import { fr } from '../messages/fr.js';
import { PAYMENT_PERIODS, SubscriptionOfferTypeSchema, type SubscriptionOfferType } from './subscription-offers.js';

/**
 * The agency's running plan and its termination (résiliation, 02 §9): the PRO offer has no
 * commitment and ends with the paid period running when it is terminated; another plan is committed
 * for SUBSCRIPTION_COMMITMENT_MONTHS from its first payment and ends, after SUBSCRIPTION_NOTICE_MONTHS'
 * notice, with the first paid period to end once both have passed. Until then it is renewed as usual;
 * after, it is not, and the agency's access ends with its last period.
 */

export const SubscriptionTerminationSchema = z.object({
  /** When the agency asked for it (ISO). */
  requestedAt: z.string(),
  /** When the subscription ends: the end of its last paid period (ISO). */
  effectiveAt: z.string(),
});
export type SubscriptionTermination = z.infer<typeof SubscriptionTerminationSchema>;

export const RunningPlanSchema = z.object({
  name: z.string(),
  offerType: SubscriptionOfferTypeSchema,
  period: z.enum(PAYMENT_PERIODS),
  /** The end of the period paid so far (ISO). */
  periodEnd: z.string(),
  /** The end of the commitment (ISO); null for a plan without commitment (PRO). */
  committedUntil: z.string().nullable(),
  /** When the subscription would end if terminated now (ISO). */
  endsIfTerminatedNow: z.string(),
  termination: SubscriptionTerminationSchema.nullable(),
});
export type RunningPlan = z.infer<typeof RunningPlanSchema>;

/** `GET subscriptions`: the plan running (null when no paid period runs: trial, lapsed). */
export const AgencyPlanStateSchema = z.object({ plan: RunningPlanSchema.nullable() });
export type AgencyPlanState = z.infer<typeof AgencyPlanStateSchema>;

/** `PATCH plan`: terminate the running plan, or withdraw a termination not yet effective. */
export const PlanChangeRequestSchema = z
  .object({ termination: z.enum(['requested', 'withdrawn'], { message: fr.REQUIRED }) })
  .strict();
export type PlanChangeRequest = z.infer<typeof PlanChangeRequestSchema>;

/** The plans without commitment: the PRO offer (02 §9). The others are committed. */
export const UNCOMMITTED_PLAN_OFFER_TYPES: readonly SubscriptionOfferType[] = [1];
