import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_ARTICLE_ORDER_CALLS, ARTICLE_ORDER_ADMIN_CALLS, type AgencyArticleOrder } from '@portal/contracts';
import { NFC_BADGES_ID, startPaymentsWorld, type PaymentsWorld } from '../agency-payments/testing/payments-world.js';
import {
  ORDER_LIST_PATH,
  ORDER_PATH,
  ORDER_STATUS_PATH,
  agencyOrdersPath,
  auditLines,
  idsOf,
  namedAgency,
  paidOrder,
  platformToken,
  storedOrder,
} from './testing/fixtures.js';

let w: PaymentsWorld;
let support: string;

beforeAll(async () => {
  w = await startPaymentsWorld();
  support = await platformToken(w.h);
});
afterAll(async () => {
  await w?.close();
});

const adminList = async (json: object) => {
  const answer = await w.h.request('POST', ORDER_LIST_PATH, { token: support, json });
  expect([answer.status, answer.error]).toEqual([200, null]);
  return ARTICLE_ORDER_ADMIN_CALLS.list.response.parse(answer.body);
};
const change = async (json: object, token = support) => {
  const answer = await w.h.request('POST', ORDER_PATH, { token, json });
  expect([answer.status, answer.error]).toEqual([200, null]);
  return ARTICLE_ORDER_ADMIN_CALLS.change.response.parse(answer.body);
};
const secondsAgo = (iso: string | null) => (Date.now() - Date.parse(iso ?? '')) / 1000;

describe('an article paid through the cart (Stripe: local fake)', () => {
  it('opens an order En attente, listed to the agency and to the platform', async () => {
    const agency = await w.agency();
    const { invoice, payment } = await w.checkout(agency, {
      lines: [{ offerId: NFC_BADGES_ID, quantity: 2 }],
      period: 'monthly',
      deliveryAddress: '5 rue Foch, 34000 Montpellier',
      deliveryInstructions: 'Sonner deux fois',
    });
    await w.payByCard(payment.clientSecret);

    const own = await w.h.request('POST', agencyOrdersPath(agency.agencyId), { token: agency.token, json: {} });
    expect(own.status).toBe(200);
    const page = AGENCY_ARTICLE_ORDER_CALLS.list.response.parse(own.body);
    expect(page.filteredCount).toBe(1);
    const [order] = page.data;
    expect(order).toMatchObject({
      status: 100,
      designation: 'Badges NFC (lot de 10)',
      quantity: 2,
      deliveryAddress: '5 rue Foch, 34000 Montpellier',
      deliveryInstructions: 'Sonner deux fois',
      comment: '',
      validatedAt: null,
      sentAt: null,
      receivedAt: null,
      canceledAt: null,
      agency: { id: agency.agencyId },
      invoice: { id: invoice.id, number: invoice.number },
    });

    const platform = await adminList({ query: invoice.number });
    expect(platform.data).toEqual([order]);
  });
});

describe('POST /admin/agency-article-order', () => {
  it('Validée then Envoyée: sent_at stamped now, validated_at kept as given; each change audited', async () => {
    const agency = await namedAgency(w.h, 'Agence Validée');
    const id = await paidOrder(w.h, agency);
    const validated = await change({ id, status: 200, date: '2026-11-20T09:30:00+01:00' });
    expect(validated).toMatchObject({ status: 200, validatedAt: '2026-11-20T08:30:00.000Z', sentAt: null });
    const sent = await change({ id, status: 300 });
    expect(sent).toMatchObject({ status: 300, validatedAt: '2026-11-20T08:30:00.000Z' });
    expect(secondsAgo(sent.sentAt)).toBeLessThan(60);
    expect(await auditLines(w.h, id)).toEqual([
      { action: 'POST /admin/agency-article-order', actorEmail: 'support@plateforme.test' },
      { action: 'POST /admin/agency-article-order', actorEmail: 'support@plateforme.test' },
    ]);
  });

  it('any status from any, for support as for the super admin; a date corrected in place; the comment edited', async () => {
    const agency = await namedAgency(w.h, 'Agence Retours');
    const id = await paidOrder(w.h, agency, { status: 400 });
    const admin = await platformToken(w.h, { role: 'super_admin', email: 'admin@plateforme.test' });
    expect((await change({ id, status: 100 })).status).toBe(100);
    expect((await change({ id, status: 500 }, admin)).status).toBe(500);
    const back = await change({ id, status: 300 });
    expect(back).toMatchObject({ status: 300 });
    expect(back.canceledAt).not.toBeNull();
    const corrected = await change({ id, status: 300, date: '2026-11-21T14:00:00+01:00' });
    expect(corrected.sentAt).toBe('2026-11-21T13:00:00.000Z');
    const commented = await change({ id, status: 300, comment: '  Colis remis au transporteur  ' });
    expect(commented).toMatchObject({ status: 300, comment: 'Colis remis au transporteur' });
    expect(commented.sentAt).toBe('2026-11-21T13:00:00.000Z');
    expect(await auditLines(w.h, id)).toHaveLength(5);
  });
});

