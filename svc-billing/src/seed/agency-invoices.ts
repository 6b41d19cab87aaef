import { localDateOf, priceCart, type PaymentPeriod } from '@portal/contracts';
import { transaction, type Sql, type Tx } from '@portal/service-kit';
import { demoIds } from '@portal/service-kit/demo/ids';
import { findAgency } from '../agencies/repo.js';
import { nextAgencyDocumentNumber } from '../agency-payments/invoice-numbers.js';
import { insertAgencyInvoice, insertAgencyPayment } from '../agency-payments/repo.js';
import { lockSubscriptionOffers } from '../subscription-offers/repo.js';
import { subscriptionOfferSeedId } from './subscription-offers.js';

const DAY_MS = 86_400_000;

/** Vigie's paid agency invoices: its yearly PRO with 5 more licences, then a pack of signatures. */
const VIGIE_INVOICES: { daysAgo: number; period: PaymentPeriod; lines: { key: string; quantity: number }[] }[] = [
  {
    daysAgo: 30,
    period: 'yearly',
    lines: [
      { key: 'pro', quantity: 1 },
      { key: 'licence', quantity: 5 },
    ],
  },
  { daysAgo: 12, period: 'monthly', lines: [{ key: 'pack-signatures', quantity: 2 }] },
];

async function seedPaidInvoice(tx: Tx, agency: { id: string; name: string }, seed: (typeof VIGIE_INVOICES)[number]) {
  const offers = await lockSubscriptionOffers(
    tx,
    seed.lines.map((line) => subscriptionOfferSeedId(line.key)),
  );
  const cart = {
    period: seed.period,
    lines: seed.lines.map((line) => ({ offerId: subscriptionOfferSeedId(line.key), quantity: line.quantity })),
  };
  const priced = priceCart(cart, offers);
  const paidAt = new Date(Date.now() - seed.daysAgo * DAY_MS);
  const date = localDateOf(paidAt);
  const invoiceId = await insertAgencyInvoice(tx, {
    agencyId: agency.id,
    agencyName: agency.name,
    number: await nextAgencyDocumentNumber(tx, 'invoice', date),
    date,
    period: seed.period,
    cart: priced,
    deliveryAddress: '',
    deliveryInstructions: '',
    createdBy: null,
  });
  const paymentId = await insertAgencyPayment(tx, {
    invoiceId,
    agencyId: agency.id,
    amount: priced.totals.totalInclTax,
    method: 'CARD',
    status: 'VALIDATED',
  });
  await tx`update agency_payments set paid_at = ${paidAt}, created_at = ${paidAt} where id = ${paymentId}`;
  await tx`update agency_invoices set status = 200, paid_at = ${paidAt}, created_at = ${paidAt} where id = ${invoiceId}`;
}

/**
 * The demo's running subscription (issue 15): Vigie Sécurité's paid agency invoices, as if paid by
 * card (identity's demo holds its paid period). Not announced: identity's seed sets Vigie's licences
 * and dates itself. Runs once: an agency that was ever invoiced the PRO offer is left as it is. Answers
 * how many invoices were added.
 */
export async function seedDemoAgencyInvoices(sql: Sql): Promise<number> {
  return transaction(sql, { kind: 'platform' }, async (tx) => {
    const agency = await findAgency(tx, demoIds.agency('vigie'));
    if (!agency) return 0;
    const [existing] = await tx<{ count: number }[]>`
      select count(*)::int as count from agency_invoice_lines
       where agency_id = ${agency.id} and offer_id = ${subscriptionOfferSeedId('pro')}`;
    if ((existing?.count ?? 0) > 0) return 0;
    for (const seed of VIGIE_INVOICES) await seedPaidInvoice(tx, agency, seed);
    return VIGIE_INVOICES.length;
  });
}
