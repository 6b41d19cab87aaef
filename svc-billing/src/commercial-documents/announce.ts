import { createEvent, enqueueEvent, type Tx, type WriteContext } from '@portal/service-kit';
import type { CommercialDocument } from '@portal/contracts';

const metaOf = (agencyId: string, context: Pick<WriteContext, 'actor' | 'correlationId'>) => ({
  agencyId,
  actor: context.actor,
  ...(context.correlationId ? { correlationId: context.correlationId } : {}),
});

const totalsOf = (document: CommercialDocument) => ({
  totalExclTax: document.totals.totalExclTax,
  totalVat: document.totals.totalVat,
  totalInclTax: document.totals.totalInclTax,
  currency: document.currency,
});

/** `billing.invoice.validated`, in the transaction that numbered the invoice or credit note. */
export async function announceValidated(
  tx: Tx,
  agencyId: string,
  document: CommercialDocument,
  context: Pick<WriteContext, 'actor' | 'correlationId'>,
): Promise<void> {
  if (document.kind === 'estimate' || document.number === null) throw new Error('only a numbered invoice is announced');
  await enqueueEvent(
    tx,
    createEvent(
      'billing.invoice.validated',
      {
        agencyId,
        invoiceId: document.id,
        number: document.number,
        kind: document.kind,
        customerId: document.customerId,
        customerName: document.customerName,
        date: document.date,
        dueDate: document.dueDate,
        sourceDocumentId: document.sourceDocumentId,
        ...totalsOf(document),
      },
      metaOf(agencyId, context),
    ),
  );
}

/** `billing.invoice.paid`, in the transaction of the payment that completed the invoice. */
export async function announcePaid(
  tx: Tx,
  agencyId: string,
  document: CommercialDocument,
  paidOn: string,
  context: Pick<WriteContext, 'actor' | 'correlationId'>,
): Promise<void> {
  if (document.number === null) throw new Error('only a numbered invoice is paid');
  await enqueueEvent(
    tx,
    createEvent(
      'billing.invoice.paid',
      {
        agencyId,
        invoiceId: document.id,
        number: document.number,
        customerId: document.customerId,
        paidOn,
        ...totalsOf(document),
      },
      metaOf(agencyId, context),
    ),
  );
}
