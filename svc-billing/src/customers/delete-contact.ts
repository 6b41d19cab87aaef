import { AppError, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { announceCustomer } from './announce.js';
import { loadCustomer } from './customer-fields.js';
import { deleteContacts, findCustomer, listContacts, touchCustomer } from './repo.js';

/**
 * `DELETE /agency/{id}/agencyCustomer/{id}/contact/{id}`: removes one contact of the customer and
 * announces `billing.customer.updated` (a contact with portal access loses it).
 */
export async function deleteContact(
  sql: Sql,
  agencyId: string,
  customerId: string,
  contactId: string,
  context: WriteContext,
): Promise<void> {
  await transaction(
    sql,
    context.scope,
    async (tx) => {
      if (!(await findCustomer(tx, agencyId, customerId, { forUpdate: true })))
        throw new AppError('CUSTOMER_NOT_FOUND');
      const contacts = await listContacts(tx, customerId);
      if (!contacts.some((contact) => contact.id === contactId)) throw new AppError('CUSTOMER_CONTACT_NOT_FOUND');
      await deleteContacts(tx, customerId, [contactId]);
      await touchCustomer(tx, customerId);
      await announceCustomer(
        tx,
        'billing.customer.updated',
        await loadCustomer(tx, agencyId, customerId),
        agencyId,
        context,
      );
    },
    context.audit,
  );
}
