import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adjustmentInputOf,
  CommercialDocumentSchema,
  rowInputOf,
  uuidv7,
  type Customer,
  type ReportSignedPayload,
  type ServiceFinishedPayload,
} from '@portal/contracts';
import { createEvent, transaction } from '@portal/service-kit';
import { billableLineEventHandlers } from '../billable-lines/events.js';
import { finishedPayload, recordLines } from '../billable-lines/test-fixtures.js';
import {
  act,
  agencyReadyToInvoice,
  documentPath,
  newCustomer,
  SELLER_IDENTITY,
} from '../commercial-documents/test-fixtures.js';
import { readCii } from '../documents/rendering/testing/cii-reader.js';
import { validateFacturX } from '../documents/rendering/testing/factur-x-schema.js';
import { readPdf } from '../documents/rendering/testing/pdf-reader.js';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';

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

const AGENT_ID = uuidv7();

/** A finished service of the customer with what operations tells of it. */
function servedPayload(reference: string): ServiceFinishedPayload {
  return finishedPayload(agencyId, {
    reference,
    customerId: customer.id,
    customerName: customer.name,
    siteName: 'Bâtiment A',
    startAt: '2026-03-16T07:00:00.000Z',
    endAt: '2026-03-16T15:00:00.000Z',
    proof: {
      realStartAt: '2026-03-16T07:02:00.000Z',
      realEndAt: '2026-03-16T14:58:00.000Z',
      agents: [{ id: AGENT_ID, name: 'Jean Dupont' }],
      round: { passed: 2, expected: 2 },
      mainCourante: {
        total: 1,
        entries: [
          {
            at: '2026-03-16T07:30:00.000Z',
            type: 'Observations',
            content: 'Porte du local ouverte',
            hash: 'c'.repeat(64),
          },
        ],
      },
    },
  });
}

/** The report operations announces with the end of the service. */
async function signReport(payload: ServiceFinishedPayload) {
  const report: ReportSignedPayload = {
    ...payload,
    agentId: AGENT_ID,
    signedAt: '2026-03-16T14:58:00.000Z',
    realStartAt: '2026-03-16T07:02:00.000Z',
    realEndAt: '2026-03-16T14:58:00.000Z',
    customerSignatory: 'M. Durand',
    customerSigned: true,
    comment: 'RAS',
  };
  const handle = billableLineEventHandlers(h.logger)['operations.report.signed'];
  await transaction(h.sql, { kind: 'tenant', agencyId }, (tx) =>
    handle(tx, createEvent('operations.report.signed', report, { agencyId, actor: null })),
  );
}

async function pdfText(path: string) {
  const response = await h.app.request(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const read = await readPdf(new Uint8Array(await response.arrayBuffer()));
  return { read, text: read.pages.flat().join('\n') };
}

async function lineIdsOf(payloads: readonly ServiceFinishedPayload[]) {
  const rows = await h.asPlatform(
    (tx) => tx<{ id: string }[]>`
      select id from billable_lines where service_id = any(${payloads.map((p) => p.serviceId)}::uuid[]) order by id`,
  );
  return rows.map((row) => row.id);
}

describe('the proof-of-service pack of an invoice', () => {
  it('an invoice of billable lines prints, after itself, what each service proves, its signed report included, once validated too', async () => {
    const first = servedPayload('S-000101');
    const second = servedPayload('S-000102');
    // The report of the first arrives before its finished service (a redelivery reorders them).
    await signReport(first);
    await recordLines(h, [first, second]);
    await signReport(second);

    const answer = await h.request('POST', `/agency/${agencyId}/invoice/from-billable-lines`, {
      token,
      json: { customerId: customer.id, lineIds: await lineIdsOf([first, second]), date: '2026-03-31' },
    });
    expect([answer.status, answer.error]).toEqual([201, null]);
    const draft = CommercialDocumentSchema.parse(answer.body);
    expect(draft.proofPack).toBe(true);

    const drafted = await pdfText(documentPath(agencyId, 'invoice', draft.id, 'pdf'));
    for (const expected of [
      'Justificatifs de prestation',
      'S-000101 · Bâtiment A · Gardiennage',
      'S-000102 · Bâtiment A · Gardiennage',
      'Ronde : 2 / 2 point(s) de contrôle validé(s)',
      "Bon d'intervention signé le 16/03/2026 à 15:58 par Jean Dupont et M. Durand (client) – « RAS »",
      'Porte du local ouverte',
      'cccccccccccc',
    ]) {
      expect(drafted.text).toContain(expected);
    }

    const validated = await act(h, 'POST', documentPath(agencyId, 'invoice', draft.id, 'validate'));
    const { read, text } = await pdfText(documentPath(agencyId, 'invoice', validated.id, 'pdf'));
    expect(text).toContain('Justificatifs de prestation');
    const xml = Buffer.from(read.associatedFiles[0]?.bytes ?? []).toString('utf8');
    expect((await validateFacturX(xml)).errors).toEqual([]);
  });

  it('unticked on the draft, the PDF is the invoice alone', async () => {
    const payload = servedPayload('S-000103');
    await recordLines(h, [payload]);
    const answer = await h.request('POST', `/agency/${agencyId}/invoice/from-billable-lines`, {
      token,
      json: { customerId: customer.id, lineIds: await lineIdsOf([payload]), date: '2026-03-31' },
    });
    const draft = CommercialDocumentSchema.parse(answer.body);
    const { id, kind, customerId, date, title, header, footer, rows, adjustments } = draft;
    const saved = await h.request('POST', `/agency/${agencyId}/invoice`, {
      token,
      json: {
        id,
        kind,
        customerId,
        date,
        title,
        header,
        footer,
        rows: rows.map(rowInputOf),
        adjustments: adjustments.map(adjustmentInputOf),
        proofPack: false,
      },
    });
    expect([saved.status, saved.error]).toEqual([200, null]);
    expect(CommercialDocumentSchema.parse(saved.body).proofPack).toBe(false);
    expect((await pdfText(documentPath(agencyId, 'invoice', id, 'pdf'))).text).not.toContain(
      'Justificatifs de prestation',
    );
  });
});

describe('the account an invoice is paid to', () => {
  it('is frozen at validation: a new IBAN in the settings changes the drafts, not the validated e-invoices', async () => {
    const payload = servedPayload('S-000104');
    await recordLines(h, [payload]);
    const answer = await h.request('POST', `/agency/${agencyId}/invoice/from-billable-lines`, {
      token,
      json: { customerId: customer.id, lineIds: await lineIdsOf([payload]), date: '2026-03-31' },
    });
    const draft = CommercialDocumentSchema.parse(answer.body);
    const validated = await act(h, 'POST', documentPath(agencyId, 'invoice', draft.id, 'validate'));
    expect(validated.bankAccount).toEqual({ iban: SELLER_IDENTITY.iban, bic: SELLER_IDENTITY.bic });

    const moved = await h.request('PUT', `/agency/${agencyId}/settings`, {
      token,
      json: { legalIdentity: { ...SELLER_IDENTITY, iban: 'FR7610107001011234567890129', bic: 'BREDFRPP' } },
    });
    expect([moved.status, moved.error]).toEqual([200, null]);
    const { read } = await pdfText(documentPath(agencyId, 'invoice', validated.id, 'pdf'));
    const xml = Buffer.from(read.associatedFiles[0]?.bytes ?? []).toString('utf8');
    expect(readCii(xml).paymentMeans[0]?.iban).toBe(SELLER_IDENTITY.iban);
  });
});
