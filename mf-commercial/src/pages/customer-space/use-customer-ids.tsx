import { Result } from 'antd';
import { useAgencyId, useCustomerId } from '@portal/kit';
import type { CustomerIds } from './customer-invoice-calls.js';

/** The agency and the customer the session's user belongs to (customer users only; null otherwise). */
export function useCustomerIds(): CustomerIds | null {
  const agencyId = useAgencyId();
  const customerId = useCustomerId();
  return customerId ? { agencyId, customerId } : null;
}

/** What a customer screen shows to an account without a customer. */
export function NoCustomer() {
  return <Result status="404" title="Aucun client n'est associé à ce compte" />;
}
