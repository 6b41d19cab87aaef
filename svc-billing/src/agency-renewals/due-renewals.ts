import { LICENCE_OFFER_TYPE } from '@portal/contracts';
import type { Tx } from '@portal/service-kit';
import { lastPlans, paidPlans, type LastPlan, type PaidPlan } from './paid-plans.js';

/** A plan whose period ends now, to invoice again: the same plan and the licences held with it. */
export type DueRenewal = LastPlan & {
  licences: { offerId: string; quantity: number } | null;
};

/** A period that ended more than this long ago is not renewed: the agency let it lapse. */
const LAPSED_AFTER_MS = 7 * 24 * 3600 * 1000;
/** The renewal is invoiced this long before the period ends, so that the payment is in on time. */
const AHEAD_MS = 24 * 3600 * 1000;

/** The licences paid with the plan and after it (identity adds them up the same way), and their offer. */
async function licencesHeld(tx: Tx, plan: PaidPlan): Promise<DueRenewal['licences']> {
  const [row] = await tx<{ offerId: string | null; quantity: number }[]>`
    select (array_agg(l.offer_id order by i.paid_at desc, l.position))[1] as offer_id,
           coalesce(sum(l.quantity), 0)::int as quantity
      from agency_invoices i join agency_invoice_lines l on l.invoice_id = i.id
     where i.agency_id = ${plan.agencyId} and i.status = 200 and i.paid_at >= ${plan.paidAt}
       and l.offer_type = ${LICENCE_OFFER_TYPE}`;
  return row?.offerId && row.quantity > 0 ? { offerId: row.offerId, quantity: row.quantity } : null;
}

/**
 * The plans to renew at `now`: each agency's last paid plan whose period ends within a day (or ended
 * less than a week ago: a job missed), not renewed yet (`renewal_of`).
 */
export async function dueRenewals(tx: Tx, now: Date): Promise<DueRenewal[]> {
  const due = lastPlans(await paidPlans(tx)).filter(
    (plan) =>
      plan.periodEnd.getTime() - now.getTime() <= AHEAD_MS &&
      now.getTime() - plan.periodEnd.getTime() < LAPSED_AFTER_MS,
  );
  if (due.length === 0) return [];
  const renewed = await tx<{ renewalOf: string }[]>`
    select renewal_of from agency_invoices where renewal_of = any(${due.map((plan) => plan.invoiceId)}::uuid[])`;
  const renewedIds = new Set(renewed.map((row) => row.renewalOf));
  // A plan terminated ends with the period that ends at its termination's date: not renewed past it.
  const terminated = await tx<{ agencyId: string; effectiveAt: Date }[]>`
    select agency_id, effective_at from agency_terminations
     where agency_id = any(${due.map((plan) => plan.agencyId)}::uuid[])`;
  const endOf = new Map(terminated.map((row) => [row.agencyId, row.effectiveAt.getTime()]));
  const renewals: DueRenewal[] = [];
  const stillRunning = (plan: LastPlan) => (endOf.get(plan.agencyId) ?? Infinity) > plan.periodEnd.getTime();
  for (const plan of due.filter((candidate) => !renewedIds.has(candidate.invoiceId) && stillRunning(candidate))) {
    renewals.push({ ...plan, licences: await licencesHeld(tx, plan) });
  }
  return renewals;
}
