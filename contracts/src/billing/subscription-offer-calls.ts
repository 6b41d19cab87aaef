import { z } from 'zod';
import type { CallTable } from '../common/calls.js';
import { listResponseSchema } from '../common/paging.js';
import {
  ChangeSubscriptionOffersStatusSchema,
  OfferedSubscriptionOfferSchema,
  SaveSubscriptionOfferSchema,
  SubscriptionOfferListRequestSchema,
  SubscriptionOfferSchema,
  SubscriptionOffersStatusResultSchema,
} from './subscription-offers.js';

/**
 * The platform's offers to agencies on billing (administration/agencySubscriptionOffers, 02 §2, §7):
 * super admin only (02 §6: offers need super admin; support and agency users → 403 FORBIDDEN). Not
 * tenant routes: they run in platform scope. An unknown offer → 404 'Offre introuvable'; a locked
 * type (1 to 3) toggled, deleted or duplicated → 409; a deleted offer edited → 409.
 */
export const SUBSCRIPTION_OFFER_ADMIN_CALLS = {
  /** One page of offers (25, newest first); without a status filter, activated and deactivated ones. */
  list: {
    method: 'POST',
    path: '/admin/agency-offers',
    roles: ['super_admin'],
    body: SubscriptionOfferListRequestSchema,
    response: listResponseSchema(SubscriptionOfferSchema),
  },
  get: {
    method: 'GET',
    path: '/admin/agency-offer/:offerId',
    roles: ['super_admin'],
    response: SubscriptionOfferSchema,
  },
  /** Without `id`: creates (201, types above 3 only); with `id`: edits (200; the type never changes). */
  save: {
    method: 'POST',
    path: '/admin/agency-offer',
    roles: ['super_admin'],
    body: SaveSubscriptionOfferSchema,
    response: SubscriptionOfferSchema,
  },
  /** The multi-select's status change: how many offers moved, and how many were skipped. */
  changeStatus: {
    method: 'POST',
    path: '/admin/agency-offers/status',
    roles: ['super_admin'],
    body: ChangeSubscriptionOffersStatusSchema,
    response: SubscriptionOffersStatusResultSchema,
  },
  /** A deactivated copy named '<name> (copie)', without sales (201). */
  duplicate: {
    method: 'POST',
    path: '/admin/agency-offer/:offerId/duplicate',
    roles: ['super_admin'],
    response: SubscriptionOfferSchema,
  },
  /** Marks the offer deleted (300, 204): it stays for the invoices that sold it. */
  delete: {
    method: 'DELETE',
    path: '/admin/agency-offer/:offerId',
    roles: ['super_admin'],
    response: z.null(),
  },
} as const satisfies CallTable;

/**
 * What an agency may buy (plan_options, 02 §2: the subscription right): the activated offers but
 * the hidden types, subscriptions first, then packs, then articles.
 */
export const SUBSCRIPTION_OFFER_CALLS = {
  offered: {
    method: 'GET',
    path: '/agency/:agencyId/subscription-offers',
    right: 'subscriptions.list',
    response: z.array(OfferedSubscriptionOfferSchema),
    withoutSubscription: true,
  },
} as const satisfies CallTable;
