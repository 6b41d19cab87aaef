import { paidPeriodEnd, PLAN_OFFER_TYPES, type PaymentPeriod, type SubscriptionOfferType } from '@portal/contracts';
import type { Tx } from '@portal/service-kit';

/** A paid agency invoice holding a plan: it opened (or extended) the agency's paid period. */
export type PaidPlan = {
  invoiceId: string;
  agencyId: string;
  period: PaymentPeriod;
  paidAt: Date;
  planOfferId: string;
  offerType: SubscriptionOfferType;
  name: string;
};

/** An agency's last paid plan, the end of the period its paid plans add up to, and since when it runs. */
export type LastPlan = PaidPlan & {
  periodEnd: Date;
  /** The first payment of this plan in the agency's unbroken run of it: where a commitment starts. */
  firstPaidAt: Date;
};

/** The paid plans, oldest first: every agency's (the renewal job) or one agency's. */
export async function paidPlans(tx: Tx, agencyId?: string): Promise<PaidPlan[]> {
  return tx<PaidPlan[]>`
    select i.id as invoice_id, i.agency_id, i.period, i.paid_at, l.offer_id as plan_offer_id, l.offer_type,
           l.designation as name
      from agency_invoices i
      join agency_invoice_lines l on l.invoice_id = i.id and l.offer_type = any(${[...PLAN_OFFER_TYPES]}::smallint[])
     where i.status = 200 and i.paid_at is not null and l.offer_id is not null
       ${agencyId ? tx`and i.agency_id = ${agencyId}` : tx``}
     order by i.agency_id, i.paid_at, i.id`;
}

/** Each agency's last paid plan and the end of the period its paid plans add up to (as identity grants it). */
export function lastPlans(plans: readonly PaidPlan[]): LastPlan[] {
  const byAgency = new Map<string, LastPlan>();
  for (const plan of plans) {
    const previous = byAgency.get(plan.agencyId);
    const periodEnd = paidPeriodEnd(previous?.periodEnd ?? null, plan.paidAt, plan.period);
    // The same plan paid again before its period ran out continues the run; anything else starts one.
    const continues = previous && previous.planOfferId === plan.planOfferId && previous.periodEnd >= plan.paidAt;
    byAgency.set(plan.agencyId, { ...plan, periodEnd, firstPaidAt: continues ? previous.firstPaidAt : plan.paidAt });
  }
  return [...byAgency.values()];
}
