import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommercialDocumentRowSchema,
  COMMERCIAL_DOCUMENT_ORDER_BY,
  listResponseSchema,
  type CommercialDocumentListRequest,
} from '@portal/contracts';
import { listCache } from '@portal/service-kit/db/list-cache';
import { searchPattern } from '@portal/service-kit/db/search';
import { seedInvoices } from '../../bench/seed-invoices.js';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { searchOf } from './find-documents.js';
import { ORDER_COLUMNS } from './list-sql.js';
import { matchesKey } from './search-page.js';
import { agencyReadyToInvoice, documentInput, listPath, saveDocument } from './test-fixtures.js';

/**
 * A search's pages found either way (search-page.ts): by a walk of the sort's index, or from the
 * matches' ids read once in order; and the pages without a search, sought from their kept starts. On
 * a book of 4,000 invoices whose customers' names gather each word in a stretch of the customer order,
 * every page must be what a plain query of the documents answers.
 */
const ListSchema = listResponseSchema(CommercialDocumentRowSchema);
const LIMIT = 25;

let h: BillingHarness;
let agencyId: string;
let token: string;
let customerIds: string[];

beforeAll(async () => {
  h = await startBillingHarness();
  ({ agencyId, token } = await agencyReadyToInvoice(h));
  ({ customerIds } = await seedInvoices(h.sql, agencyId, 4_000));
  await h.sql`analyze`;
});
afterAll(async () => {
  await h?.close();
});

/** A page asked for; `customerId`: the customer's own list (`customer/{id}/fetch/invoices`, validated only). */
type Page = Required<Pick<CommercialDocumentListRequest, 'orderBy' | 'ascending' | 'page'>> & {
  query?: string;
  paid?: (0 | 50 | 100)[];
  customerId?: string;
};

async function list({ paid, customerId, ...page }: Page) {
  const path = customerId ? `/agency/${agencyId}/customer/${customerId}/fetch/invoices` : listPath(agencyId, 'invoice');
  const json = { ...page, limit: LIMIT, filters: paid ? { paid } : {} };
  const answer = await h.request('POST', path, { token, json });
  expect([answer.status, answer.error]).toEqual([200, null]);
  const { data, filteredCount } = ListSchema.parse(answer.body);
  return { ids: data.map((row) => row.id), filteredCount };
}

/** The same page by a plain query of the documents. */
async function reference({ query, orderBy, ascending, page, paid, customerId }: Page) {
  const column = h.sql(ORDER_COLUMNS[orderBy]);
  const direction = ascending ? h.sql`asc` : h.sql`desc`;
  return h.asPlatform(async (tx) => {
    const pattern = searchPattern(query);
    const matching = tx`agency_id = ${agencyId} and not is_estimate
      ${pattern ? tx`and search_text like ${pattern}` : tx``}
      ${paid ? tx`and paid = any(${paid}::smallint[])` : tx``}
      ${customerId ? tx`and customer_id = ${customerId} and validated` : tx``}`;
    const rows = await tx<{ id: string }[]>`
      select id from commercial_documents where ${matching}
       order by ${column} ${direction}, id ${direction} limit ${LIMIT} offset ${(page - 1) * LIMIT}`;
    const [count] = await tx<{ count: number }[]>`select count(*)::int from commercial_documents where ${matching}`;
    return { ids: rows.map((row) => row.id), filteredCount: count?.count ?? 0 };
  });
}

const isCached = (page: Page) =>
  listCache.cachedMatches(
    matchesKey(
      searchOf({ kind: 'tenant', agencyId }, agencyId, 'invoices', { ...page, limit: LIMIT, filters: {} }),
      searchPattern(page.query) ?? '',
    ),
  ) !== undefined;

describe('a search of fetch/invoices, page after page', () => {
  it('answers each page of each sort both ways as a plain query would, a word common or rare', async () => {
    for (const query of ['résidence', 'ECOLE jaures', 'f-2024-00', 'prestations du mois', 'introuvable']) {
      for (const orderBy of COMMERCIAL_DOCUMENT_ORDER_BY) {
        for (const ascending of [true, false]) {
          for (const page of [1, 3, 41]) {
            const request = { query, orderBy, ascending, page };
            expect([request, await list(request)]).toEqual([request, await reference(request)]);
          }
        }
      }
    }
  });

  it('answers each page of each sort without a search, in turn, again and jumped to (pages sought from their starts)', async () => {
    for (const orderBy of COMMERCIAL_DOCUMENT_ORDER_BY) {
      for (const ascending of [true, false]) {
        for (const page of [1, 2, 3, 2, 150, 151, 161]) {
          const request = { orderBy, ascending, page };
          expect([request, await list(request)]).toEqual([request, await reference(request)]);
        }
      }
    }
  });

  it('answers a search among filtered documents, and among a customer’s own, as a plain query would', async () => {
    const customerId = customerIds[0] ?? '';
    for (const orderBy of COMMERCIAL_DOCUMENT_ORDER_BY) {
      for (const ascending of [true, false]) {
        for (const page of [1, 2, 9]) {
          for (const request of [
            { query: 'résidence', paid: [0, 50] as (0 | 50)[], orderBy, ascending, page },
            { query: 'f-2024-0', paid: [100] as 100[], orderBy, ascending, page },
            { query: 'gardiennage', customerId, orderBy, ascending, page },
          ]) {
            expect([request, await list(request)]).toEqual([request, await reference(request)]);
          }
        }
      }
    }
  });

  it('walks the index for a word spread along the order, and keeps the matches of one gathered in a stretch', async () => {
    listCache.invalidate(agencyId, 'commercial_documents');
    const spread = { query: 'résidence', orderBy: 'date', ascending: false, page: 2 } as const;
    const gathered = { ...spread, orderBy: 'customer', ascending: true } as const;
    await list(spread);
    await list(gathered);
    expect([isCached(spread), isCached(gathered)]).toEqual([false, true]);
  });

  it('counts and places a document written since, at once', async () => {
    const request = { query: 'résidence', orderBy: 'customer', ascending: true, page: 1 } as const;
    await list(request);
    expect(isCached(request)).toBe(true);
    const [first] = (await reference(request)).ids;
    const customerId = customerIds[0] ?? '';
    const draft = await saveDocument(h, agencyId, 'invoice', documentInput({ id: customerId }));
    const after = await list(request);
    expect(after).toEqual(await reference(request));
    expect([after.ids.includes(draft.id), after.ids.includes(first ?? '')]).toEqual([true, true]);
  });
});
