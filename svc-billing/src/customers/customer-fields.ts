import type { Customer, SaveCustomer } from '@portal/contracts';
import { AppError, type Tx } from '@portal/service-kit';
import { toCustomer } from './customer-view.js';
import { findCustomer, listContacts, type ContactFields, type CustomerFields } from './repo.js';

/** The row fields of the form, with the number decided and the payment term filled. */
export function customerFieldsOf(
  input: SaveCustomer,
  number: { customerNumber: string; numberGenerated: boolean },
  settlementPeriodDays: number,
): CustomerFields {
  return {
    ...number,
    type: input.type,
    prospect: input.prospect,
    name: input.name,
    email: input.email,
    phone: input.phone,
    siret: input.siret,
    vat: input.vat,
    comments: input.comments,
    street: input.address.street,
    complement: input.address.complement,
    zipcode: input.address.zipcode,
    city: input.address.city,
    country: input.address.country,
    settlementPeriod: input.customerInfos.settlementPeriod,
    settlementPeriodDays,
  };
}

export function contactFieldsOf(contact: SaveCustomer['contacts'][number]): ContactFields {
  const { id: _id, ...fields } = contact;
  return fields;
}

/** The customer with its contacts as it stands in this transaction, or 404 'Client introuvable'. */
export async function loadCustomer(tx: Tx, agencyId: string, customerId: string): Promise<Customer> {
  const row = await findCustomer(tx, agencyId, customerId);
  if (!row) throw new AppError('CUSTOMER_NOT_FOUND');
  return toCustomer(row, await listContacts(tx, customerId));
}
