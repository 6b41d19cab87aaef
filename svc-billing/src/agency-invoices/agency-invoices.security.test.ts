import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENCY_INVOICE_ADMIN_CALLS,
  ALL_RIGHTS,
  uuidv7,
  type AccessClaims,
  type AgencyInvoice,
} from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { fillPath, routeTable } from '@portal/service-kit/testing/route-table';
import { countRows } from '../testing/count-rows.js';
import { PRO_ID, startPaymentsWorld, type PaymentsWorld } from '../agency-payments/testing/payments-world.js';
import {
  agencyPdfPath,
  cheque,
  creditNotePdfPath,
  invoicedAgency,
  pdfOf,
  superAdminToken,
} from './testing/fixtures.js';

const TABLES = [
  'agency_invoices',
  'agency_payments',
  'agency_credit_notes',
  'platform_audit_log',
  'audit_log',
  'outbox',
];

let w: PaymentsWorld;
let mine: { agencyId: string; token: string; invoice: AgencyInvoice };
let theirs: { agencyId: string; invoice: AgencyInvoice };

beforeAll(async () => {
  w = await startPaymentsWorld();
  mine = await invoicedAgency(w, 'Agence gardée');
  theirs = await invoicedAgency(w, 'Agence voisine');
});
afterAll(async () => {
  await w?.close();
});

/** A body each /admin route would accept from the super admin, so that only the caller is wrong. */
const validBodies = (): Record<string, unknown> => ({
  'POST /admin/fetch/agency-invoices': {},
  'GET /admin/agency-invoice/:invoiceId': undefined,
  'POST /admin/agency-invoice': {
    agencyId: mine.agencyId,
    cart: { period: 'monthly', lines: [{ offerId: PRO_ID, quantity: 1 }] },
  },
  'POST /admin/agency-invoice/partial-payments': cheque(mine.invoice),
  'POST /admin/agency-invoice/credit-note': { invoiceId: mine.invoice.id, reason: 'Commande en double' },
  'POST /admin/agency-invoice/preview': { invoiceId: mine.invoice.id },
});
const adminRoutes = () =>
  routeTable(w.h.app).filter((route) => route.path.startsWith('/admin/') && /agency-invoice/.test(route.path));

