import {
  pageOffset,
  type CommercialDocumentKind,
  type CommercialDocumentListRequest,
  type CommercialDocumentRow,
  type ListResponse,
} from '@portal/contracts';
import { readTransaction, transaction, type Scope, type Sql } from '@portal/service-kit';
import { asList, searchPattern } from '@portal/service-kit/db/search';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { requireCustomer } from './draft-content.js';
import { toListRow } from './document-view.js';
import { listDocuments, type DocumentSearch } from './list-repo.js';
import type { Book } from './repo.js';

const KIND_OF_TYPE: Record<0 | 1, CommercialDocumentKind> = { 0: 'invoice', 1: 'credit_note' };

/**
 * How a page is read: in one pipeline (readTransaction) unless it is a search, which reads in steps
 * (its count, then a walk of the index or its matches: search-page.ts).
 */
const readerOf = (search: DocumentSearch) => (search.pattern ? transaction : readTransaction);

/** The search of a list request in a book; newest first unless a sort is asked. */
export function searchOf(
  scope: Scope,
  agencyId: string,
  book: Book,
  request: CommercialDocumentListRequest,
): DocumentSearch {
  const { filters } = request;
  const types = book === 'invoices' ? asList(filters.type) : null;
  return {
    agencyId,
    book,
    customerId: filters.customerId ?? null,
    kinds: types ? types.map((type) => KIND_OF_TYPE[type]) : null,
    statuses: asList(filters.status),
    paid: asList(filters.paid),
    sent: filters.sent ?? null,
    validated: filters.validated ?? null,
    from: filters.from ?? null,
    to: filters.to ?? null,
    pattern: searchPattern(request.query),
    orderBy: request.orderBy ?? 'date',
    ascending: request.orderBy ? request.ascending : false,
    limit: request.limit,
    offset: pageOffset(request),
    scopeCustomerId: scope.kind === 'tenant' ? (scope.customerId ?? null) : null,
  };
}

/**
 * `POST /agency/{id}/fetch/estimates` and `…/fetch/invoices`: one page of the agency's estimates,
 * or invoices and credit notes, and their count; filters, a search of number, customer and title
 * ignoring case and accents, the sorts of COMMERCIAL_DOCUMENT_ORDER_BY. The agency check, the page
 * and its count go in one pipeline with the transaction around them (readTransaction: one round trip),
 * a search in steps.
 */
export async function findDocuments(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  book: Book,
  request: CommercialDocumentListRequest,
): Promise<ListResponse<CommercialDocumentRow>> {
  const search = searchOf(scope, agencyId, book, request);
  return readerOf(search)(sql, scope, async (tx) => {
    const [, { rows, filteredCount }] = await Promise.all([
      requireProvisionedAgency(tx, agencyId),
      listDocuments(tx, search),
    ]);
    return { data: rows.map(toListRow), filteredCount };
  });
}

/**
 * `POST /agency/{id}/customer/{id}/fetch/invoices` (customerInfos, 00 §2.5): the customer's
 * validated invoices and credit notes only, whatever the filters ask; a customer the agency does
 * not have → 404 'Client introuvable' (a customer user reaches only his own: requireTenant).
 */
export async function findCustomerInvoices(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  customerId: string,
  request: CommercialDocumentListRequest,
): Promise<ListResponse<CommercialDocumentRow>> {
  const search: DocumentSearch = { ...searchOf(scope, agencyId, 'invoices', request), customerId, validated: true };
  // Drafts asked for: none is the customer's to see.
  const nothing = request.filters.validated === false;
  return readerOf(search)(sql, scope, async (tx) => {
    const [, , { rows, filteredCount }] = await Promise.all([
      requireProvisionedAgency(tx, agencyId),
      requireCustomer(tx, agencyId, customerId),
      nothing ? { rows: [], filteredCount: 0 } : listDocuments(tx, search),
    ]);
    return { data: rows.map(toListRow), filteredCount };
  });
}
