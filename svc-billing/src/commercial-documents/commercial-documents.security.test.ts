import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommercialDocumentRowSchema,
  listResponseSchema,
  uuidv7,
  type CommercialDocument,
  type Customer,
  type Right,
} from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import {
  act,
  agencyReadyToInvoice,
  documentInput,
  documentPath,
  newCustomer,
  saveDocument,
  savePath,
  tableDigest,
  validatedInvoice,
} from './test-fixtures.js';

const ListSchema = listResponseSchema(CommercialDocumentRowSchema);

let h: BillingHarness;
let agencyId: string;
let customer: Customer;
let otherCustomer: Customer;
/** Of `customer`: a validated invoice, its validated credit note, a draft invoice, an estimate. */
let invoice: CommercialDocument;
let creditNote: CommercialDocument;
let draft: CommercialDocument;
let estimate: CommercialDocument;
/** Of `otherCustomer`: a validated invoice. */
let othersInvoice: CommercialDocument;
/** Another agency's validated invoice and estimate. */
let foreign: { agencyId: string; invoice: CommercialDocument; estimate: CommercialDocument };

beforeAll(async () => {
  h = await startBillingHarness();
  ({ agencyId } = await agencyReadyToInvoice(h));
  customer = await newCustomer(h, agencyId);
  otherCustomer = await newCustomer(h, agencyId, { name: 'Clinique du Parc' });
  invoice = await validatedInvoice(h, agencyId, customer);
  const note = await act(h, 'POST', documentPath(agencyId, 'invoice', invoice.id, 'credit-note'), {}, 201);
  creditNote = await act(h, 'POST', documentPath(agencyId, 'invoice', note.id, 'validate'));
  draft = await saveDocument(h, agencyId, 'invoice', documentInput(customer));
  estimate = await saveDocument(h, agencyId, 'estimate', documentInput(customer));
  othersInvoice = await validatedInvoice(h, agencyId, otherCustomer);
  const neighbour = await agencyReadyToInvoice(h);
  const neighbourCustomer = await newCustomer(h, neighbour.agencyId);
  foreign = {
    agencyId: neighbour.agencyId,
    invoice: await validatedInvoice(h, neighbour.agencyId, neighbourCustomer),
    estimate: await saveDocument(h, neighbour.agencyId, 'estimate', documentInput(neighbourCustomer)),
  };
});
afterAll(async () => {
  await h?.close();
});

const staff = (rights: Right[]) => h.tokenFor(agencyId, { role: 'staff', rights });

describe('the rights of the save calls', () => {
  it('creating needs the create right; replacing a draft through the same call needs the edit right', async () => {
    const creator = await staff(['estimates.create']);
    const editor = await staff(['estimates.list', 'estimates.edit']);
    const update = { ...documentInput(customer), id: estimate.id };
    const before = await tableDigest(h);
    const refusedCreate = await h.request('POST', savePath(agencyId, 'estimate'), {
      token: editor,
      json: documentInput(customer),
    });
    expect([refusedCreate.status, refusedCreate.error?.message]).toEqual([
      403,
      'Vous ne bénéficiez pas de l\'autorisation "Devis : création".',
    ]);
    const refusedUpdate = await h.request('POST', savePath(agencyId, 'estimate'), { token: creator, json: update });
    expect([refusedUpdate.status, refusedUpdate.error?.message]).toEqual([
      403,
      'Vous ne bénéficiez pas de l\'autorisation "Devis : modification".',
    ]);
    expect(await tableDigest(h)).toEqual(before);
    expect((await h.request('POST', savePath(agencyId, 'estimate'), { token: editor, json: update })).status).toBe(200);
  });

  it('validating, paying and deleting an invoice need invoices.edit and invoices.delete', async () => {
    const reader = await staff(['invoices.list', 'invoices.create']);
    const before = await tableDigest(h);
    for (const [method, path, json, label] of [
      ['POST', documentPath(agencyId, 'invoice', draft.id, 'validate'), undefined, 'Factures : modification'],
      [
        'POST',
        documentPath(agencyId, 'invoice', invoice.id, 'payment'),
        { date: '2026-03-20', amount: '1' },
        'Factures : modification',
      ],
      ['DELETE', documentPath(agencyId, 'invoice', draft.id), undefined, 'Factures : suppression'],
      [
        'POST',
        documentPath(agencyId, 'invoice', invoice.id, 'send'),
        { to: ['a@b.fr'], subject: 'Facture' },
        'Factures : envoi',
      ],
    ] as const) {
      const answer = await h.request(method, path, { token: reader, json });
      expect([path, answer.status, answer.error?.message]).toEqual([
        path,
        403,
        `Vous ne bénéficiez pas de l'autorisation "${label}".`,
      ]);
    }
    expect(await tableDigest(h)).toEqual(before);
  });
});

