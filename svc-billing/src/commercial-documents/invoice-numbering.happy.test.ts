import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommercialDocumentSchema, type Customer } from '@portal/contracts';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import {
  agencyReadyToInvoice,
  documentInput,
  documentPath,
  newCustomer,
  saveDocument,
  tableDigest,
} from './test-fixtures.js';

/**
 * French invoicing law: an agency's invoices (and credit notes) are numbered per year with no gap
 * and never twice, the number given in the transaction that validates the draft.
 */

let h: BillingHarness;
let agencyId: string;
let token: string;
let customer: Customer;

beforeAll(async () => {
  h = await startBillingHarness();
  ({ agencyId, token } = await agencyReadyToInvoice(h));
  customer = await newCustomer(h, agencyId);
});
afterAll(async () => {
  await h?.close();
});

const validate = (id: string, agency = agencyId, caller = token) =>
  h.request('POST', documentPath(agency, 'invoice', id, 'validate'), { token: caller });

async function numbersOf(agency: string, kind: string) {
  return h.asPlatform(
    (tx) => tx<{ number: string; numberValue: number }[]>`
      select number, number_value from commercial_documents
       where agency_id = ${agency} and kind = ${kind} and number is not null
       order by number_value`,
  );
}

describe('invoice numbers', () => {
  it('20 drafts validated at once take 1…20: continuous, none twice', async () => {
    const drafts = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        saveDocument(
          h,
          agencyId,
          'invoice',
          documentInput(customer, { date: '2026-05-04', title: `Facture ${index}` }),
        ),
      ),
    );
    const answers = await Promise.all(drafts.map((draft) => validate(draft.id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const given = answers.map((answer) => CommercialDocumentSchema.parse(answer.body).number).sort();
    const expected = Array.from({ length: 20 }, (_, index) => `F-2026-${String(index + 1).padStart(4, '0')}`);
    expect(given).toEqual(expected);
    expect((await numbersOf(agencyId, 'invoice')).map((row) => row.number)).toEqual(expected);
  });

  it('the same draft validated twice at once: one 200, one 409, one number used', async () => {
    const other = await agencyReadyToInvoice(h);
    const client = await newCustomer(h, other.agencyId);
    const draft = await saveDocument(h, other.agencyId, 'invoice', documentInput(client, { date: '2026-06-01' }));
    const answers = await Promise.all([
      validate(draft.id, other.agencyId, other.token),
      validate(draft.id, other.agencyId, other.token),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect([refused?.error?.code, refused?.error?.message]).toEqual([
      'DOCUMENT_ALREADY_VALIDATED',
      'Ce document est déjà validé',
    ]);
    expect(await numbersOf(other.agencyId, 'invoice')).toEqual([{ number: 'F-2026-0001', numberValue: 1 }]);
    const next = await saveDocument(h, other.agencyId, 'invoice', documentInput(client, { date: '2026-06-02' }));
    const numbered = CommercialDocumentSchema.parse((await validate(next.id, other.agencyId, other.token)).body);
    expect(numbered.number).toBe('F-2026-0002');
  });

  it('a validation refused (seller identity incomplete) writes nothing and consumes no number', async () => {
    const { agencyId: bare } = await h.provisionAgency();
    const owner = await h.tokenFor(bare);
    const client = await newCustomer(h, bare);
    const draft = await saveDocument(h, bare, 'invoice', documentInput(client, { date: '2026-02-01' }));
    const before = await tableDigest(h);
    const refused = await validate(draft.id, bare, owner);
    expect([refused.status, refused.error?.code, refused.error?.message]).toEqual([
      400,
      'SELLER_IDENTITY_INCOMPLETE',
      "Complétez l'identité de l'agence (raison sociale, SIRET, adresse) dans Paramètres → Facturation avant de valider",
    ]);
    expect(await tableDigest(h)).toEqual(before);
    expect(await numbersOf(bare, 'invoice')).toEqual([]);
  });

  it('a validation that fails after taking its number rolls back: the number is given again, no gap', async () => {
    const other = await agencyReadyToInvoice(h);
    const client = await newCustomer(h, other.agencyId);
    const first = await saveDocument(h, other.agencyId, 'invoice', documentInput(client, { date: '2026-07-01' }));
    // A trigger fails the document's update after the counter moved (as a crash would).
    await h.asPlatform(
      (tx) => tx`create or replace function refuse_number() returns trigger language plpgsql as $$
                 begin raise exception 'numbering refused for the test'; end $$`,
    );
    await h.asPlatform(
      (tx) => tx`create trigger refuse_number before update of number on commercial_documents
                 for each row when (new.title = 'refusée') execute function refuse_number()`,
    );
    await h.asPlatform((tx) => tx`update commercial_documents set title = 'refusée' where id = ${first.id}`);
    const failed = await validate(first.id, other.agencyId, other.token);
    expect(failed.status).toBe(500);
    await h.asPlatform((tx) => tx`drop trigger refuse_number on commercial_documents`);
    expect(await numbersOf(other.agencyId, 'invoice')).toEqual([]);
    const counters = await h.asPlatform(
      (tx) => tx`select last_value from commercial_document_counters where agency_id = ${other.agencyId}`,
    );
    expect(counters).toEqual([]);
    const numbered = CommercialDocumentSchema.parse((await validate(first.id, other.agencyId, other.token)).body);
    expect(numbered.number).toBe('F-2026-0001');
  });

  it('counts apart per kind and per year; estimates are numbered at creation, at once too', async () => {
    const other = await agencyReadyToInvoice(h);
    const client = await newCustomer(h, other.agencyId);
    const estimates = await Promise.all(
      Array.from({ length: 10 }, () =>
        saveDocument(h, other.agencyId, 'estimate', documentInput(client, { date: '2026-09-01' })),
      ),
    );
    expect(estimates.map((estimate) => estimate.number).sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => `DE-2026-${String(index + 1).padStart(4, '0')}`),
    );
    const lastYear = await saveDocument(h, other.agencyId, 'invoice', documentInput(client, { date: '2025-12-31' }));
    const thisYear = await saveDocument(h, other.agencyId, 'invoice', documentInput(client, { date: '2026-01-02' }));
    const credit = await saveDocument(h, other.agencyId, 'invoice', {
      ...documentInput(client, { date: '2026-01-03' }),
      kind: 'credit_note',
    });
    const numbers = [];
    for (const draft of [lastYear, thisYear, credit]) {
      numbers.push(CommercialDocumentSchema.parse((await validate(draft.id, other.agencyId, other.token)).body).number);
    }
    expect(numbers).toEqual(['F-2025-0001', 'F-2026-0001', 'AV-2026-0001']);
  });
});
