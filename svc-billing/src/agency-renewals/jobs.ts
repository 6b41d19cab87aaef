import type { ScheduledJob } from '@portal/service-kit';
import { chargeRenewals, type RenewalChargeDeps } from './charge-renewals.js';
import { renewSubscriptions } from './renew-subscriptions.js';

/** The agencies' plans renewed each morning, and their payments charged within the minute. */
export function agencyRenewalJobs(deps: RenewalChargeDeps): ScheduledJob[] {
  return [
    {
      name: 'billing.agency-renewals',
      schedule: { dailyAt: '06:00' },
      run: (tx, occurrence) => renewSubscriptions(tx, occurrence, deps.logger),
    },
    { name: 'billing.agency-renewal-charges', schedule: { everySeconds: 60 }, run: chargeRenewals(deps) },
  ];
}
