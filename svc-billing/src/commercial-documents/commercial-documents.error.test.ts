import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7, type CommercialDocument, type Customer } from '@portal/contracts';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import {
  act,
  agencyReadyToInvoice,
  documentInput,
  documentPath,
  newCustomer,
  recordSites,
  saveDocument,
  savePath,
  tableDigest,
  validatedInvoice,
} from './test-fixtures.js';

let h: BillingHarness;
let agencyId: string;
let token: string;
let customer: Customer;
let validated: CommercialDocument;
let before: Record<string, string>;
const neighbour = { agencyId: '', customerId: '', siteId: uuidv7(), articleId: '', discountId: '' };

beforeAll(async () => {
  h = await startBillingHarness();
  ({ agencyId, token } = await agencyReadyToInvoice(h));
  customer = await newCustomer(h, agencyId);
  validated = await validatedInvoice(h, agencyId, customer);
  neighbour.agencyId = (await h.provisionAgency()).agencyId;
  neighbour.customerId = (await newCustomer(h, neighbour.agencyId, { name: 'Client voisin' })).id;
  const neighbourOwner = { token: await h.tokenFor(neighbour.agencyId) };
  const article = await h.request('POST', `/agency/${neighbour.agencyId}/catalog-item`, {
    ...neighbourOwner,
    json: { designation: 'Article voisin', unitPrice: '10.00', priceUnit: 'hour' },
  });
  neighbour.articleId = (article.body as { id: string }).id;
  const discount = await h.request('POST', `/agency/${neighbour.agencyId}/discount`, {
    ...neighbourOwner,
    json: { label: 'Remise voisine', kind: 'discount', type: 'percent', value: '5' },
  });
  neighbour.discountId = (discount.body as { id: string }).id;
  await recordSites(h, [
    {
      agencyId: neighbour.agencyId,
      siteId: neighbour.siteId,
      customerId: neighbour.customerId,
      name: 'Ailleurs',
      status: 100,
    },
  ]);
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  before = await tableDigest(h);
});

/** Calls as the owner and expects the refusal, with nothing written anywhere. */
async function refused(method: string, path: string, json: unknown, status: number, code: string) {
  const answer = await h.request(method, path, { token, json });
  expect([answer.status, answer.error?.code]).toEqual([status, code]);
  expect(await tableDigest(h)).toEqual(before);
  return answer.error;
}
const issuesOf = (error: Awaited<ReturnType<typeof refused>>) => error?.details?.['issues'];

