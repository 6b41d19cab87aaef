import { CUSTOMER_CALLS, type Customer, type CustomerAction, type SaveCustomerInput } from '@portal/contracts';
import { callApi, listQueryKey, queryClient } from '@portal/kit';

/** The paged list the screen shows (`POST …/fetch/customers`). */
export const customerListPath = (agencyId: string) => `/agency/${agencyId}/fetch/customers`;

/** Every open table of the agency's customers reloads. */
export function refreshCustomerLists(agencyId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: listQueryKey('billing', customerListPath(agencyId)) });
}

/** The customer with its contacts, for the dialog. */
export function fetchCustomer(agencyId: string, customerId: string): Promise<Customer> {
  return callApi('billing', `/agency/${agencyId}/customer/${customerId}`, { schema: CUSTOMER_CALLS.get.response });
}

/** Creates (no id) or replaces (with id) a customer and its contacts; the form shows the refusals itself. */
export function saveCustomer(agencyId: string, body: SaveCustomerInput): Promise<Customer> {
  return callApi('billing', `/agency/${agencyId}/customer`, {
    method: 'POST',
    body,
    schema: CUSTOMER_CALLS.save.response,
    notify: false,
  });
}

/** Archivage, Réactivation or Désactivation. */
export function changeCustomerStatus(agencyId: string, customerId: string, action: CustomerAction): Promise<Customer> {
  return callApi('billing', `/agency/${agencyId}/customer/${customerId}/${action}`, {
    method: 'PATCH',
    schema: CUSTOMER_CALLS.changeStatus.response,
  });
}

/** Suppression of the customer and its contacts. */
export async function deleteCustomer(agencyId: string, customerId: string): Promise<void> {
  await callApi('billing', `/agency/${agencyId}/agencyCustomer/${customerId}`, { method: 'DELETE' });
}
