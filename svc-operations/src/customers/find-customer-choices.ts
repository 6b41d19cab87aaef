import { pageOffset, type CustomerChoice, type CustomerChoiceRequest, type ListResponse } from '@portal/contracts';
import { readTransaction, type Scope, type Sql } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { foldAccents, searchPattern } from '@portal/service-kit/db/search';
import { countCustomerChoices, searchCustomerChoices, type CustomerChoiceSearch } from './repo.js';

/** `POST /agency/{id}/fetch/customers`: the agency's active customers, for the customer picker. */
export async function findCustomerChoices(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  request: CustomerChoiceRequest,
): Promise<ListResponse<CustomerChoice>> {
  const search: CustomerChoiceSearch = {
    agencyId,
    pattern: searchPattern(request.query, foldAccents),
    ids: request.filters.ids?.length ? request.filters.ids : null,
    ascending: request.ascending,
    limit: request.limit,
    offset: pageOffset(request),
  };
  // The agency check, the page and its count are sent at once with the transaction around them
  // (readTransaction: one round trip).
  return readTransaction(sql, scope, async (tx) => {
    const [, data, filteredCount] = await Promise.all([
      requireProvisionedAgency(tx, agencyId),
      searchCustomerChoices(tx, search),
      countCustomerChoices(tx, search),
    ]);
    return { data, filteredCount };
  });
}
