import { uuidv7, type Customer, type SaveCustomer } from '@portal/contracts';
import { AppError, transaction, type Sql, type Tx, type WriteContext } from '@portal/service-kit';
import { settingsStore } from '../settings/repo.js';
import { announceCustomer } from './announce.js';
import { contactFieldsOf, customerFieldsOf, loadCustomer } from './customer-fields.js';
import { checkManualNumber, generateCustomerNumber, isNumberConflict, numberAlreadyUsed } from './customer-numbers.js';
import { insertContact, insertCustomer } from './repo.js';

/** The agency's billing settings: the number prefix and the default payment term. */
export async function billingSettingsOf(tx: Tx, agencyId: string) {
  const stored = await settingsStore.find(tx, agencyId);
  if (!stored) throw new AppError('AGENCY_NOT_FOUND');
  return stored.settings;
}

/**
 * `POST /agency/{id}/customer` without id: the customer (status Actif) and its contacts, its number
 * generated or checked, and `billing.customer.created`, in one transaction.
 */
export async function createCustomer(
  sql: Sql,
  agencyId: string,
  input: SaveCustomer,
  context: WriteContext,
): Promise<Customer> {
  // A new customer has no contact yet: an id names someone else's contact.
  if (input.contacts.some((contact) => contact.id !== undefined)) throw new AppError('CUSTOMER_CONTACT_NOT_FOUND');
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const settings = await billingSettingsOf(tx, agencyId);
      const prefix = settings.customerNumberPrefix;
      const { generateCustomerNumberId, customerNumber, settlementPeriodDays } = input.customerInfos;
      let number: string;
      if (generateCustomerNumberId || !customerNumber) {
        number = await generateCustomerNumber(tx, agencyId, prefix);
      } else {
        await checkManualNumber(tx, agencyId, customerNumber, prefix, null);
        number = customerNumber;
      }
      const id = uuidv7();
      const fields = customerFieldsOf(
        input,
        { customerNumber: number, numberGenerated: generateCustomerNumberId },
        settlementPeriodDays ?? settings.paymentTermDays,
      );
      await insertCustomer(tx, { id, agencyId, ...fields }).catch((error: unknown) => {
        throw isNumberConflict(error) ? numberAlreadyUsed(number) : error;
      });
      for (const [rank, contact] of input.contacts.entries()) {
        await insertContact(tx, { id: uuidv7(), agencyId, customerId: id, rank, ...contactFieldsOf(contact) });
      }
      const customer = await loadCustomer(tx, agencyId, id);
      await announceCustomer(tx, 'billing.customer.created', customer, agencyId, context);
      return customer;
    },
    context.audit,
  );
}
