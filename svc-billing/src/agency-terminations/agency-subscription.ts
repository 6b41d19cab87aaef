import type { AgencyPlanState, PlanChangeRequest } from '@portal/contracts';
import { AppError, transaction, type Scope, type Sql, type Tx, type WriteContext } from '@portal/service-kit';
import { queueTerminationMail } from '../agency-mails/repo.js';
import { lastPlans, paidPlans, type LastPlan } from '../agency-renewals/paid-plans.js';
import { deleteTermination, findTermination, insertTermination, renewalInvoiced, type TerminationRow } from './repo.js';
import { commitmentEnd, terminationEffectiveAt } from './termination-date.js';

/** The agency's plan whose paid period runs at `now` (null: none, or it has ended). */
async function runningPlan(tx: Tx, agencyId: string, now: Date): Promise<LastPlan | null> {
  const [plan] = lastPlans(await paidPlans(tx, agencyId));
  return plan && plan.periodEnd > now ? plan : null;
}

async function subscriptionView(tx: Tx, agencyId: string, now: Date): Promise<AgencyPlanState> {
  const plan = await runningPlan(tx, agencyId, now);
  if (!plan) return { plan: null };
  const termination = await findTermination(tx, agencyId);
  const endsNow = terminationEffectiveAt(plan, now, await renewalInvoiced(tx, plan.invoiceId));
  return {
    plan: {
      name: plan.name,
      offerType: plan.offerType,
      period: plan.period,
      periodEnd: plan.periodEnd.toISOString(),
      committedUntil: commitmentEnd(plan)?.toISOString() ?? null,
      endsIfTerminatedNow: endsNow.toISOString(),
      termination: termination && terminationView(termination),
    },
  };
}

const terminationView = (row: TerminationRow) => ({
  requestedAt: row.requestedAt.toISOString(),
  effectiveAt: row.effectiveAt.toISOString(),
});

/** `GET subscriptions`: the plan running, its commitment and its termination. */
export function findAgencyPlanState(sql: Sql, agencyId: string, scope: Scope, now = new Date()) {
  return transaction(sql, scope, (tx) => subscriptionView(tx, agencyId, now));
}

/**
 * `PATCH plan`: the running plan terminated — it ends when `terminationEffectiveAt` says and the
 * renewal job no longer invoices it past that — or the termination withdrawn before it takes effect;
 * the state asked for, whatever it was (a termination asked twice keeps its first date). Each change
 * made is confirmed to the agency by mail. In the agency's scope, audited when support acts as the agency.
 */
export function changePlan(
  sql: Sql,
  agencyId: string,
  change: PlanChangeRequest,
  context: WriteContext,
  now = new Date(),
): Promise<AgencyPlanState> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const plan = await runningPlan(tx, agencyId, now);
      if (!plan) throw new AppError('SUBSCRIPTION_NOT_RUNNING');
      // Idempotent: asked again, the termination standing is kept as it was; withdrawn with none, nothing changes.
      const mail = { agencyId, planInvoiceId: plan.invoiceId };
      if (change.termination === 'requested') {
        const effectiveAt = terminationEffectiveAt(plan, now, await renewalInvoiced(tx, plan.invoiceId));
        const requestedBy = context.actor?.userId ?? null;
        if (await insertTermination(tx, { agencyId, requestedBy, requestedAt: now, effectiveAt })) {
          await queueTerminationMail(tx, { ...mail, kind: 'termination_requested', planEndsAt: effectiveAt });
        }
      } else if (await deleteTermination(tx, agencyId, now)) {
        await queueTerminationMail(tx, { ...mail, kind: 'termination_withdrawn' });
      }
      return subscriptionView(tx, agencyId, now);
    },
    context.audit,
  );
}
