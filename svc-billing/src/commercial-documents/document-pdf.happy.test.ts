import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommercialDocumentSchema, DocumentHistoryEntrySchema, type Customer } from '@portal/contracts';
import { eventually } from '@portal/service-kit/testing/eventually';
import { attachmentsOf } from '@portal/service-kit/testing/mail-attachments';
import { readPdf } from '../documents/rendering/testing/pdf-reader.js';
import { validateFacturX } from '../documents/rendering/testing/factur-x-schema.js';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import {
  agencyReadyToInvoice,
  documentInput,
  documentPath,
  newCustomer,
  saveDocument,
  SELLER_IDENTITY,
  tableDigest,
  validatedInvoice,
} from './test-fixtures.js';

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

/** A PDF answer's bytes, with its type and file name. */
async function pdfOf(method: 'GET' | 'POST', path: string, json?: unknown) {
  const response = await h.app.request(path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
    ...(json ? { body: JSON.stringify(json) } : {}),
  });
  expect(response.status).toBe(200);
  return {
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** The attachment of a captured mail (nodemailer writes it in base64). */
describe('PDF of a document', () => {
  it('previews the form as a draft PDF, writing nothing', async () => {
    const before = await tableDigest(h);
    const preview = await pdfOf('POST', `/agency/${agencyId}/estimate/preview`, documentInput(customer));
    expect([preview.type, preview.disposition]).toEqual(['application/pdf', 'inline; filename="devis-brouillon.pdf"']);
    const read = await readPdf(preview.bytes);
    expect(read.pages.flat().join(' ')).toContain('Gardiennage de nuit');
    expect(read.associatedFiles).toEqual([]);
    expect(await tableDigest(h)).toEqual(before);
  });

  it("a validated invoice's PDF is Factur-X: PDF/A-3 carrying its EN 16931 XML, valid against the schema", async () => {
    const invoice = await validatedInvoice(h, agencyId, customer);
    const pdf = await pdfOf('GET', documentPath(agencyId, 'invoice', invoice.id, 'pdf'));
    expect(pdf.disposition).toBe(`inline; filename="${invoice.number}.pdf"`);
    const read = await readPdf(pdf.bytes);
    const xml = read.associatedFiles.find((file) => file.name === 'factur-x.xml');
    expect(xml).toBeDefined();
    const text = Buffer.from(xml?.bytes ?? []).toString('utf8');
    expect(text).toContain(`<ram:ID>${invoice.number}</ram:ID>`);
    expect(text).toContain(SELLER_IDENTITY.siret);
    expect(await validateFacturX(text)).toEqual({ valid: true, errors: [] });
  });
});

describe('POST …/send', () => {
  it('mails the PDF to the recipients, marks the document sent and writes it in the history', async () => {
    const invoice = await validatedInvoice(h, agencyId, customer);
    const answer = await h.request('POST', documentPath(agencyId, 'invoice', invoice.id, 'send'), {
      token,
      json: { to: ['syndic@oliviers.example', 'compta@oliviers.example'], subject: `Facture ${invoice.number}` },
    });
    expect([answer.status, answer.error]).toEqual([200, null]);
    const sent = CommercialDocumentSchema.parse(answer.body);
    expect([sent.sent, sent.sentAt !== null]).toEqual([true, true]);
    const mail = await eventually(() => {
      const found = h.mails.find((captured) => captured.to.includes('syndic@oliviers.example'));
      if (!found) throw new Error('no mail yet');
      return found;
    });
    expect(mail.to).toEqual(['syndic@oliviers.example', 'compta@oliviers.example']);
    expect(mail.raw).toContain(`Subject: Facture ${invoice.number}`);
    expect(mail.raw).toContain(`Reply-To: ${SELLER_IDENTITY.email}`);
    const file = attachmentsOf(mail).find((attachment) => attachment.fileName === `${invoice.number}.pdf`);
    expect(file).toBeDefined();
    const attached = await readPdf(file!.bytes);
    expect(attached.associatedFiles.map((file) => file.name)).toEqual(['factur-x.xml']);
    const history = await h.request('GET', documentPath(agencyId, 'invoice', invoice.id, 'history'), { token });
    const labels = DocumentHistoryEntrySchema.array()
      .parse((history.body as { data: unknown }).data)
      .map((entry) => entry.label);
    expect(labels.at(-1)).toBe('Envoyé par e-mail à syndic@oliviers.example, compta@oliviers.example');
  });

  it('an estimate is mailed with the words of ours when none are given', async () => {
    const estimate = await saveDocument(h, agencyId, 'estimate', documentInput(customer));
    const answer = await h.request('POST', documentPath(agencyId, 'estimate', estimate.id, 'send'), {
      token,
      json: { to: ['devis@oliviers.example'], subject: 'Votre devis' },
    });
    expect([answer.status, CommercialDocumentSchema.parse(answer.body).stateLabel]).toEqual([200, 'Envoyé']);
    const mail = await eventually(() => {
      const found = h.mails.find((captured) => captured.to.includes('devis@oliviers.example'));
      if (!found) throw new Error('no mail yet');
      return found;
    });
    expect(mail.raw).toContain(`filename=${estimate.number}.pdf`);
    expect(mail.raw).toMatch(/Veuillez trouver ci-joint notre devis/);
  });
});
