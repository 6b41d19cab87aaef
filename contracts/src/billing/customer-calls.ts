import { z } from 'zod';
import type { CallTable } from '../common/calls.js';
import { listResponseSchema } from '../common/paging.js';
import { CustomerListRequestSchema, CustomerRowSchema, CustomerSchema, SaveCustomerSchema } from './customers.js';

/**
 * Customers and prospects of the agency with their contacts (spec 02 §7 Customers) on billing.
 * A customer of another agency, or an unknown one: 404 'Client introuvable'.
 */
export const CUSTOMER_CALLS = {
  /** Searches name, number, e-mail and city ignoring case and accents. */
  list: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/customers',
    right: 'customers.list',
    body: CustomerListRequestSchema,
    response: listResponseSchema(CustomerRowSchema),
  },
  /**
   * Without `id`: creates (201) and needs customers.create. With `id`: replaces the customer and its
   * contacts list (200) and needs customers.edit instead; nothing changed → 400 NO_CHANGE. A manual
   * number already used → 409 CUSTOMER_NUMBER_ALREADY_USED on `customerInfos.customerNumber`.
   */
  save: {
    method: 'POST',
    path: '/agency/:agencyId/customer',
    right: 'customers.create',
    body: SaveCustomerSchema,
    response: CustomerSchema,
  },
  /** The same call with `id`: edits (200). The route checks the right matching the body. */
  update: {
    method: 'POST',
    path: '/agency/:agencyId/customer',
    right: 'customers.edit',
    body: SaveCustomerSchema,
    response: CustomerSchema,
  },
  /** Also what a customer user reads of his own company, when he holds customers.list. */
  get: {
    method: 'GET',
    path: '/agency/:agencyId/customer/:customerId',
    right: 'customers.list',
    response: CustomerSchema,
  },
  /**
   * `:action` is one of CUSTOMER_ACTIONS (Archivage, Réactivation, Désactivation); a status the
   * action does not start from → 400 NO_CHANGE.
   */
  changeStatus: {
    method: 'PATCH',
    path: '/agency/:agencyId/customer/:customerId/:action',
    right: 'customers.edit',
    response: CustomerSchema,
  },
  /** Removes one contact (204); he loses his portal access with the `updated` event. */
  deleteContact: {
    method: 'DELETE',
    path: '/agency/:agencyId/agencyCustomer/:customerId/contact/:contactId',
    right: 'customers.edit',
    response: z.null(),
  },
  /** Suppression (204): the customer and its contacts are removed; others hear it as archived. */
  delete: {
    method: 'DELETE',
    path: '/agency/:agencyId/agencyCustomer/:customerId',
    right: 'customers.delete',
    response: z.null(),
  },
} as const satisfies CallTable;
