import type { Customer } from '@portal/contracts';
import { createEvent, enqueueEvent, type Tx, type WriteContext } from '@portal/service-kit';
import { toCustomerPayload } from './customer-view.js';

export type CustomerSubject = 'billing.customer.created' | 'billing.customer.updated' | 'billing.customer.archived';

/** Writes the customer's event to the outbox, in the transaction of the change it announces. */
export async function announceCustomer(
  tx: Tx,
  subject: CustomerSubject,
  customer: Customer,
  agencyId: string,
  context: Pick<WriteContext, 'actor' | 'correlationId'>,
): Promise<void> {
  await enqueueEvent(
    tx,
    createEvent(subject, toCustomerPayload(customer, agencyId), {
      agencyId,
      actor: context.actor,
      ...(context.correlationId ? { correlationId: context.correlationId } : {}),
    }),
  );
}
