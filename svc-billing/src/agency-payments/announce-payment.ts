import { uuidv7, type PaymentPeriod } from '@portal/contracts';
import { createEvent, enqueueEvent, type Tx } from '@portal/service-kit';
import type { PaymentRow } from './repo.js';

type PaidLine = {
  id: string;
  offerId: string | null;
  offerType: number | null;
  designation: string;
  quantity: number;
  amount: string;
  licences: number;
  packUnits: number;
};

/** Article offer types: what is bought to be delivered (02 §4 agency article orders). */
const ARTICLE_TYPES = [3, 300];

/**
 * An agency invoice just fully paid, in the transaction that recorded the payment: announces
 * `billing.payment.validated` (identity grants its licences and packs, extends the period), counts
 * the sales and turnover of its offers, and opens an article order (100 'En attente') per article.
 */
export async function announceInvoicePaid(tx: Tx, payment: PaymentRow, paidAt: Date): Promise<void> {
  const [invoice] = await tx<
    {
      number: string;
      period: PaymentPeriod;
      totalInclTax: string;
      deliveryAddress: string;
      deliveryInstructions: string;
    }[]
  >`
    select number, period, total_incl_tax::text, delivery_address, delivery_instructions
      from agency_invoices where id = ${payment.invoiceId}`;
  if (!invoice) throw new Error(`agency invoice ${payment.invoiceId} vanished while paid`);
  const lines = await tx<PaidLine[]>`
    select id, offer_id, offer_type, designation, quantity, amount::text, licences, pack_units
      from agency_invoice_lines where invoice_id = ${payment.invoiceId} order by position`;
  await enqueueEvent(
    tx,
    createEvent(
      'billing.payment.validated',
      {
        agencyId: payment.agencyId,
        invoiceId: payment.invoiceId,
        invoiceNumber: invoice.number,
        paymentId: payment.id,
        period: invoice.period,
        totalInclTax: invoice.totalInclTax,
        paidAt: paidAt.toISOString(),
        lines: lines.map((line) => ({
          offerId: line.offerId,
          offerType: line.offerType ?? 0,
          quantity: line.quantity,
          licences: line.licences,
          packUnits: line.packUnits,
        })),
      },
      { agencyId: payment.agencyId, actor: null, correlationId: payment.id },
    ),
  );
  for (const line of lines) {
    if (line.offerId === null) continue;
    await tx`
      update agency_subscription_offers
         set number_of_sales = number_of_sales + ${line.quantity}, turnover = turnover + ${line.amount}::numeric
       where id = ${line.offerId}`;
  }
  const articles = lines.filter((line) => line.offerType !== null && ARTICLE_TYPES.includes(line.offerType));
  for (const line of articles) {
    await tx`
      insert into agency_article_orders (id, agency_id, invoice_id, invoice_line_id, offer_id, designation, quantity,
                                         delivery_address, delivery_instructions)
      values (${uuidv7()}, ${payment.agencyId}, ${payment.invoiceId}, ${line.id}, ${line.offerId}, ${line.designation},
              ${line.quantity}, ${invoice.deliveryAddress}, ${invoice.deliveryInstructions})
      on conflict (invoice_line_id) do nothing`;
  }
}
