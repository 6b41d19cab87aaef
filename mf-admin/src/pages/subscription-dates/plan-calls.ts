import { AGENCY_PAYMENT_CALLS, type AgencyPlanState, type PlanChangeRequest } from '@portal/contracts';
import { callApi } from '@portal/kit';

const { subscription, plan } = AGENCY_PAYMENT_CALLS;

export const planStateKey = (agencyId: string) => ['billing', 'plan', agencyId] as const;

/** `GET subscriptions`: the plan running, its commitment and its termination. */
export function fetchPlanState(agencyId: string): Promise<AgencyPlanState> {
  return callApi('billing', subscription.path.replace(':agencyId', agencyId), { schema: subscription.response });
}

/** `PATCH plan`: the plan terminated, or its termination withdrawn; a refusal is shown by the client. */
export function changePlan(agencyId: string, change: PlanChangeRequest): Promise<AgencyPlanState> {
  return callApi('billing', plan.path.replace(':agencyId', agencyId), {
    method: 'PATCH',
    body: change,
    schema: plan.response,
  });
}
