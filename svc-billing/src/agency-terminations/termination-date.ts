import {
  addMonths,
  SUBSCRIPTION_COMMITMENT_MONTHS,
  SUBSCRIPTION_NOTICE_MONTHS,
  UNCOMMITTED_PLAN_OFFER_TYPES,
} from '@portal/contracts';
import type { LastPlan } from '../agency-renewals/paid-plans.js';

type Plan = Pick<LastPlan, 'offerType' | 'period' | 'periodEnd' | 'firstPaidAt'>;

/** The end of the plan's commitment (02 §9), or null for a plan without (PRO). */
export function commitmentEnd(plan: Plan): Date | null {
  if (UNCOMMITTED_PLAN_OFFER_TYPES.includes(plan.offerType)) return null;
  return addMonths(plan.firstPaidAt, SUBSCRIPTION_COMMITMENT_MONTHS);
}

/**
 * When the plan ends if terminated at `now`: always at the end of a paid period — the one running
 * (or the next, when its renewal is already invoiced) for a plan without commitment; for a committed
 * plan, the first period end once the commitment has run out and the notice has passed.
 */
export function terminationEffectiveAt(plan: Plan, now: Date, renewalInvoiced: boolean): Date {
  const committedUntil = commitmentEnd(plan);
  const notBefore = committedUntil
    ? new Date(Math.max(committedUntil.getTime(), addMonths(now, SUBSCRIPTION_NOTICE_MONTHS).getTime()))
    : now;
  const months = plan.period === 'yearly' ? 12 : 1;
  // Counted from the period's end each time (31 January + 1, + 2 months…), not month after month.
  let periods = renewalInvoiced ? 1 : 0;
  while (addMonths(plan.periodEnd, periods * months) < notBefore) periods += 1;
  return addMonths(plan.periodEnd, periods * months);
}
