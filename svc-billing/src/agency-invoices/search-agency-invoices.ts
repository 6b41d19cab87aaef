import {
  pageOffset,
  type AgencyInvoice,
  type AgencyInvoiceAdminListRequest,
  type ListResponse,
} from '@portal/contracts';
import { transaction, type Sql } from '@portal/service-kit';
import { foldAccents, searchPattern } from '@portal/service-kit/db/search';
import { agencyInvoicesByIds } from '../agency-payments/repo.js';
import { countAgencyInvoices, searchAgencyInvoiceIds, type AgencyInvoiceSearch } from './repo.js';

/**
 * `POST /admin/fetch/agency-invoices` (platform scope): one page of every agency's invoices, newest
 * first (20 a page, 02 §9), with their lines and payments, and how many match.
 */
export async function searchAgencyInvoices(
  sql: Sql,
  request: AgencyInvoiceAdminListRequest,
): Promise<ListResponse<AgencyInvoice>> {
  const { filters } = request;
  const search: AgencyInvoiceSearch = {
    pattern: searchPattern(request.query, foldAccents),
    statuses: filters.status && filters.status.length > 0 ? [...filters.status] : null,
    agencyId: filters.agencyId ?? null,
    from: filters.from ?? null,
    to: filters.to ?? null,
    ascending: request.orderBy !== undefined && request.ascending,
    limit: request.limit,
    offset: pageOffset(request),
  };
  return transaction(sql, { kind: 'platform' }, async (tx) => ({
    data: await agencyInvoicesByIds(tx, await searchAgencyInvoiceIds(tx, search)),
    filteredCount: await countAgencyInvoices(tx, search),
  }));
}
