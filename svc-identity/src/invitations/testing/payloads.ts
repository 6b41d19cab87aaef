import {
  uuidv7,
  type CollaboratorPayload,
  type CustomerPayload,
  type EventEnvelope,
  type PortalContactPayload,
} from '@portal/contracts';
import { uniqueEmail, uniqueSuffix } from '../../testing/fixtures.js';

/** What operations announces of a new plannable collaborator with a licence, with a unique e-mail. */
export function collaboratorPayload(
  agencyId: string,
  overrides: Partial<CollaboratorPayload> = {},
): CollaboratorPayload {
  return {
    agencyId,
    collaboratorId: uuidv7(),
    email: uniqueEmail('agent'),
    firstName: 'Léa',
    lastName: 'Durand',
    plannable: true,
    status: 100,
    ...overrides,
  };
}

/** A customer contact with portal access, with a unique e-mail. */
export function portalContact(overrides: Partial<PortalContactPayload> = {}): PortalContactPayload {
  return {
    contactId: uuidv7(),
    email: uniqueEmail('client'),
    firstName: 'Marc',
    lastName: 'Client',
    invoiceRecipient: false,
    ...overrides,
  };
}

/** What billing announces of an active customer with the given contacts. */
export function customerPayload(agencyId: string, overrides: Partial<CustomerPayload> = {}): CustomerPayload {
  return {
    agencyId,
    customerId: uuidv7(),
    name: `Résidence ${uniqueSuffix()}`,
    customerNumber: `C${Math.floor(Math.random() * 100_000)}`,
    type: 100,
    prospect: false,
    status: 100,
    portalContacts: [],
    ...overrides,
  };
}

/** The same event as if it had occurred `ms` earlier, under a new id (a retried event overtaken by newer ones). */
export function occurredEarlier<P>(event: EventEnvelope<P>, ms: number): EventEnvelope<P> {
  return { ...event, id: uuidv7(), occurredAt: new Date(Date.parse(event.occurredAt) - ms).toISOString() };
}
