import {
  DEFAULT_COUNTRY,
  type Customer,
  type CustomerContactInput,
  type CustomerType,
  type SaveCustomerInput,
  type SettlementPeriod,
} from '@portal/contracts';

/** A contact as the form holds it (its id kept, hidden, for the contacts that exist). */
export type ContactFormValues = Partial<CustomerContactInput>;

/** What the customer dialog's form holds: the shape of the save body, so field errors land in place. */
export type CustomerFormValues = {
  type: CustomerType;
  prospect: boolean;
  name?: string;
  email?: string;
  phone?: string;
  siret?: string;
  vat?: string;
  comments?: string;
  address: { street?: string; complement?: string; zipcode?: string; city?: string; country?: string };
  customerInfos: {
    generateCustomerNumberId: boolean;
    customerNumber?: string | null;
    settlementPeriod: SettlementPeriod;
    settlementPeriodDays?: number | null;
  };
  contacts: ContactFormValues[];
};

/** A new contact line: every flag off. */
export const NEW_CONTACT: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  position: '',
  invoiceRecipient: false,
  estimateRecipient: false,
  planningRecipient: false,
  sendCustomerInterventionReport: false,
  sendCustomerServiceEventReport: false,
  portalAccess: false,
};

export function formValuesOf(customer: Customer | null): CustomerFormValues {
  if (!customer) {
    return {
      type: 100,
      prospect: false,
      address: { country: DEFAULT_COUNTRY },
      customerInfos: { generateCustomerNumberId: true, customerNumber: null, settlementPeriod: 'days' },
      contacts: [],
    };
  }
  const { status: _status, createdAt: _created, updatedAt: _updated, id: _id, ...fields } = customer;
  return { ...fields, contacts: customer.contacts.map((contact) => ({ ...contact })) };
}

const text = (value: string | null | undefined) => value ?? '';

/**
 * The body of the save: the customer's id when editing; a generated number sends none; an empty
 * payment term is the agency's. The service normalises and checks the rest.
 */
export function saveBodyOf(values: CustomerFormValues, customer: Customer | null): SaveCustomerInput {
  const infos = values.customerInfos;
  return {
    ...(customer ? { id: customer.id } : {}),
    type: values.type,
    prospect: values.prospect,
    name: text(values.name),
    email: text(values.email),
    phone: text(values.phone),
    siret: text(values.siret),
    vat: text(values.vat),
    comments: text(values.comments),
    address: {
      street: text(values.address.street),
      complement: text(values.address.complement),
      zipcode: text(values.address.zipcode),
      city: text(values.address.city),
      country: values.address.country || DEFAULT_COUNTRY,
    },
    customerInfos: {
      generateCustomerNumberId: infos.generateCustomerNumberId,
      customerNumber: infos.generateCustomerNumberId ? null : text(infos.customerNumber),
      settlementPeriod: infos.settlementPeriod,
      settlementPeriodDays: infos.settlementPeriodDays ?? null,
    },
    contacts: (values.contacts ?? []).map((contact) => ({
      ...(contact.id ? { id: contact.id } : {}),
      firstName: text(contact.firstName),
      lastName: text(contact.lastName),
      email: text(contact.email),
      phone: text(contact.phone),
      position: text(contact.position),
      invoiceRecipient: contact.invoiceRecipient ?? false,
      estimateRecipient: contact.estimateRecipient ?? false,
      planningRecipient: contact.planningRecipient ?? false,
      sendCustomerInterventionReport: contact.sendCustomerInterventionReport ?? false,
      sendCustomerServiceEventReport: contact.sendCustomerServiceEventReport ?? false,
      portalAccess: contact.portalAccess ?? false,
    })),
  };
}
