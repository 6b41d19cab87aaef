import type { CallTable } from '../common/calls.js';
import { listResponseSchema } from '../common/paging.js';
import {
  BillableCustomerListRequestSchema,
  BillableCustomerSummarySchema,
  BillableLineListRequestSchema,
  BillableLineSchema,
} from './billable-lines.js';

/**
 * Billable lines made from finished services (the 'À facturer' screen) on billing: read only, the
 * lines come from operations' `operations.service.finished` events. Agency staff only: a customer
 * user gets 404 like on every agency route outside his own.
 */
export const BILLABLE_LINE_CALLS = {
  /** Lines of the agency, finished first-to-last unless sorted; searches customer, site and reference. */
  list: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/billable-lines',
    right: 'invoices.list',
    body: BillableLineListRequestSchema,
    response: listResponseSchema(BillableLineSchema),
  },
  /** One row per customer with lines still to invoice: their count, hours and amount excl. tax. */
  byCustomer: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/billable-lines/by-customer',
    right: 'invoices.list',
    body: BillableCustomerListRequestSchema,
    response: listResponseSchema(BillableCustomerSummarySchema),
  },
} as const satisfies CallTable;
