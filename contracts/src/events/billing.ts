import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import { MoneySchema } from '../common/money.js';

/** A customer contact given access to the portal: identity makes him a customer user. */
export const PortalContactPayloadSchema = z.object({
  contactId: IdSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  invoiceRecipient: z.boolean(),
});
export type PortalContactPayload = z.infer<typeof PortalContactPayloadSchema>;

/**
 * What operations and identity keep of a customer (DOMAIN-MAP): operations its read model for site
 * pickers and planning; identity the customer users of the contacts with portal access.
 */
export const CustomerPayloadSchema = z.object({
  agencyId: IdSchema,
  customerId: IdSchema,
  name: z.string(),
  customerNumber: z.string(),
  type: z.union([z.literal(100), z.literal(200), z.literal(300), z.literal(400)]),
  prospect: z.boolean(),
  status: z.union([z.literal(100), z.literal(200), z.literal(300)]),
  /** Every contact that has portal access now; one no longer listed loses it. */
  portalContacts: z.array(PortalContactPayloadSchema),
});
export type CustomerPayload = z.infer<typeof CustomerPayloadSchema>;

/** The totals an invoice event carries (decimal strings excl. tax, VAT, incl. tax). */
const InvoiceTotalsPayloadSchema = z.object({
  totalExclTax: MoneySchema,
  totalVat: MoneySchema,
  totalInclTax: MoneySchema,
  currency: z.string(),
});

/**
 * An invoice or credit note validated: numbered and frozen (margins, the agency dashboard). A
 * credit note's amounts are positive, as printed: `kind` tells that they lower the turnover.
 */
export const InvoiceValidatedPayloadSchema = InvoiceTotalsPayloadSchema.extend({
  agencyId: IdSchema,
  invoiceId: IdSchema,
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  customerId: IdSchema,
  customerName: z.string(),
  date: z.string(),
  dueDate: z.string().nullable(),
  /** The invoice a credit note corrects (or the estimate an invoice comes from). */
  sourceDocumentId: IdSchema.nullable(),
});
export type InvoiceValidatedPayload = z.infer<typeof InvoiceValidatedPayloadSchema>;

/** An invoice whose accepted payments now cover its total (payment state 100). */
export const InvoicePaidPayloadSchema = InvoiceTotalsPayloadSchema.extend({
  agencyId: IdSchema,
  invoiceId: IdSchema,
  number: z.string(),
  customerId: IdSchema,
  /** The date of the payment that completed it. */
  paidOn: z.string(),
});
export type InvoicePaidPayload = z.infer<typeof InvoicePaidPayloadSchema>;

/** One line of a paid agency invoice, with what identity grants for it. */
export const PaidOfferLinePayloadSchema = z.object({
  offerId: IdSchema.nullable(),
  offerType: z.int(),
  quantity: z.int(),
  /** Licences the line grants (a subscription's included licences × quantity). */
  licences: z.int(),
  /** Units its packs give (pack quantity × quantity): records, signatures, payslips. */
  packUnits: z.int(),
});
export type PaidOfferLinePayload = z.infer<typeof PaidOfferLinePayloadSchema>;

/**
 * An agency invoice fully paid by verified payments (DOMAIN-MAP): identity grants the licences and
 * packs of its lines and, when it holds a subscription, extends the validity by its period from
 * `paidAt` or from the current end, whichever is later. Announced once per invoice.
 */
export const PaymentValidatedPayloadSchema = z.object({
  agencyId: IdSchema,
  invoiceId: IdSchema,
  invoiceNumber: z.string(),
  paymentId: IdSchema,
  period: z.enum(['monthly', 'yearly']),
  totalInclTax: MoneySchema,
  paidAt: z.string(),
  lines: z.array(PaidOfferLinePayloadSchema),
});
export type PaymentValidatedPayload = z.infer<typeof PaymentValidatedPayloadSchema>;

/**
 * The agency's subscription changed on billing's side (DOMAIN-MAP): a validated payment refunded
 * locks the agency (00 §4: a lock flag invalidates the subscription) until a payment is validated
 * again; identity sets its lock flag, and the services refuse its calls with its next token.
 */
export const SubscriptionChangedPayloadSchema = z.object({
  agencyId: IdSchema,
  locked: z.boolean(),
  reason: z.enum(['payment_refunded']),
  invoiceId: IdSchema,
  paymentId: IdSchema,
});
export type SubscriptionChangedPayload = z.infer<typeof SubscriptionChangedPayloadSchema>;
