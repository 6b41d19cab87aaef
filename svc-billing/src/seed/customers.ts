import { DEFAULT_COUNTRY, type SaveCustomer } from '@portal/contracts';
import { transaction, type Sql, type Tx } from '@portal/service-kit';
import { demoIds } from '@portal/service-kit/demo/ids';
import { DEMO_REFERENTIALS, type DemoCustomer } from '@portal/service-kit/demo/referentials';
import { findAgency } from '../agencies/repo.js';
import { announceCustomer } from '../customers/announce.js';
import { billingSettingsOf } from '../customers/create-customer.js';
import { contactFieldsOf, customerFieldsOf, loadCustomer } from '../customers/customer-fields.js';
import { generateCustomerNumber } from '../customers/customer-numbers.js';
import { findCustomer, insertContact, insertCustomer } from '../customers/repo.js';

/** The demo customer as the customer form would have sent it. */
function formOf(demo: DemoCustomer): SaveCustomer {
  return {
    type: demo.type,
    prospect: false,
    name: demo.name,
    email: demo.email,
    phone: demo.phone,
    siret: '',
    vat: '',
    comments: '',
    address: { ...demo.address, complement: '', country: DEFAULT_COUNTRY },
    customerInfos: {
      generateCustomerNumberId: true,
      customerNumber: null,
      settlementPeriod: 'days',
      settlementPeriodDays: null,
    },
    contacts: demo.contacts.map((contact) => ({
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phone: '',
      position: contact.position,
      invoiceRecipient: contact.invoiceRecipient,
      estimateRecipient: contact.invoiceRecipient,
      planningRecipient: false,
      sendCustomerInterventionReport: false,
      // The customer's representative on the portal is told of the alerts on his sites (an incident…).
      sendCustomerServiceEventReport: contact.portalAccess,
      portalAccess: contact.portalAccess,
    })),
  };
}

/** One demo customer with its contacts and its `created` event, unless it is already there. */
async function seedCustomer(tx: Tx, agencyKey: string, agencyId: string, demo: DemoCustomer): Promise<boolean> {
  const id = demoIds.customer(agencyKey, demo.key);
  if (await findCustomer(tx, agencyId, id)) return false;
  const settings = await billingSettingsOf(tx, agencyId);
  const form = formOf(demo);
  const customerNumber = await generateCustomerNumber(tx, agencyId, settings.customerNumberPrefix);
  const fields = customerFieldsOf(form, { customerNumber, numberGenerated: true }, settings.paymentTermDays);
  await insertCustomer(tx, { id, agencyId, ...fields });
  for (const [rank, contact] of form.contacts.entries()) {
    const contactId = demoIds.contact(agencyKey, contact.email);
    await insertContact(tx, { id: contactId, agencyId, customerId: id, rank, ...contactFieldsOf(contact) });
  }
  await announceCustomer(tx, 'billing.customer.created', await loadCustomer(tx, agencyId, id), agencyId, {
    actor: null,
  });
  return true;
}

/**
 * The customers and contacts of the demo referentials, with the ids every service derives
 * (`demoIds`), for the demo agencies billing holds. Idempotent: a customer already there is left as
 * it is, and only new ones are announced. Answers how many were created.
 */
export async function seedDemoCustomers(sql: Sql): Promise<number> {
  let created = 0;
  for (const [agencyKey, referentials] of Object.entries(DEMO_REFERENTIALS)) {
    const agencyId = demoIds.agency(agencyKey);
    created += await transaction(sql, { kind: 'tenant', agencyId }, async (tx) => {
      if (!(await findAgency(tx, agencyId))) return 0;
      let count = 0;
      for (const demo of referentials.customers) {
        if (await seedCustomer(tx, agencyKey, agencyId, demo)) count += 1;
      }
      return count;
    });
  }
  return created;
}