describe('POST /admin/agency-article-orders/status', () => {
  it('moves the orders, skips those already in the status, and counts both', async () => {
    const agency = await namedAgency(w.h, 'Agence Multiple');
    const pending = await paidOrder(w.h, agency);
    const [sentA, sentB] = [
      await paidOrder(w.h, agency, { status: 300 }),
      await paidOrder(w.h, agency, { status: 300 }),
    ];
    const before = await storedOrder(w.h, sentA);
    const answer = await w.h.request('POST', ORDER_STATUS_PATH, {
      token: support,
      json: { ids: [pending, sentA, sentB, pending], status: 300 },
    });
    expect([answer.status, answer.body]).toEqual([200, { changed: 1, skipped: 2 }]);
    const moved = await storedOrder(w.h, pending);
    expect(moved?.status).toBe(300);
    expect(Date.now() - (moved?.sentAt?.getTime() ?? 0)).toBeLessThan(60_000);
    expect(await storedOrder(w.h, sentA)).toEqual(before);
    expect(await auditLines(w.h, pending)).toHaveLength(1);
    expect(await auditLines(w.h, sentA)).toHaveLength(0);
  });
});

describe('the lists', () => {
  it('without a status filter, all but the cancelled; 25 a page, newest first; filters and search', async () => {
    const agency = await namedAgency(w.h, 'Agence Éclair');
    const orders: string[] = [];
    for (let day = 30; day >= 1; day -= 1) orders.push(await paidOrder(w.h, agency, { daysAgo: day }));
    const cancelled = await paidOrder(w.h, agency, { status: 500 });
    const reader = await paidOrder(w.h, agency, { offerKey: 'support-nfc', deliveryAddress: 'Quai de Saône, Lyon' });

    const first = await adminList({ query: 'agence eclair' });
    expect(first.filteredCount).toBe(31);
    expect(first.data).toHaveLength(25);
    expect(idsOf(first).slice(0, 2)).toEqual([reader, orders.at(-1)]);
    expect(idsOf(first)).not.toContain(cancelled);
    const second = await adminList({ query: 'agence eclair', page: 2 });
    expect(idsOf(second)).toEqual([...orders.slice(0, 6)].reverse());

    expect(idsOf(await adminList({ query: 'eclair', filters: { status: [500] } }))).toEqual([cancelled]);
    expect(idsOf(await adminList({ query: 'lecteur nfc', filters: { agency: [agency.id] } }))).toEqual([reader]);
    expect(idsOf(await adminList({ query: 'SAONE' }))).toEqual([reader]);
    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('sv', { timeZone: 'Europe/Paris' });
    const period = await adminList({ query: 'eclair', filters: { from: day(30), to: day(29) } });
    expect(idsOf(period)).toEqual([orders[1], orders[0]]);
    const byDesignation = await adminList({ query: 'eclair', orderBy: 'designation', ascending: false, limit: 5 });
    expect(idsOf(byDesignation)[0]).toBe(reader);
  });

  it('an agency reads its own orders only', async () => {
    const mine = await namedAgency(w.h, 'Agence Mienne');
    const other = await namedAgency(w.h, 'Agence Autre');
    const own = await paidOrder(w.h, mine);
    await paidOrder(w.h, other);
    const token = await w.h.tokenFor(mine.id, { role: 'staff', rights: ['articleOrders.list'] });
    const answer = await w.h.request('POST', agencyOrdersPath(mine.id), { token, json: {} });
    expect([answer.status, idsOf(answer.body)]).toEqual([200, [own]]);
    const orders = (answer.body as { data: AgencyArticleOrder[] }).data;
    expect(orders[0]?.agency).toEqual({ id: mine.id, name: 'Agence Mienne' });
  });
});