describe('the /admin agency invoice routes', () => {
  it('are the six of contracts', () => {
    const routes = adminRoutes().map((route) => `${route.method} ${route.path}`);
    const contract = Object.values(AGENCY_INVOICE_ADMIN_CALLS).map((call) => `${call.method} ${call.path}`);
    expect(routes.sort()).toEqual(Object.keys(validBodies()).sort());
    expect(contract.sort()).toEqual(Object.keys(validBodies()).sort());
  });

  it.each<[string, Partial<AccessClaims>]>([
    ['an owner', { role: 'owner' }],
    ['staff holding every right', { role: 'staff', rights: [...ALL_RIGHTS] }],
    ['an agent', { role: 'agent', rights: [...ALL_RIGHTS] }],
    ['a customer user', { role: 'customer', customer: uuidv7() }],
    ['support (invoices are the super admin’s, 02 §6)', { role: 'support', agency: null }],
    ['support acting as the agency', { role: 'support' }],
  ])('answer 403 FORBIDDEN to %s, and write nothing', async (_who, claims) => {
    const before = await countRows(w.h, TABLES);
    const token = await w.h.tokenFor(mine.agencyId, claims);
    for (const route of adminRoutes()) {
      const answer = await w.h.request(route.method, fillPath(route, { invoiceId: mine.invoice.id }), {
        token,
        json: validBodies()[`${route.method} ${route.path}`],
      });
      expect([route.path, answer.status, answer.error]).toEqual([
        route.path,
        403,
        { code: 'FORBIDDEN', message: 'Accès refusé' },
      ]);
    }
    expect(await countRows(w.h, TABLES)).toEqual(before);
  });

  it('a bad body from someone else is refused for the caller first (403), not read (400)', async () => {
    const token = await w.h.tokenFor(mine.agencyId, { role: 'support', agency: null });
    const answer = await w.h.request('POST', '/admin/agency-invoice/partial-payments', {
      token,
      json: { invoiceId: 'x', status: 'VALIDATED' },
    });
    expect([answer.status, answer.error?.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('answer 401 without a token, or with a forged one', async () => {
    for (const route of adminRoutes()) {
      const path = fillPath(route, { invoiceId: mine.invoice.id });
      const json = validBodies()[`${route.method} ${route.path}`];
      const missing = await w.h.request(route.method, path, { json });
      expect([route.path, missing.status, missing.error?.code]).toEqual([route.path, 401, 'JWT_NOT_FOUND']);
      const forged = await w.h.request(route.method, path, { json, token: 'eyJhbGciOiJub25lIn0.e30.' });
      expect([route.path, forged.status, forged.error?.code]).toEqual([route.path, 401, 'JWT_INVALID']);
    }
  });

  it('the super admin acting as an agency still works on every agency’s invoices, in platform scope', async () => {
    const token = await superAdminToken(w, { agency: mine.agencyId });
    const answer = await w.h.request('GET', `/admin/agency-invoice/${theirs.invoice.id}`, { token });
    expect([answer.status, (answer.body as AgencyInvoice).number]).toEqual([200, theirs.invoice.number]);
  });
});

describe("the agency's PDF of its invoice", () => {
  it("another agency's invoice → 404 'Facture introuvable', as an unknown one", async () => {
    for (const invoiceId of [theirs.invoice.id, uuidv7(), 'pas-un-id']) {
      const answer = await w.h.request('GET', agencyPdfPath(mine.agencyId, invoiceId), { token: mine.token });
      expect([invoiceId, answer.status, answer.error]).toEqual([
        invoiceId,
        404,
        { code: 'AGENCY_INVOICE_NOT_FOUND', message: 'Facture introuvable' },
      ]);
    }
  });

  it('needs the right to list the subscription invoices (403 naming it); an agent without it is refused', async () => {
    const staff = await w.h.tokenFor(mine.agencyId, { role: 'staff', rights: ['catalog.list'] });
    const answer = await w.h.request('GET', agencyPdfPath(mine.agencyId, mine.invoice.id), { token: staff });
    expect([answer.status, answer.error?.code]).toEqual([403, 'RIGHT_MISSING']);
    const allowed = await w.h.tokenFor(mine.agencyId, { role: 'staff', rights: ['subscriptionInvoices.list'] });
    const pdf = await pdfOf(w, 'GET', agencyPdfPath(mine.agencyId, mine.invoice.id), allowed);
    expect(pdf.status).toBe(200);
  });

  it("another agency's path → 404 AGENCY_NOT_FOUND", async () => {
    const answer = await w.h.request('GET', agencyPdfPath(theirs.agencyId, theirs.invoice.id), { token: mine.token });
    expect([answer.status, answer.error?.code]).toEqual([404, 'AGENCY_NOT_FOUND']);
  });

  it("another agency's credit note → 404 'Facture introuvable'; an invoice of its own without one → 404 'Avoir introuvable'", async () => {
    const cancelled = await invoicedAgency(w, 'Agence annulée voisine');
    const cancel = await w.h.request('POST', '/admin/agency-invoice/credit-note', {
      token: await superAdminToken(w),
      json: { invoiceId: cancelled.invoice.id, reason: 'Commande en double' },
    });
    expect(cancel.status).toBe(201);
    const theirsNote = await w.h.request('GET', creditNotePdfPath(mine.agencyId, cancelled.invoice.id), {
      token: mine.token,
    });
    expect([theirsNote.status, theirsNote.error?.code]).toEqual([404, 'AGENCY_INVOICE_NOT_FOUND']);
    const none = await w.h.request('GET', creditNotePdfPath(mine.agencyId, mine.invoice.id), { token: mine.token });
    expect([none.status, none.error]).toEqual([
      404,
      { code: 'AGENCY_CREDIT_NOTE_NOT_FOUND', message: 'Avoir introuvable' },
    ]);
    const staff = await w.h.tokenFor(cancelled.agencyId, { role: 'staff', rights: ['catalog.list'] });
    const refused = await w.h.request('GET', creditNotePdfPath(cancelled.agencyId, cancelled.invoice.id), {
      token: staff,
    });
    expect([refused.status, refused.error?.code]).toEqual([403, 'RIGHT_MISSING']);
  });
});

describe('row-level security on the invoices (the second wall)', () => {
  it("an agency's transaction reads only its own invoices and payments, and writes none", async () => {
    const tenant = { kind: 'tenant', agencyId: mine.agencyId } as const;
    const seen = await transaction(w.h.sql, tenant, async (tx) => ({
      invoices: await tx<{ id: string }[]>`select id from agency_invoices`,
      payments: await tx<{ agencyId: string }[]>`select distinct agency_id from agency_payments`,
    }));
    expect(seen).toEqual({ invoices: [{ id: mine.invoice.id }], payments: [{ agencyId: mine.agencyId }] });
    await expect(
      transaction(
        w.h.sql,
        tenant,
        (tx) => tx`update agency_payments set status = 'VALIDATED_MANUALLY' where agency_id = ${mine.agencyId}`,
      ),
    ).rejects.toThrow(/row-level security/);
    const [stored] = await w.h.asPlatform(
      (tx) => tx<{ status: string }[]>`select status from agency_payments where invoice_id = ${mine.invoice.id}`,
    );
    expect(stored?.status).toBe('PENDING');
  });
});
