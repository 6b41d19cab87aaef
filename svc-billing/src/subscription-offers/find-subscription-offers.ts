import {
  DEFAULT_SUBSCRIPTION_OFFER_STATUS_FILTER,
  pageOffset,
  type ListResponse,
  type OfferedSubscriptionOffer,
  type SubscriptionOffer,
  type SubscriptionOfferListRequest,
} from '@portal/contracts';
import { AppError, transaction, type Scope, type Sql } from '@portal/service-kit';
import { asList, searchPattern } from '@portal/service-kit/db/search';
import {
  countSubscriptionOffers,
  findSubscriptionOffer,
  offeredSubscriptionOffers,
  searchSubscriptionOffers,
  type SubscriptionOfferSearch,
} from './repo.js';

const PLATFORM: Scope = { kind: 'platform' };

/**
 * `POST /admin/agency-offers`: one page of offers and their count; without a status filter the
 * activated and deactivated ones; without a sort, the newest first (02 §9).
 */
export async function findSubscriptionOffers(
  sql: Sql,
  request: SubscriptionOfferListRequest,
): Promise<ListResponse<SubscriptionOffer>> {
  const { filters } = request;
  const search: SubscriptionOfferSearch = {
    pattern: searchPattern(request.query),
    types: asList(filters.type),
    categories: asList(filters.category),
    statuses: asList(filters.status) ?? DEFAULT_SUBSCRIPTION_OFFER_STATUS_FILTER,
    orderBy: request.orderBy ?? 'createdAt',
    ascending: request.orderBy ? request.ascending : false,
    limit: request.limit,
    offset: pageOffset(request),
  };
  return transaction(sql, PLATFORM, async (tx) => ({
    data: await searchSubscriptionOffers(tx, search),
    filteredCount: await countSubscriptionOffers(tx, search),
  }));
}

/** `GET /admin/agency-offer/{id}`: the offer, deleted ones included; unknown → 404. */
export async function getSubscriptionOffer(sql: Sql, offerId: string): Promise<SubscriptionOffer> {
  const offer = await transaction(sql, PLATFORM, (tx) => findSubscriptionOffer(tx, offerId));
  if (!offer) throw new AppError('SUBSCRIPTION_OFFER_NOT_FOUND');
  return offer;
}

/** `GET /agency/{id}/subscription-offers`: what the agency may buy, read in its own scope. */
export function findOfferedSubscriptionOffers(sql: Sql, scope: Scope): Promise<OfferedSubscriptionOffer[]> {
  return transaction(sql, scope, (tx) => offeredSubscriptionOffers(tx));
}
