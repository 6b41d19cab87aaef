import type { CommercialDocument } from '@portal/contracts';
import { AppError, transaction, type Sql } from '@portal/service-kit';
import { foldText } from '@portal/service-kit/db/search';
import { billingSettingsOf } from '../customers/create-customer.js';
import { findCustomer } from '../customers/repo.js';
import { announceValidated } from './announce.js';
import type { DocumentContext } from './document-context.js';
import { allocateNumber } from './document-numbers.js';
import { searchTextOf } from './draft-content.js';
import { historyEvents, recordHistory } from './history.js';
import { loadDocument, requireDocument } from './load-document.js';
import { bankAccountOf, buyerOf, paymentTermsOf, sellerIsComplete, sellerOf } from './parties.js';
import { setValidated } from './repo.js';

/**
 * `POST /agency/{id}/invoice/{id}/validate`: the draft takes the next number of its agency, kind and
 * year, and what it prints (seller, buyer, payment texts, bank account) is frozen; `billing.invoice.validated`
 * goes out with it. The draft is locked first, so a second validation at the same time waits, then
 * finds it validated (409) and takes no number; a refusal rolls back and gives the number back.
 */
export async function validateInvoice(
  sql: Sql,
  agencyId: string,
  invoiceId: string,
  context: DocumentContext,
): Promise<CommercialDocument> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const draft = await requireDocument(tx, agencyId, invoiceId, 'invoices', { forUpdate: true });
      if (draft.validated) throw new AppError('DOCUMENT_ALREADY_VALIDATED');
      if (draft.status === 200) throw new AppError('DOCUMENT_CANCELLED');
      const settings = await billingSettingsOf(tx, agencyId);
      if (!sellerIsComplete(settings)) throw new AppError('SELLER_IDENTITY_INCOMPLETE');
      // The customer as he is now; one removed since keeps the buyer the draft saved.
      const customer = await findCustomer(tx, agencyId, draft.customerId);
      const number = await allocateNumber(tx, agencyId, draft.kind, draft.date, settings);
      const snapshot = customer
        ? { customerName: customer.name, customerNumber: customer.customerNumber, buyer: buyerOf(customer) }
        : { customerName: draft.customerName, customerNumber: draft.customerNumber, buyer: draft.buyer };
      await setValidated(tx, agencyId, invoiceId, {
        ...number,
        ...snapshot,
        customerNameKey: foldText(snapshot.customerName),
        seller: sellerOf(settings),
        paymentTerms: paymentTermsOf(settings, draft.kind),
        bankAccount: bankAccountOf(settings),
        searchText: searchTextOf({ ...snapshot, title: draft.title, number: number.number }),
      });
      await recordHistory(
        tx,
        agencyId,
        [{ documentId: invoiceId, event: historyEvents.validated(number.number) }],
        context,
      );
      const document = await loadDocument(tx, agencyId, invoiceId, 'invoices');
      await announceValidated(tx, agencyId, document, context);
      return document;
    },
    context.audit,
  );
}
