import { expect } from 'vitest';
import {
  CatalogItemSchema,
  CustomerSchema,
  type AccessClaims,
  type CatalogItem,
  type SaveCatalogItemInput,
} from '@portal/contracts';
import type { BillingHarness } from '../../testing/harness.js';

/** Test support for the catalogue routes (not a test file). */

export const catalogItemPath = (agencyId: string) => `/agency/${agencyId}/catalog-item`;
export const catalogListPath = (agencyId: string) => `/agency/${agencyId}/fetch/catalog-items`;
export const catalogImportPath = (agencyId: string) => `/agency/${agencyId}/catalog/import`;

/** An article of the form: a guard by the hour unless told otherwise. */
export function articleInput(overrides: Partial<SaveCatalogItemInput> = {}): SaveCatalogItemInput {
  return { designation: 'Agent de sécurité', unitPrice: '24.50', priceUnit: 'hour', ...overrides };
}

/** Saves through the route with an owner's token (or the claims given) and answers the article. */
export async function saveArticle(
  h: BillingHarness,
  agencyId: string,
  body: SaveCatalogItemInput,
  claims: Partial<AccessClaims> = {},
): Promise<CatalogItem> {
  const answer = await h.request('POST', catalogItemPath(agencyId), {
    token: await h.tokenFor(agencyId, claims),
    json: body,
  });
  expect([answer.status, answer.error]).toEqual([body.id ? 200 : 201, null]);
  return CatalogItemSchema.parse(answer.body);
}

/** A customer of the agency, made through billing's own route; answers its id. */
export async function createCustomer(h: BillingHarness, agencyId: string, name: string): Promise<string> {
  const answer = await h.request('POST', `/agency/${agencyId}/customer`, {
    token: await h.tokenFor(agencyId),
    json: { name },
  });
  expect(answer.status).toBe(201);
  return CustomerSchema.parse(answer.body).id;
}
