import { ESTIMATE_STATE_LABELS, type CommercialDocument, type ESTIMATE_ANSWERS } from '@portal/contracts';
import { AppError, transaction, type Sql } from '@portal/service-kit';
import type { DocumentContext } from './document-context.js';
import { historyEvents, recordHistory } from './history.js';
import { loadDocument, requireDocument } from './load-document.js';
import { setEstimateFlags } from './repo.js';

export type EstimateAnswer = (typeof ESTIMATE_ANSWERS)[number];

/**
 * `PATCH …/estimate/{id}/answer`: the customer validated or refused the estimate, or it waits for
 * his validation (exactly one of the three). The answer it holds already → 400 NO_CHANGE; an
 * estimate transformed into an invoice keeps its answer (409).
 */
export async function answerEstimate(
  sql: Sql,
  agencyId: string,
  estimateId: string,
  answer: EstimateAnswer,
  context: DocumentContext,
): Promise<CommercialDocument> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const current = await requireDocument(tx, agencyId, estimateId, 'estimates', { forUpdate: true });
      if (current.transformedInvoiceId) throw new AppError('ESTIMATE_ALREADY_TRANSFORMED');
      const flags = {
        validated: answer === 'validated',
        refused: answer === 'refused',
        awaitingValidation: answer === 'awaiting_validation',
      };
      const unchanged =
        current.validated === flags.validated &&
        current.refused === flags.refused &&
        current.awaitingValidation === flags.awaitingValidation;
      if (unchanged) throw new AppError('NO_CHANGE');
      await setEstimateFlags(tx, agencyId, estimateId, flags);
      await recordHistory(
        tx,
        agencyId,
        [{ documentId: estimateId, event: historyEvents.answered(ESTIMATE_STATE_LABELS[answer]) }],
        context,
      );
      return loadDocument(tx, agencyId, estimateId, 'estimates');
    },
    context.audit,
  );
}
