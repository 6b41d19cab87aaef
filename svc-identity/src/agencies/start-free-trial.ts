import { FREE_TRIAL_DAYS, type AgencySubscription } from '@portal/contracts';
import { AppError, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { subscriptionOf } from './agency-view.js';
import { findSubscriptionDates, type SubscriptionDates } from './repo.js';

/**
 * `POST /agency/{id}/free-trial`: the agency starts its free trial of FREE_TRIAL_DAYS days from now.
 * Once only, and never after a paid period or when locked (409 FREE_TRIAL_ALREADY_USED); the agency
 * row is locked first, so that two clicks at once start one trial. The access reaches the services
 * with the caller's next token.
 */
export async function startFreeTrial(sql: Sql, agencyId: string, context: WriteContext): Promise<AgencySubscription> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const [started] = await tx<SubscriptionDates[]>`
        update agencies
           set trial_ends_at = now() + make_interval(days => ${FREE_TRIAL_DAYS}), updated_at = now()
         where id = ${agencyId} and trial_ends_at is null and subscription_valid_until is null and not locked
        returning trial_ends_at, subscription_valid_until, locked`;
      if (started) return subscriptionOf(started);
      if (!(await findSubscriptionDates(tx, agencyId))) throw new AppError('AGENCY_NOT_FOUND');
      throw new AppError('FREE_TRIAL_ALREADY_USED');
    },
    context.audit,
  );
}
