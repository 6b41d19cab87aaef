import { ARTICLE_ORDER_ADMIN_CALLS, uuidv7, type AccessClaims, type ArticleOrderStatus } from '@portal/contracts';
import type { BillingHarness } from '../../testing/harness.js';
import { insertPaidArticleOrder } from '../../seed/agency-article-orders.js';
import { seedSubscriptionOffers } from '../../seed/subscription-offers.js';

/** Test support for the article orders routes (not a test file). */

export const ORDER_LIST_PATH = ARTICLE_ORDER_ADMIN_CALLS.list.path;
export const ORDER_PATH = ARTICLE_ORDER_ADMIN_CALLS.change.path;
export const ORDER_STATUS_PATH = ARTICLE_ORDER_ADMIN_CALLS.changeStatus.path;
export const agencyOrdersPath = (agencyId: string) => `/agency/${agencyId}/fetch/agency-article-orders`;

/** Support outside any agency, unless the claims say otherwise. */
export const platformToken = (h: BillingHarness, claims: Partial<AccessClaims> = {}) =>
  h.tokenFor(null, { role: 'support', email: 'support@plateforme.test', ...claims });

/** The platform's offers (the articles an order is made of). */
export const seedOrderOffers = (h: BillingHarness) => seedSubscriptionOffers(h.sql);

const DAY_MS = 86_400_000;

/**
 * A paid order of NFC badges in the agency, written directly as the demo's seed writes it (the
 * journey through the cart and Stripe has its own test): answers the order's id.
 */
export async function paidOrder(
  h: BillingHarness,
  agency: { id: string; name: string },
  options: { status?: ArticleOrderStatus; daysAgo?: number; offerKey?: string; deliveryAddress?: string } = {},
): Promise<string> {
  const ids = { invoice: uuidv7(), line: uuidv7(), payment: uuidv7(), order: uuidv7() };
  const paidAt = new Date(Date.now() - (options.daysAgo ?? 1) * DAY_MS);
  await h.asPlatform((tx) =>
    insertPaidArticleOrder(tx, {
      agency,
      offerKey: options.offerKey ?? 'badges-nfc',
      quantity: 1,
      deliveryAddress: options.deliveryAddress ?? '3 place de la Comédie, 34000 Montpellier',
      deliveryInstructions: '',
      paidAt,
      status: options.status ?? 100,
      statusAt: paidAt,
      ids,
    }),
  );
  return ids.order;
}

/** A provisioned agency under this name. */
export async function namedAgency(h: BillingHarness, name: string) {
  const { agencyId } = await h.provisionAgency({ name });
  return { id: agencyId, name };
}

/** The order's status and dates as stored, read in platform scope. */
export async function storedOrder(h: BillingHarness, id: string) {
  const [row] = await h.asPlatform(
    (tx) => tx<
      {
        status: number;
        validatedAt: Date | null;
        sentAt: Date | null;
        receivedAt: Date | null;
        canceledAt: Date | null;
        comment: string;
      }[]
    >`
      select status, validated_at, sent_at, received_at, canceled_at, comment
        from agency_article_orders where id = ${id}`,
  );
  return row;
}

/** The platform audit lines of the order. */
export const auditLines = (h: BillingHarness, id: string) =>
  h.asPlatform((tx) => tx`select action, actor_email from platform_audit_log where subject_id = ${id}`);

/** The ids of a list's answer. */
export const idsOf = (body: unknown) =>
  ARTICLE_ORDER_ADMIN_CALLS.list.response.parse(body).data.map((order) => order.id);