describe("another agency's documents", () => {
  it('named under our own agency → 404 on every document call, and nothing is written', async () => {
    const owner = await h.tokenFor(agencyId);
    const before = await tableDigest(h);
    const invoiceCalls: [string, string, unknown][] = [
      ['GET', '', undefined],
      ['GET', 'history', undefined],
      ['GET', 'pdf', undefined],
      ['PATCH', 'sent', { sent: true }],
      ['POST', 'validate', undefined],
      ['POST', 'copy', undefined],
      ['POST', 'credit-note', {}],
      ['POST', 'payment', { date: '2026-03-20', amount: '1' }],
      ['POST', 'send', { to: ['client@example.fr'], subject: 'Facture' }],
      ['DELETE', '', undefined],
    ];
    for (const [method, action, json] of invoiceCalls) {
      const path = documentPath(agencyId, 'invoice', foreign.invoice.id, action);
      const answer = await h.request(method, path, { token: owner, json });
      expect([method, path, answer.status, answer.error?.code]).toEqual([method, path, 404, 'DOCUMENT_NOT_FOUND']);
    }
    const estimateCalls: [string, string, unknown][] = [
      ['GET', '', undefined],
      ['PATCH', 'answer', { answer: 'validated' }],
      ['POST', 'invoice', undefined],
      ['POST', 'copy', undefined],
      ['DELETE', '', undefined],
    ];
    for (const [method, action, json] of estimateCalls) {
      const path = documentPath(agencyId, 'estimate', foreign.estimate.id, action);
      const answer = await h.request(method, path, { token: owner, json });
      expect([method, path, answer.status, answer.error?.code]).toEqual([method, path, 404, 'DOCUMENT_NOT_FOUND']);
    }
    const replaced = await h.request('POST', savePath(agencyId, 'estimate'), {
      token: owner,
      json: { ...documentInput(customer), id: foreign.estimate.id },
    });
    expect([replaced.status, replaced.error?.code]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
    const creditOfForeign = await h.request('POST', savePath(agencyId, 'invoice'), {
      token: owner,
      json: { ...documentInput(customer), kind: 'credit_note', sourceDocumentId: foreign.invoice.id },
    });
    expect([creditOfForeign.status, creditOfForeign.error?.code]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
    expect(await tableDigest(h)).toEqual(before);
  });

  it('never appear in our lists', async () => {
    const owner = await h.tokenFor(agencyId);
    const answer = await h.request('POST', `/agency/${agencyId}/fetch/invoices`, {
      token: owner,
      json: { limit: 100 },
    });
    const ids = ListSchema.parse(answer.body).data.map((row) => row.id);
    expect(ids).not.toContain(foreign.invoice.id);
    expect(ids.sort()).toEqual([invoice.id, creditNote.id, draft.id, othersInvoice.id].sort());
  });

  it('never match our searches (the search index is read for our agency only)', async () => {
    const owner = await h.tokenFor(agencyId);
    // Every document here, the neighbour's too, is titled 'Gardiennage de mars'.
    const answer = await h.request('POST', `/agency/${agencyId}/fetch/invoices`, {
      token: owner,
      json: { limit: 100, query: 'GARDIENNAGE de' },
    });
    const list = ListSchema.parse(answer.body);
    expect(list.data.map((row) => row.id).sort()).toEqual(
      [invoice.id, creditNote.id, draft.id, othersInvoice.id].sort(),
    );
    expect(list.filteredCount).toBe(4);
  });
});

describe('a customer user (customerInvoices)', () => {
  const customerToken = (customerId: string, rights: Right[] = []) =>
    h.tokenFor(agencyId, { role: 'customer', customer: customerId, rights });
  const ownPath = (customerId: string, rest: string) => `/agency/${agencyId}/customer/${customerId}/${rest}`;

  it('lists only his validated invoices and credit notes, without any right', async () => {
    const token = await customerToken(customer.id);
    const answer = await h.request('POST', ownPath(customer.id, 'fetch/invoices'), { token, json: {} });
    expect(answer.status).toBe(200);
    const list = ListSchema.parse(answer.body);
    expect(list.data.map((row) => row.id).sort()).toEqual([invoice.id, creditNote.id].sort());
    expect(list.filteredCount).toBe(2);
    // Whatever the filters ask: drafts stay out.
    const drafts = await h.request('POST', ownPath(customer.id, 'fetch/invoices'), {
      token,
      json: { filters: { validated: false } },
    });
    expect(ListSchema.parse(drafts.body).data).toEqual([]);
  });

  it('searches among his validated documents only: his drafts and other customers’ matches stay out', async () => {
    const token = await customerToken(customer.id);
    const answer = await h.request('POST', ownPath(customer.id, 'fetch/invoices'), {
      token,
      json: { query: 'gardiennage' },
    });
    const list = ListSchema.parse(answer.body);
    expect(list.data.map((row) => row.id).sort()).toEqual([invoice.id, creditNote.id].sort());
    expect(list.filteredCount).toBe(2);
  });

  it('downloads his validated invoice; a draft, an estimate, another customer’s → 404', async () => {
    const token = await customerToken(customer.id);
    const pdf = await h.app.request(ownPath(customer.id, `invoice/${invoice.id}/pdf`), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    for (const id of [draft.id, estimate.id, othersInvoice.id, foreign.invoice.id, uuidv7()]) {
      const answer = await h.request('GET', ownPath(customer.id, `invoice/${id}/pdf`), { token });
      expect([id, answer.status, answer.error?.code]).toEqual([id, 404, 'DOCUMENT_NOT_FOUND']);
    }
  });

  it("another customer's path → 404, whatever rights he holds; the agency's document calls → 404", async () => {
    const token = await customerToken(customer.id, ['invoices.list', 'invoices.create', 'estimates.list']);
    for (const [method, path, json] of [
      ['POST', ownPath(otherCustomer.id, 'fetch/invoices'), {}],
      ['GET', ownPath(otherCustomer.id, `invoice/${othersInvoice.id}/pdf`), undefined],
      ['POST', `/agency/${agencyId}/fetch/invoices`, {}],
      ['GET', documentPath(agencyId, 'invoice', invoice.id), undefined],
      ['GET', documentPath(agencyId, 'estimate', estimate.id), undefined],
      ['POST', savePath(agencyId, 'invoice'), documentInput(customer)],
    ] as const) {
      const answer = await h.request(method, path, { token, json });
      expect([method, path, answer.status, answer.error?.code]).toEqual([method, path, 404, 'NOT_FOUND']);
    }
  });

  it('office users need invoices.list; a customer the agency does not have → 404', async () => {
    const without = await staff(['estimates.list']);
    const refused = await h.request('POST', ownPath(customer.id, 'fetch/invoices'), { token: without, json: {} });
    expect([refused.status, refused.error?.message]).toEqual([
      403,
      'Vous ne bénéficiez pas de l\'autorisation "Factures : consultation".',
    ]);
    const reader = await staff(['invoices.list']);
    const unknown = await h.request('POST', ownPath(uuidv7(), 'fetch/invoices'), { token: reader, json: {} });
    expect([unknown.status, unknown.error?.code]).toEqual([404, 'CUSTOMER_NOT_FOUND']);
  });
});

describe('row-level security on documents (the second wall)', () => {
  it("a customer user's transaction sees his validated invoices and credit notes, their rows and payments only", async () => {
    await act(
      h,
      'POST',
      documentPath(agencyId, 'invoice', invoice.id, 'payment'),
      { date: '2026-03-20', amount: '1' },
      201,
    );
    const seen = await transaction(h.sql, { kind: 'tenant', agencyId, customerId: customer.id }, async (tx) => ({
      documents: await tx<{ id: string }[]>`select id from commercial_documents order by id`,
      rows: await tx<{ documentId: string }[]>`select distinct document_id from commercial_document_rows`,
      history: await tx<{ documentId: string }[]>`select distinct document_id from commercial_document_history`,
      payments: await tx<{ documentId: string }[]>`select distinct document_id from commercial_document_payments`,
    }));
    const mine = [invoice.id, creditNote.id].sort();
    expect(seen.documents.map((row) => row.id)).toEqual(mine);
    expect(seen.rows.map((row) => row.documentId).sort()).toEqual(mine);
    expect(seen.history.map((row) => row.documentId).sort()).toEqual(mine);
    expect(seen.payments.map((row) => row.documentId)).toEqual([invoice.id]);
  });

  it("an agency's transaction sees none of another agency's documents, and cannot write them", async () => {
    const seen = await transaction(h.sql, { kind: 'tenant', agencyId }, async (tx) => ({
      documents: await tx`select id from commercial_documents where agency_id = ${foreign.agencyId}`,
      rows: await tx`select id from commercial_document_rows where document_id = ${foreign.invoice.id}`,
      counters: await tx`select year from commercial_document_counters where agency_id = ${foreign.agencyId}`,
      updated: await tx`update commercial_documents set title = 'x' where id = ${foreign.invoice.id} returning id`,
    }));
    expect(seen).toEqual({ documents: [], rows: [], counters: [], updated: [] });
    await expect(
      transaction(
        h.sql,
        { kind: 'tenant', agencyId },
        (tx) => tx`insert into commercial_document_rows
                     (id, agency_id, document_id, position, designation, quantity, unit_price, price_unit, vat_rate, amount)
                   values (${uuidv7()}, ${foreign.agencyId}, ${foreign.invoice.id}, 99, 'Intrus', 1, 1, 'amount', '20.00', 1)`,
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
