import type { PaymentMethodType } from '@portal/contracts';
import type { Tx } from '@portal/service-kit';
import { findBillingAccount } from '../payment-methods/repo.js';

/** The agency's default method when Stripe can charge it off session; otherwise null (it pays by cheque). */
export async function chargedMethodOf(tx: Tx, agencyId: string): Promise<PaymentMethodType | null> {
  const account = await findBillingAccount(tx, agencyId);
  const type = account?.defaultPaymentMethodType;
  return type === 'CARD' || type === 'SEPA' ? type : null;
}
