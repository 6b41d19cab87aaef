import type { Tx } from '@portal/service-kit';
import type { AgencyHoldings } from './payment-grants.js';

/** Writes what a payment granted, and lifts the lock: the agency is paid up. */
export async function saveHoldings(db: Tx, agencyId: string, holdings: AgencyHoldings) {
  const [row] = await db<{ agentsLimit: number; accountsLimit: number; freeAccounts: number }[]>`
    update agencies
       set agents_limit = ${holdings.agentsLimit}, accounts_limit = ${holdings.accountsLimit},
           free_accounts = ${holdings.freeAccounts}, prepaid_signatures = ${holdings.prepaidSignatures},
           prepaid_payslips = ${holdings.prepaidPayslips},
           subscription_valid_until = ${holdings.subscriptionValidUntil}, locked = false, updated_at = now()
     where id = ${agencyId}
    returning agents_limit, accounts_limit, free_accounts`;
  if (!row) throw new Error(`agency ${agencyId} vanished while granting its payment`);
  return row;
}
