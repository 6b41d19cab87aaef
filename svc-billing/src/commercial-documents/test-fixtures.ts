import { expect } from 'vitest';
import {
  CommercialDocumentSchema,
  type AccessClaims,
  type AgencyCreatedPayload,
  type CommercialDocument,
  type CommercialDocumentKind,
  type Customer,
  type SaveCommercialDocumentInput,
  type SaveCustomerInput,
  type SitePayload,
} from '@portal/contracts';
import { createEvent, transaction } from '@portal/service-kit';
import { contactInput, saveCustomer } from '../customers/test-fixtures.js';
import { siteEventHandlers } from '../sites/events.js';
import type { BillingHarness } from '../testing/harness.js';

/** Test support for the commercial documents (not a test file). */

export type Family = 'estimate' | 'invoice';
export const familyOf = (kind: CommercialDocumentKind): Family => (kind === 'estimate' ? 'estimate' : 'invoice');

export const savePath = (agencyId: string, family: Family) => `/agency/${agencyId}/${family}`;
export const documentPath = (agencyId: string, family: Family, id: string, action = '') =>
  `/agency/${agencyId}/${family}/${id}${action ? `/${action}` : ''}`;
export const listPath = (agencyId: string, family: Family) =>
  `/agency/${agencyId}/fetch/${family === 'estimate' ? 'estimates' : 'invoices'}`;

/** The seller's identity an invoice needs to be validated (legal name, SIRET, address). */
export const SELLER_IDENTITY = {
  legalName: 'Vigie Sécurité SAS',
  legalMentions: 'SAS au capital de 10 000 € – RCS Montpellier 123 456 789',
  siret: '12345678900012',
  vatNumber: 'FR12123456789',
  street: '12 rue de la Loge',
  zipcode: '34000',
  city: 'Montpellier',
  country: 'FR',
  email: 'facturation@vigie.test',
  phone: '04 67 00 00 00',
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
};

/** An agency whose seller identity is complete, and its owner's token. */
export async function agencyReadyToInvoice(h: BillingHarness, profile: Partial<AgencyCreatedPayload> = {}) {
  const { agencyId } = await h.provisionAgency(profile);
  const token = await h.tokenFor(agencyId);
  const answer = await h.request('PUT', `/agency/${agencyId}/settings`, {
    token,
    json: { legalIdentity: SELLER_IDENTITY },
  });
  expect([answer.status, answer.error]).toEqual([200, null]);
  return { agencyId, token };
}

/** A customer of the agency (30 days net unless told otherwise). */
export function newCustomer(h: BillingHarness, agencyId: string, overrides: Partial<SaveCustomerInput> = {}) {
  return saveCustomer(h, agencyId, { name: 'Résidence Les Oliviers', contacts: [contactInput()], ...overrides });
}

/** Sites operations announced, recorded through billing's own handler (without NATS). */
export async function recordSites(h: BillingHarness, sites: readonly SitePayload[]) {
  const handle = siteEventHandlers()['operations.site.created'];
  for (const site of sites) {
    const event = createEvent('operations.site.created', site, { agencyId: site.agencyId, actor: null });
    await transaction(h.sql, { kind: 'tenant', agencyId: site.agencyId }, (tx) => handle(tx, event));
  }
}

/** Two priced rows at 20 % and 10 % under a header: 1,000.00 + 250.50 excl. tax. */
export function documentInput(
  customer: Pick<Customer, 'id'>,
  overrides: Partial<SaveCommercialDocumentInput> = {},
): SaveCommercialDocumentInput {
  return {
    customerId: customer.id,
    date: '2026-03-12',
    title: 'Gardiennage de mars',
    rows: [
      { header: true, designation: 'Bâtiment A' },
      { designation: 'Gardiennage de nuit', quantity: '40', unitPrice: '25', priceUnit: 'hour', vatRate: '20.00' },
      { designation: 'Nettoyage des parties communes', quantity: '1.5', unitPrice: '167', vatRate: '10.00' },
    ],
    ...overrides,
  };
}

/** Saves through the route with an owner's token (or the claims given) and answers the document. */
export async function saveDocument(
  h: BillingHarness,
  agencyId: string,
  family: Family,
  body: SaveCommercialDocumentInput,
  claims: Partial<AccessClaims> = {},
): Promise<CommercialDocument> {
  const answer = await h.request('POST', savePath(agencyId, family), {
    token: await h.tokenFor(agencyId, claims),
    json: body,
  });
  expect([answer.status, answer.error]).toEqual([body.id ? 200 : 201, null]);
  return CommercialDocumentSchema.parse(answer.body);
}

/** Calls a document's action as the owner and expects `status`, answering the document. */
export async function act(
  h: BillingHarness,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  json?: unknown,
  status = 200,
): Promise<CommercialDocument> {
  const answer = await h.request(method, path, { token: await h.tokenFor(path.split('/')[2] ?? null), json });
  expect([answer.status, answer.error]).toEqual([status, null]);
  return CommercialDocumentSchema.parse(answer.body);
}

/** A validated invoice of the customer (the agency's seller identity must be complete). */
export async function validatedInvoice(
  h: BillingHarness,
  agencyId: string,
  customer: Pick<Customer, 'id'>,
  overrides: Partial<SaveCommercialDocumentInput> = {},
): Promise<CommercialDocument> {
  const draft = await saveDocument(h, agencyId, 'invoice', documentInput(customer, overrides));
  return act(h, 'POST', documentPath(agencyId, 'invoice', draft.id, 'validate'));
}

export type CountedTable =
  | 'commercial_documents'
  | 'commercial_document_prints'
  | 'commercial_document_rows'
  | 'commercial_document_adjustments'
  | 'commercial_document_payments'
  | 'commercial_document_history'
  | 'commercial_document_counters'
  | 'billable_lines'
  | 'outbox'
  | 'audit_log';

export const DOCUMENT_TABLES: CountedTable[] = [
  'commercial_documents',
  'commercial_document_prints',
  'commercial_document_rows',
  'commercial_document_adjustments',
  'commercial_document_payments',
  'commercial_document_history',
  'commercial_document_counters',
  'outbox',
  'audit_log',
];

/**
 * A fingerprint of each table, read in platform scope: what a refused call must leave unchanged
 * (counts would miss an update in place).
 */
export function tableDigest(h: BillingHarness, tables: readonly CountedTable[] = DOCUMENT_TABLES) {
  return h.asPlatform(async (tx) => {
    const digest: Record<string, string> = {};
    for (const table of tables) {
      const [row] = await tx<{ digest: string | null }[]>`
        select md5(string_agg(t::text, '|' order by t::text)) as digest from ${tx(table)} t`;
      digest[table] = row?.digest ?? 'empty';
    }
    return digest;
  });
}
