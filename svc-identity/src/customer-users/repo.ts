import { DEFAULT_CUSTOMER_RIGHTS, uuidv7 } from '@portal/contracts';
import type { Tx } from '@portal/service-kit';
import { rightsMap } from '../invitations/memberships.js';

export type CustomerAccess = {
  customerId: string;
  customerName: string;
  contactId: string;
  invoiceRecipient: boolean;
};

/**
 * The customer membership of a contact given portal access, with the default customer rights. Null
 * when the user already has a membership in the agency (written meanwhile by another transaction).
 */
export async function insertCustomerMembership(
  tx: Tx,
  membership: CustomerAccess & { agencyId: string; userId: string },
): Promise<string | null> {
  const [row] = await tx<{ id: string }[]>`
    insert into memberships (id, agency_id, user_id, kind, customer_id, customer_name, plannable, has_agent_info,
                             rights, invoice_recipient, contact_id)
    values (${uuidv7()}, ${membership.agencyId}, ${membership.userId}, 'customer', ${membership.customerId},
            ${membership.customerName}, false, false, ${tx.json(rightsMap(DEFAULT_CUSTOMER_RIGHTS))},
            ${membership.invoiceRecipient}, ${membership.contactId})
    on conflict (user_id, agency_id) do nothing
    returning id`;
  return row?.id ?? null;
}

/** A contact still listed: his membership follows the customer's name and his invoice flag, and is active. */
export async function updateCustomerMembership(tx: Tx, id: string, access: CustomerAccess): Promise<void> {
  await tx`update memberships
              set contact_id = ${access.contactId}, customer_name = ${access.customerName},
                  invoice_recipient = ${access.invoiceRecipient}, status = 100
            where id = ${id} and customer_id = ${access.customerId}`;
}

/** The customer's name on every membership of its users, the disabled ones too. */
export async function renameCustomer(tx: Tx, agencyId: string, customerId: string, name: string): Promise<void> {
  await tx`update memberships set customer_name = ${name}
            where agency_id = ${agencyId} and kind = 'customer' and customer_id = ${customerId}
              and customer_name is distinct from ${name}`;
}

/** Disables the customer's memberships whose user is not in `keptUserIds`; how many were disabled. */
export async function disableCustomerMemberships(
  tx: Tx,
  agencyId: string,
  customerId: string,
  keptUserIds: readonly string[],
): Promise<number> {
  const rows = await tx`
    update memberships set status = 300
     where agency_id = ${agencyId} and kind = 'customer' and customer_id = ${customerId} and status <> 300
       and not (user_id = any(${keptUserIds}::uuid[]))`;
  return rows.count;
}
