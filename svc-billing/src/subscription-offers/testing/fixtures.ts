import { expect } from 'vitest';
import {
  SubscriptionOfferSchema,
  type AccessClaims,
  type SaveSubscriptionOfferInput,
  type SubscriptionOffer,
} from '@portal/contracts';
import type { BillingHarness } from '../../testing/harness.js';
import { seedSubscriptionOffers, subscriptionOfferSeedId } from '../../seed/subscription-offers.js';

/** Test support for the subscription offers routes (not a test file). */

export const OFFER_LIST_PATH = '/admin/agency-offers';
export const OFFER_PATH = '/admin/agency-offer';
export const OFFER_STATUS_PATH = '/admin/agency-offers/status';
export const offeredPath = (agencyId: string) => `/agency/${agencyId}/subscription-offers`;

/** A super admin outside any agency, unless the claims say otherwise. */
export const superAdminToken = (h: BillingHarness, claims: Partial<AccessClaims> = {}) =>
  h.tokenFor(null, { role: 'super_admin', email: 'admin@plateforme.test', ...claims });

/** An article of the form (type 300) unless told otherwise. */
export function offerInput(overrides: Partial<SaveSubscriptionOfferInput> = {}): SaveSubscriptionOfferInput {
  return { name: 'Badges NFC (lot de 10)', type: 300, price: '39.00', ...overrides };
}

/** Saves through the route as the super admin and answers the offer. */
export async function saveOffer(h: BillingHarness, body: SaveSubscriptionOfferInput): Promise<SubscriptionOffer> {
  const answer = await h.request('POST', OFFER_PATH, { token: await superAdminToken(h), json: body });
  expect([answer.status, answer.error]).toEqual([body.id ? 200 : 201, null]);
  return SubscriptionOfferSchema.parse(answer.body);
}

/** The seeded offers (PRO, website, licence, packs, articles); answers the PRO offer's id. */
export async function seedOffers(h: BillingHarness): Promise<{ proId: string; payslipsId: string }> {
  await seedSubscriptionOffers(h.sql);
  return { proId: subscriptionOfferSeedId('pro'), payslipsId: subscriptionOfferSeedId('pack-bulletins') };
}

/** The offer's row as stored, read in platform scope. */
export async function storedOffer(h: BillingHarness, id: string) {
  const [row] = await h.asPlatform(
    (tx) => tx`select name, status, price::text as price, type from agency_subscription_offers where id = ${id}`,
  );
  return row;
}
