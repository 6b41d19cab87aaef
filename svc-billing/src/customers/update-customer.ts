import { uuidv7, type Customer, type SaveCustomer } from '@portal/contracts';
import { AppError, transaction, type Sql, type Tx, type WriteContext } from '@portal/service-kit';
import { announceCustomer } from './announce.js';
import { billingSettingsOf } from './create-customer.js';
import { contactFieldsOf, customerFieldsOf, loadCustomer } from './customer-fields.js';
import { checkManualNumber, generateCustomerNumber, isNumberConflict, numberAlreadyUsed } from './customer-numbers.js';
import {
  deleteContacts,
  findCustomer,
  insertContact,
  listContacts,
  updateContact,
  updateCustomer,
  customerFieldsOfRow,
  type CustomerDbRow,
} from './repo.js';

/**
 * The number after the save: a generated one is kept (or drawn when the customer had a manual one);
 * a manual one is checked only when it changes (a number kept from an older prefix stays valid).
 */
async function numberAfterSave(tx: Tx, current: CustomerDbRow, input: SaveCustomer, prefix: string) {
  const { generateCustomerNumberId, customerNumber } = input.customerInfos;
  if (generateCustomerNumberId || !customerNumber) {
    return current.numberGenerated
      ? { customerNumber: current.customerNumber, numberGenerated: true }
      : { customerNumber: await generateCustomerNumber(tx, current.agencyId, prefix), numberGenerated: true };
  }
  if (customerNumber !== current.customerNumber) {
    await checkManualNumber(tx, current.agencyId, customerNumber, prefix, current.id);
  }
  return { customerNumber, numberGenerated: false };
}

/** JSON with object keys sorted, so that two equal states compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * `POST /agency/{id}/customer` with id: replaces the customer's fields and its contacts list (listed
 * with an id: updated; without: added; no longer listed: removed) and announces
 * `billing.customer.updated`. Nothing changed → 400 NO_CHANGE, and nothing is written.
 */
export async function updateCustomerWithContacts(
  sql: Sql,
  agencyId: string,
  customerId: string,
  input: SaveCustomer,
  context: WriteContext,
): Promise<Customer> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const settings = await billingSettingsOf(tx, agencyId);
      const current = await findCustomer(tx, agencyId, customerId, { forUpdate: true });
      if (!current) throw new AppError('CUSTOMER_NOT_FOUND');
      const currentContacts = await listContacts(tx, customerId);
      const known = new Set(currentContacts.map((contact) => contact.id));
      if (input.contacts.some((contact) => contact.id !== undefined && !known.has(contact.id))) {
        throw new AppError('CUSTOMER_CONTACT_NOT_FOUND');
      }

      const number = await numberAfterSave(tx, current, input, settings.customerNumberPrefix);
      const fields = customerFieldsOf(
        input,
        number,
        input.customerInfos.settlementPeriodDays ?? current.settlementPeriodDays,
      );
      const nextContacts = input.contacts.map((contact, rank) => ({
        ...contactFieldsOf(contact),
        id: contact.id,
        rank,
      }));
      const before = customerFieldsOfRow(current);
      const beforeContacts = currentContacts.map(({ customerId: _customer, ...contact }, rank) => ({
        ...contact,
        rank,
      }));
      if (canonical({ fields, contacts: nextContacts }) === canonical({ fields: before, contacts: beforeContacts })) {
        throw new AppError('NO_CHANGE');
      }

      const kept = new Set(nextContacts.flatMap((contact) => (contact.id ? [contact.id] : [])));
      await deleteContacts(
        tx,
        customerId,
        currentContacts.filter((contact) => !kept.has(contact.id)).map((contact) => contact.id),
      );
      for (const { id, rank, ...contact } of nextContacts) {
        if (id) await updateContact(tx, id, rank, contact);
        else await insertContact(tx, { id: uuidv7(), agencyId, customerId, rank, ...contact });
      }
      await updateCustomer(tx, customerId, fields).catch((error: unknown) => {
        throw isNumberConflict(error) ? numberAlreadyUsed(number.customerNumber) : error;
      });
      const customer = await loadCustomer(tx, agencyId, customerId);
      await announceCustomer(tx, 'billing.customer.updated', customer, agencyId, context);
      return customer;
    },
    context.audit,
  );
}
