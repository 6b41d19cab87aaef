import { CUSTOMER_ACTION_TRANSITIONS, type Customer, type CustomerAction } from '@portal/contracts';
import { AppError, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { announceCustomer } from './announce.js';
import { loadCustomer } from './customer-fields.js';
import { findCustomer, setCustomerStatus } from './repo.js';

/**
 * `PATCH /agency/{id}/customer/{id}/{action}`: Archivage (→ Archivé, `billing.customer.archived`),
 * Réactivation (→ Actif) or Désactivation (→ Inactif), both `billing.customer.updated`. An action
 * the current status does not start from → 400 NO_CHANGE.
 */
export async function changeCustomerStatus(
  sql: Sql,
  agencyId: string,
  customerId: string,
  action: CustomerAction,
  context: WriteContext,
): Promise<Customer> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const current = await findCustomer(tx, agencyId, customerId, { forUpdate: true });
      if (!current) throw new AppError('CUSTOMER_NOT_FOUND');
      const transition = CUSTOMER_ACTION_TRANSITIONS[action];
      if (!transition.from.includes(current.status)) throw new AppError('NO_CHANGE');
      await setCustomerStatus(tx, customerId, transition.to);
      const customer = await loadCustomer(tx, agencyId, customerId);
      const subject = action === 'archive' ? 'billing.customer.archived' : 'billing.customer.updated';
      await announceCustomer(tx, subject, customer, agencyId, context);
      return customer;
    },
    context.audit,
  );
}
