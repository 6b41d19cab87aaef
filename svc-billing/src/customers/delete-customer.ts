import { AppError, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { announceCustomer } from './announce.js';
import { loadCustomer } from './customer-fields.js';
import { deleteCustomerRow, findCustomer } from './repo.js';

/**
 * `DELETE /agency/{id}/agencyCustomer/{id}` (Suppression): the customer and its contacts are removed.
 * The catalogue has no `deleted` subject: the others hear `billing.customer.archived` with status
 * Archivé and no portal contact, so the read models hide it and its users lose their access.
 */
export async function deleteCustomer(
  sql: Sql,
  agencyId: string,
  customerId: string,
  context: WriteContext,
): Promise<void> {
  await transaction(
    sql,
    context.scope,
    async (tx) => {
      if (!(await findCustomer(tx, agencyId, customerId, { forUpdate: true })))
        throw new AppError('CUSTOMER_NOT_FOUND');
      const customer = await loadCustomer(tx, agencyId, customerId);
      await deleteCustomerRow(tx, customerId);
      await announceCustomer(
        tx,
        'billing.customer.archived',
        { ...customer, status: 300, contacts: [] },
        agencyId,
        context,
      );
    },
    context.audit,
  );
}