describe('saving a document refused, nothing written', () => {
  it('a row without designation, a negative quantity, a price with 3 decimals: French field errors', async () => {
    const error = await refused(
      'POST',
      savePath(agencyId, 'invoice'),
      documentInput(customer, {
        rows: [
          { designation: '  ', quantity: '1', unitPrice: '10' },
          { designation: 'Heures', quantity: '-2', unitPrice: '10.005' },
        ],
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error?.message).toBe('Certains champs sont invalides');
    expect(issuesOf(error)).toEqual([
      { path: 'rows.0.designation', message: 'Obligatoire' },
      { path: 'rows.1.quantity', message: 'La quantité doit être un nombre positif avec au plus 2 décimales' },
      { path: 'rows.1.unitPrice', message: 'Le prix doit être un montant positif avec au plus 2 décimales' },
    ]);
  });

  it("an estimate's duration below zero or with 3 decimals: a French field error", async () => {
    for (const estimatedHours of ['-4', '7.125']) {
      const error = await refused(
        'POST',
        savePath(agencyId, 'estimate'),
        documentInput(customer, { estimatedHours }),
        400,
        'VALIDATION_FAILED',
      );
      expect(issuesOf(error)).toEqual([
        { path: 'estimatedHours', message: 'La durée doit être un nombre d’heures positif avec au plus 2 décimales' },
      ]);
    }
  });

  it('no row, a due date before the date, a discount above the total, an unknown field', async () => {
    const noRow = await refused(
      'POST',
      savePath(agencyId, 'estimate'),
      documentInput(customer, { rows: [] }),
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(noRow)).toEqual([{ path: 'rows', message: 'Ajoutez au moins une ligne' }]);
    const early = await refused(
      'POST',
      savePath(agencyId, 'invoice'),
      documentInput(customer, { date: '2026-03-12', dueDate: '2026-03-01' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(early)).toEqual([{ path: 'dueDate', message: "L'échéance ne peut pas précéder la date" }]);
    const discount = await refused(
      'POST',
      savePath(agencyId, 'invoice'),
      documentInput(customer, {
        rows: [{ designation: 'Ronde', quantity: '1', unitPrice: '10' }],
        adjustments: [{ kind: 'discount', type: 'amount', value: '11', label: 'Trop' }],
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(discount)).toEqual([
      { path: 'adjustments', message: 'La remise ne peut pas dépasser le total HT' },
    ]);
    const unknown = await refused(
      'POST',
      savePath(agencyId, 'invoice'),
      { ...documentInput(customer), number: 'F-2026-9999' },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(unknown)).toEqual([{ path: 'number', message: 'Champ non autorisé' }]);
    const kind = await refused(
      'POST',
      savePath(agencyId, 'estimate'),
      { ...documentInput(customer), kind: 'invoice' },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(kind)).toEqual([{ path: 'kind', message: 'Champ non autorisé' }]);
  });

  it("another agency's customer, site, document, article or discount → 404, an unknown billable line → 404", async () => {
    const foreignCustomer = await refused(
      'POST',
      savePath(agencyId, 'invoice'),
      documentInput({ id: neighbour.customerId }),
      404,
      'CUSTOMER_NOT_FOUND',
    );
    expect(foreignCustomer?.message).toBe('Client introuvable');
    const foreignSite = await refused(
      'POST',
      savePath(agencyId, 'estimate'),
      documentInput(customer, { rows: [{ designation: 'Ronde', siteId: neighbour.siteId }] }),
      404,
      'SITE_NOT_FOUND',
    );
    expect(foreignSite?.message).toBe('Site introuvable');
    await refused(
      'POST',
      savePath(agencyId, 'invoice'),
      { ...documentInput(customer), id: uuidv7() },
      404,
      'DOCUMENT_NOT_FOUND',
    );
    const article = await refused(
      'POST',
      savePath(agencyId, 'invoice'),
      documentInput(customer, { rows: [{ designation: 'Article', catalogItemId: neighbour.articleId }] }),
      404,
      'CATALOG_ITEM_NOT_FOUND',
    );
    expect(article?.message).toBe('Article introuvable');
    const discount = await refused(
      'POST',
      savePath(agencyId, 'estimate'),
      documentInput(customer, {
        adjustments: [
          { kind: 'discount', type: 'percent', value: '5', label: 'Remise', discountId: neighbour.discountId },
        ],
      }),
      404,
      'DISCOUNT_NOT_FOUND',
    );
    expect(discount?.message).toBe('Remise introuvable');
    await refused(
      'POST',
      savePath(agencyId, 'invoice'),
      documentInput(customer, { rows: [{ designation: 'Ligne', billableLineId: uuidv7() }] }),
      404,
      'BILLABLE_LINE_NOT_FOUND',
    );
    await refused(
      'POST',
      savePath(agencyId, 'invoice'),
      documentInput(customer, { rows: [{ designation: 'Ligne', sourceRowId: uuidv7() }] }),
      404,
      'DOCUMENT_NOT_FOUND',
    );
  });
});

describe('a validated invoice is never edited nor deleted (a credit note corrects it)', () => {
  it('editing → 409 DOCUMENT_VALIDATED', async () => {
    const error = await refused(
      'POST',
      savePath(agencyId, 'invoice'),
      { ...documentInput(customer, { title: 'Changé' }), id: validated.id },
      409,
      'DOCUMENT_VALIDATED',
    );
    expect(error?.message).toBe('Une facture validée ne peut être ni modifiée ni supprimée : émettez un avoir');
  });

  it('deleting → 409 DOCUMENT_VALIDATED; validating again → 409 DOCUMENT_ALREADY_VALIDATED', async () => {
    await refused('DELETE', documentPath(agencyId, 'invoice', validated.id), undefined, 409, 'DOCUMENT_VALIDATED');
    await refused(
      'POST',
      documentPath(agencyId, 'invoice', validated.id, 'validate'),
      undefined,
      409,
      'DOCUMENT_ALREADY_VALIDATED',
    );
  });
});

describe('payments, credit notes and estimates refused, nothing written', () => {
  it('a payment above what remains → 400 PAYMENT_ABOVE_REMAINING; on a draft → DOCUMENT_NOT_VALIDATED', async () => {
    const error = await refused(
      'POST',
      documentPath(agencyId, 'invoice', validated.id, 'payment'),
      { date: '2026-03-20', amount: '999999' },
      400,
      'PAYMENT_ABOVE_REMAINING',
    );
    expect(error?.message).toBe('Le paiement dépasse le reste à payer');
    const draft = await saveDocument(h, agencyId, 'invoice', documentInput(customer));
    before = await tableDigest(h);
    const notValidated = await refused(
      'POST',
      documentPath(agencyId, 'invoice', draft.id, 'payment'),
      { date: '2026-03-20', amount: '10' },
      400,
      'DOCUMENT_NOT_VALIDATED',
    );
    expect(notValidated?.message).toBe("Validez d'abord la facture");
    const zero = await refused(
      'POST',
      documentPath(agencyId, 'invoice', validated.id, 'payment'),
      { date: '2026-03-20', amount: '0' },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(zero)).toEqual([{ path: 'amount', message: 'Le montant doit être positif' }]);
  });

  it("a credit note of another invoice's row → 400; of a credit note → 400; of a draft → 400", async () => {
    const other = await validatedInvoice(h, agencyId, customer);
    const creditNote = await act(h, 'POST', documentPath(agencyId, 'invoice', other.id, 'credit-note'), {}, 201);
    const draft = await saveDocument(h, agencyId, 'invoice', documentInput(customer));
    before = await tableDigest(h);
    const row = await refused(
      'POST',
      documentPath(agencyId, 'invoice', validated.id, 'credit-note'),
      { rowIds: [other.rows[1]?.id] },
      400,
      'CREDIT_NOTE_ROW_NOT_FOUND',
    );
    expect(row?.message).toBe("Cette ligne n'appartient pas à la facture");
    await act(h, 'POST', documentPath(agencyId, 'invoice', creditNote.id, 'validate'));
    before = await tableDigest(h);
    const ofCredit = await refused(
      'POST',
      documentPath(agencyId, 'invoice', creditNote.id, 'credit-note'),
      {},
      400,
      'CREDIT_NOTE_OF_CREDIT_NOTE',
    );
    expect(ofCredit?.message).toBe("Un avoir ne peut pas faire l'objet d'un avoir");
    await refused(
      'POST',
      documentPath(agencyId, 'invoice', draft.id, 'credit-note'),
      {},
      400,
      'DOCUMENT_NOT_VALIDATED',
    );
  });

  it('an estimate transformed twice → 409; a refused one → 409; marked sent twice → NO_CHANGE', async () => {
    const estimate = await saveDocument(h, agencyId, 'estimate', documentInput(customer));
    await act(h, 'POST', documentPath(agencyId, 'estimate', estimate.id, 'invoice'), undefined, 201);
    const refusedEstimate = await saveDocument(h, agencyId, 'estimate', documentInput(customer));
    await act(h, 'PATCH', documentPath(agencyId, 'estimate', refusedEstimate.id, 'answer'), { answer: 'refused' });
    before = await tableDigest(h);
    const twice = await refused(
      'POST',
      documentPath(agencyId, 'estimate', estimate.id, 'invoice'),
      undefined,
      409,
      'ESTIMATE_ALREADY_TRANSFORMED',
    );
    expect(twice?.message).toBe('Ce devis a déjà été transformé en facture');
    await refused(
      'POST',
      savePath(agencyId, 'estimate'),
      { ...documentInput(customer), id: estimate.id },
      409,
      'ESTIMATE_ALREADY_TRANSFORMED',
    );
    await refused(
      'DELETE',
      documentPath(agencyId, 'estimate', estimate.id),
      undefined,
      409,
      'ESTIMATE_ALREADY_TRANSFORMED',
    );
    const refusedOne = await refused(
      'POST',
      documentPath(agencyId, 'estimate', refusedEstimate.id, 'invoice'),
      undefined,
      409,
      'ESTIMATE_REFUSED',
    );
    expect(refusedOne?.message).toBe('Ce devis a été refusé');
    const unchanged = await refused(
      'PATCH',
      documentPath(agencyId, 'estimate', refusedEstimate.id, 'sent'),
      { sent: false },
      400,
      'NO_CHANGE',
    );
    expect(unchanged?.message).toBe('Aucun changement à enregistrer');
    await refused(
      'PATCH',
      documentPath(agencyId, 'estimate', refusedEstimate.id, 'answer'),
      { answer: 'refused' },
      400,
      'NO_CHANGE',
    );
  });

  it("an estimate's id on the invoice calls (and the other way) → 404 DOCUMENT_NOT_FOUND", async () => {
    const estimate = await saveDocument(h, agencyId, 'estimate', documentInput(customer));
    before = await tableDigest(h);
    await refused('GET', documentPath(agencyId, 'invoice', estimate.id), undefined, 404, 'DOCUMENT_NOT_FOUND');
    await refused(
      'POST',
      documentPath(agencyId, 'invoice', estimate.id, 'validate'),
      undefined,
      404,
      'DOCUMENT_NOT_FOUND',
    );
    await refused('GET', documentPath(agencyId, 'estimate', validated.id), undefined, 404, 'DOCUMENT_NOT_FOUND');
    await refused('GET', documentPath(agencyId, 'estimate', 'pas-un-uuid'), undefined, 404, 'DOCUMENT_NOT_FOUND');
  });

  it('an invoice mailed while a draft → 400 DOCUMENT_NOT_VALIDATED; bad recipients → French field errors', async () => {
    const draft = await saveDocument(h, agencyId, 'invoice', documentInput(customer));
    before = await tableDigest(h);
    await refused(
      'POST',
      documentPath(agencyId, 'invoice', draft.id, 'send'),
      { to: ['client@example.fr'], subject: 'Votre facture' },
      400,
      'DOCUMENT_NOT_VALIDATED',
    );
    const error = await refused(
      'POST',
      documentPath(agencyId, 'invoice', validated.id, 'send'),
      { to: ['pas-une-adresse'], subject: '' },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(error)).toEqual([
      { path: 'to.0', message: 'Veuillez saisir une adresse mail valide' },
      { path: 'subject', message: 'Obligatoire' },
    ]);
    expect(h.mails).toEqual([]);
  });
});
