import type { CommercialDocument } from '@portal/contracts';
import { AppError, transaction, type Sql } from '@portal/service-kit';
import { createDocumentIn } from './create-document.js';
import { allowancesOf, derivedInput } from './derived-input.js';
import type { DocumentContext } from './document-context.js';
import { historyEvents, recordHistory } from './history.js';
import { loadDocument, requireDocument } from './load-document.js';
import { setTransformedInvoice } from './repo.js';

/**
 * `POST …/estimate/{id}/invoice` (estimate → invoice): a draft invoice of the estimate's customer,
 * dated today, whose rows come from the estimate's (their source), discounts and fees included; the
 * estimate shows 'Transformé en facture'. Twice → 409 ESTIMATE_ALREADY_TRANSFORMED; a refused
 * estimate → 409 ESTIMATE_REFUSED. Deleting the draft gives the estimate back.
 */
export async function transformEstimate(
  sql: Sql,
  agencyId: string,
  estimateId: string,
  context: DocumentContext,
): Promise<CommercialDocument> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const current = await requireDocument(tx, agencyId, estimateId, 'estimates', { forUpdate: true });
      if (current.transformedInvoiceId) throw new AppError('ESTIMATE_ALREADY_TRANSFORMED');
      if (current.refused) throw new AppError('ESTIMATE_REFUSED');
      const estimate = await loadDocument(tx, agencyId, estimateId, 'estimates');
      const input = derivedInput(estimate, {
        kind: 'invoice',
        rows: estimate.rows,
        adjustments: estimate.adjustments,
        sourceDocumentId: estimateId,
      });
      const invoiceId = await createDocumentIn(tx, agencyId, 'invoice', input, {
        context,
        allowed: allowancesOf(estimate),
        event: historyEvents.created('invoice', `issue du devis ${estimate.number ?? ''}`.trim()),
      });
      await setTransformedInvoice(tx, agencyId, estimateId, invoiceId);
      await recordHistory(
        tx,
        agencyId,
        [{ documentId: estimateId, event: historyEvents.transformed('brouillon') }],
        context,
      );
      return loadDocument(tx, agencyId, invoiceId, 'invoices');
    },
    context.audit,
  );
}
