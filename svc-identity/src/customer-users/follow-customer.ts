import type { CustomerPayload, EventEnvelope, PortalContactPayload } from '@portal/contracts';
import type { Logger, Tx } from '@portal/service-kit';
import { ensureAccount, loginEmail } from '../invitations/accounts.js';
import { isLatestAnnouncement } from '../invitations/announced-order.js';
import { agencyExists, membershipOfSource, membershipOfUser } from '../invitations/memberships.js';
import { recordInvitation } from '../invitations/repo.js';
import {
  disableCustomerMemberships,
  insertCustomerMembership,
  renameCustomer,
  updateCustomerMembership,
} from './repo.js';

export type CustomerOutcome = { invited: number; added: number; kept: number; disabled: number; skipped: number };

type ContactOutcome = { kind: 'invited' | 'added' | 'kept'; userId: string } | { kind: 'skipped' };

/**
 * One contact with portal access: his account (reused by e-mail, else created with the contact's
 * id) and his customer membership in the agency (created with an invitation when his account has
 * no password yet, else kept active and up to date). A user who belongs to the agency otherwise
 * (its staff, another customer) is left as he is.
 */
async function followContact(
  tx: Tx,
  customer: CustomerPayload,
  contact: PortalContactPayload,
  logger: Logger,
): Promise<ContactOutcome> {
  const { agencyId, customerId } = customer;
  const access = {
    customerId,
    customerName: customer.name,
    contactId: contact.contactId,
    invoiceRecipient: contact.invoiceRecipient,
  };
  const context = { agencyId, customerId, contactId: contact.contactId };

  let membership = await membershipOfSource(tx, agencyId, { contactId: contact.contactId });
  if (!membership) {
    const email = loginEmail(contact.email);
    if (!email) {
      logger.warn(context, 'portal contact without a valid e-mail: no login account');
      return { kind: 'skipped' };
    }
    const account = await ensureAccount(tx, { id: contact.contactId, ...contact }, email);
    membership = await membershipOfUser(tx, agencyId, account.userId);
    if (!membership) {
      const membershipId = await insertCustomerMembership(tx, { ...access, agencyId, userId: account.userId });
      if (!membershipId) throw new Error('membership written meanwhile: the event will be retried');
      if (!account.invitable) return { kind: 'added', userId: account.userId };
      await recordInvitation(tx, { agencyId, userId: account.userId, membershipId });
      return { kind: 'invited', userId: account.userId };
    }
  }
  if (membership.kind !== 'customer' || membership.customerId !== customerId) {
    logger.warn(
      { ...context, userId: membership.userId },
      'portal contact already belongs to the agency otherwise: left as is',
    );
    return { kind: 'skipped' };
  }
  await updateCustomerMembership(tx, membership.id, access);
  return { kind: 'kept', userId: membership.userId };
}

/**
 * Makes the customer users of a billing customer match its contacts with portal access (DOMAIN-MAP):
 * every listed contact has an active customer membership, every other user of that customer loses
 * his access (status 300), all of them when the customer is archived; the customer's name follows.
 */
export async function followCustomer(
  tx: Tx,
  event: EventEnvelope<CustomerPayload>,
  archived: boolean,
  logger: Logger,
): Promise<CustomerOutcome | 'ignored' | 'stale'> {
  const { payload } = event;
  const { agencyId, customerId } = payload;
  if (agencyId !== event.agencyId || !(await agencyExists(tx, agencyId))) {
    logger.warn({ eventId: event.id, agencyId, customerId }, 'customer of an unknown agency ignored');
    return 'ignored';
  }
  if (!(await isLatestAnnouncement(tx, agencyId, customerId, event.occurredAt))) return 'stale';

  await renameCustomer(tx, agencyId, customerId, payload.name);
  const outcome: CustomerOutcome = { invited: 0, added: 0, kept: 0, disabled: 0, skipped: 0 };
  const keptUserIds: string[] = [];
  if (!archived && payload.status !== 300) {
    for (const contact of payload.portalContacts) {
      const followed = await followContact(tx, payload, contact, logger);
      outcome[followed.kind] += 1;
      if (followed.kind !== 'skipped') keptUserIds.push(followed.userId);
    }
  }
  outcome.disabled = await disableCustomerMemberships(tx, agencyId, customerId, keptUserIds);
  return outcome;
}
