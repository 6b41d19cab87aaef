import type { Customer, CustomerContact, CustomerPayload } from '@portal/contracts';
import type { ContactDbRow, CustomerDbRow } from './repo.js';

function toContact(row: ContactDbRow): CustomerContact {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    position: row.position,
    invoiceRecipient: row.invoiceRecipient,
    estimateRecipient: row.estimateRecipient,
    planningRecipient: row.planningRecipient,
    sendCustomerInterventionReport: row.sendCustomerInterventionReport,
    sendCustomerServiceEventReport: row.sendCustomerServiceEventReport,
    portalAccess: row.portalAccess,
  };
}

/** The customer as the calls answer it. */
export function toCustomer(row: CustomerDbRow, contacts: readonly ContactDbRow[]): Customer {
  return {
    id: row.id,
    type: row.type,
    prospect: row.prospect,
    name: row.name,
    email: row.email,
    phone: row.phone,
    siret: row.siret,
    vat: row.vat,
    comments: row.comments,
    address: {
      street: row.street,
      complement: row.complement,
      zipcode: row.zipcode,
      city: row.city,
      country: row.country,
    },
    customerInfos: {
      generateCustomerNumberId: row.numberGenerated,
      customerNumber: row.customerNumber,
      settlementPeriod: row.settlementPeriod,
      settlementPeriodDays: row.settlementPeriodDays,
    },
    status: row.status,
    contacts: contacts.map(toContact),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * What operations and identity keep of the customer: `portalContacts` lists every contact with
 * portal access now (identity makes them customer users; one no longer listed loses his access).
 */
export function toCustomerPayload(
  customer: Pick<Customer, 'id' | 'name' | 'type' | 'prospect' | 'status' | 'contacts'> & {
    customerInfos: Pick<Customer['customerInfos'], 'customerNumber'>;
  },
  agencyId: string,
): CustomerPayload {
  return {
    agencyId,
    customerId: customer.id,
    name: customer.name,
    customerNumber: customer.customerInfos.customerNumber,
    type: customer.type,
    prospect: customer.prospect,
    status: customer.status,
    portalContacts: customer.contacts
      .filter((contact) => contact.portalAccess)
      .map((contact) => ({
        contactId: contact.id,
        email: contact.email,
        firstName: contact.firstName,
        lastName: contact.lastName,
        invoiceRecipient: contact.invoiceRecipient,
      })),
  };
}
