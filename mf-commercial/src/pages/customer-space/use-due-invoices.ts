import { useQuery } from '@tanstack/react-query';
import { dueInvoicesPath, fetchDueInvoices, type CustomerIds } from './customer-invoice-calls.js';

/** What the customer owes (one query shared by 'Tableau de bord' and 'Mes factures'). */
export function useDueInvoices(ids: CustomerIds) {
  return useQuery({
    queryKey: ['billing', dueInvoicesPath(ids)],
    queryFn: ({ signal }) => fetchDueInvoices(ids, signal),
  });
}
