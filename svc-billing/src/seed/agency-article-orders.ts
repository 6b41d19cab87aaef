import {
  ARTICLE_ORDER_STATUS_DATE_FIELDS,
  centsToMoney,
  moneyToCents,
  priceCart,
  type ArticleOrderStatus,
} from '@portal/contracts';
import { transaction, type Sql, type Tx } from '@portal/service-kit';
import { demoId, demoIds } from '@portal/service-kit/demo/ids';
import { findAgency } from '../agencies/repo.js';
import { nextAgencyDocumentNumber } from '../agency-payments/invoice-numbers.js';
import { lockSubscriptionOffers } from '../subscription-offers/repo.js';
import { subscriptionOfferSeedId } from './subscription-offers.js';

const DAY_MS = 86_400_000;

/** The ids of what a paid article order is made of. */
export type PaidArticleOrderIds = { invoice: string; line: string; payment: string; order: string };

export type PaidArticleOrder = {
  agency: { id: string; name: string };
  /** The seeded article offer bought (`badges-nfc`, `support-nfc`). */
  offerKey: string;
  quantity: number;
  deliveryAddress: string;
  deliveryInstructions: string;
  paidAt: Date;
  status: ArticleOrderStatus;
  /** When the order reached `status` (its date field); 'En attente' has none. */
  statusAt: Date;
  ids: PaidArticleOrderIds;
};

const DATE_COLUMNS = {
  validatedAt: 'validated_at',
  sentAt: 'sent_at',
  receivedAt: 'received_at',
  canceledAt: 'canceled_at',
};

/**
 * An article bought and paid by card, written directly in platform scope as the payment would have
 * left it: its agency invoice (paid, numbered on the platform's sequence), its line copied from the
 * offer, its validated payment, and its article order in `status`. Not announced: the demo and the
 * screens' tests need the order, not identity's licences. False when the order is there already.
 */
export async function insertPaidArticleOrder(tx: Tx, order: PaidArticleOrder): Promise<boolean> {
  const [existing] = await tx`select id from agency_article_orders where id = ${order.ids.order}`;
  if (existing) return false;
  const offerId = subscriptionOfferSeedId(order.offerKey);
  const cart = priceCart(
    { period: 'monthly', lines: [{ offerId, quantity: order.quantity }] },
    await lockSubscriptionOffers(tx, [offerId]),
  );
  const [line] = cart.lines;
  if (!line) throw new Error(`the offer ${order.offerKey} is not seeded`);
  const { totals } = cart;
  const date = order.paidAt.toISOString().slice(0, 10);
  await tx`
    insert into agency_invoices (id, agency_id, agency_name, number, date, status, period, total_excl_tax, total_vat,
                                 total_incl_tax, delivery_address, delivery_instructions, created_at, paid_at)
    values (${order.ids.invoice}, ${order.agency.id}, ${order.agency.name}, ${await nextAgencyDocumentNumber(tx, 'invoice', date)},
            ${date}, 200, 'monthly', ${totals.totalExclTax}, ${totals.totalVat}, ${totals.totalInclTax},
            ${order.deliveryAddress}, ${order.deliveryInstructions}, ${order.paidAt}, ${order.paidAt})`;
  await tx`
    insert into agency_invoice_lines (id, invoice_id, agency_id, position, offer_id, offer_type, designation, quantity,
                                      unit_price, vat_rate, amount)
    values (${order.ids.line}, ${order.ids.invoice}, ${order.agency.id}, 0, ${offerId}, ${line.offer.type},
            ${line.offer.name}, ${line.quantity}, ${line.unitPrice}, ${line.offer.vatRate},
            ${centsToMoney(moneyToCents(line.unitPrice) * line.quantity)})`;
  await tx`
    insert into agency_payments (id, invoice_id, agency_id, amount, method, status, created_at, updated_at, paid_at)
    values (${order.ids.payment}, ${order.ids.invoice}, ${order.agency.id}, ${totals.totalInclTax}, 'CARD',
            'VALIDATED', ${order.paidAt}, ${order.paidAt}, ${order.paidAt})`;
  const field = ARTICLE_ORDER_STATUS_DATE_FIELDS[order.status];
  await tx`
    insert into agency_article_orders (id, agency_id, invoice_id, invoice_line_id, offer_id, designation, quantity,
                                       status, delivery_address, delivery_instructions, created_at)
    values (${order.ids.order}, ${order.agency.id}, ${order.ids.invoice}, ${order.ids.line}, ${offerId},
            ${line.offer.name}, ${line.quantity}, ${order.status}, ${order.deliveryAddress},
            ${order.deliveryInstructions}, ${order.paidAt})`;
  if (field) {
    await tx`update agency_article_orders set ${tx(DATE_COLUMNS[field])} = ${order.statusAt} where id = ${order.ids.order}`;
  }
  return true;
}

const vigieIds = (name: string) => demoId(`agency-article-order:vigie:badges-nfc:${name}`);

/**
 * The demo's article order (issue 15): Vigie Sécurité bought two lots of NFC badges for its rounds
 * six days ago, and the platform validated the order ('Validée') four days ago. Its own invoice,
 * line, payment and order under demo ids: a second run adds nothing. Answers how many orders were
 * added. Run after Vigie's subscription invoices (their seed holds back once Vigie has any).
 */
export async function seedDemoArticleOrders(sql: Sql): Promise<number> {
  return transaction(sql, { kind: 'platform' }, async (tx) => {
    const agency = await findAgency(tx, demoIds.agency('vigie'));
    if (!agency) return 0;
    const now = Date.now();
    const added = await insertPaidArticleOrder(tx, {
      agency: { id: agency.id, name: agency.name },
      offerKey: 'badges-nfc',
      quantity: 2,
      deliveryAddress: '12 rue de la Loge, 34000 Montpellier',
      deliveryInstructions: "Remettre à l'accueil, du lundi au vendredi de 9 h à 18 h.",
      paidAt: new Date(now - 6 * DAY_MS),
      status: 200,
      statusAt: new Date(now - 4 * DAY_MS),
      ids: {
        invoice: vigieIds('invoice'),
        line: vigieIds('line'),
        payment: vigieIds('payment'),
        order: vigieIds('order'),
      },
    });
    return added ? 1 : 0;
  });
}
