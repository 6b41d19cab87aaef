import type { ScheduledJob } from '@portal/service-kit';
import { sendAgencyMails, type AgencyMailDeps } from '../agency-mails/send-agency-mails.js';
import { chargeRenewals, type RenewalChargeDeps } from './charge-renewals.js';
import { renewSubscriptions } from './renew-subscriptions.js';
import { retryRefusedRenewals } from './retry-refused-renewals.js';

/**
 * The agencies' plans renewed each morning, their payments charged within the minute, and the mails
 * telling the agencies (the renewal invoice, a refused payment) sent within the minute.
 */
export function agencyRenewalJobs(deps: RenewalChargeDeps & AgencyMailDeps): ScheduledJob[] {
  return [
    {
      name: 'billing.agency-renewals',
      schedule: { dailyAt: '06:00' },
      run: async (tx, occurrence) => ({
        ...(await renewSubscriptions(tx, occurrence, deps.logger)),
        ...(await retryRefusedRenewals(tx, occurrence, deps.logger)),
      }),
    },
    { name: 'billing.agency-renewal-charges', schedule: { everySeconds: 60 }, run: chargeRenewals(deps) },
    { name: 'billing.agency-mails', schedule: { everySeconds: 60 }, run: sendAgencyMails(deps) },
  ];
}
