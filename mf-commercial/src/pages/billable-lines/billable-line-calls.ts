import type { BillableCustomerFilters } from '@portal/contracts';

/** The summary per customer ('À facturer'), `POST …/fetch/billable-lines/by-customer`. */
export const billableCustomersPath = (agencyId: string) => `/agency/${agencyId}/fetch/billable-lines/by-customer`;

/** The lines, `POST …/fetch/billable-lines`. */
export const billableLinesPath = (agencyId: string) => `/agency/${agencyId}/fetch/billable-lines`;

/** What the screen filters on: a customer and a period (calendar days the services finished). */
export type BillableFilters = Pick<BillableCustomerFilters, 'customerId' | 'from' | 'to'>;

/** The filters as the calls take them: only those chosen. */
export function filtersOf(filters: BillableFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The filters as sent: an end before the start is left out until it is corrected (the field says so). */
export function validFilters(filters: BillableFilters): BillableFilters {
  if (filters.from && filters.to && filters.to < filters.from) {
    const { to: _reversed, ...rest } = filters;
    return rest;
  }
  return filters;
}
