import type { Customer } from '@portal/contracts';
import { transaction, type Scope, type Sql } from '@portal/service-kit';
import { loadCustomer } from './customer-fields.js';

/** `GET /agency/{id}/customer/{id}`: the customer with its contacts, or 404 'Client introuvable'. */
export async function getCustomer(sql: Sql, scope: Scope, agencyId: string, customerId: string): Promise<Customer> {
  return transaction(sql, scope, (tx) => loadCustomer(tx, agencyId, customerId));
}
