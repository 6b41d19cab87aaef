import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import { ListRequestSchema } from '../common/paging.js';
import { AGENCY_INVOICES_PAGE_SIZE } from '../constants.js';
import { VatRateSchema } from './pricing.js';
import { PAYMENT_PERIODS, SubscriptionOfferTypeSchema } from './subscription-offers.js';

/**
 * What the platform invoices an agency (02 §3 Agency invoice, §4 Payment items and methods): an
 * invoice per cart, numbered on a platform-wide continuous sequence, its lines copied from the offers
 * when ordered, and its partial payments (payment items) by card, SEPA direct debit or cheque.
 */

// ---- Payment items (02 §4) ----------------------------------------------------------------------

export const PAYMENT_ITEM_STATUSES = [
  'VALIDATION',
  'COMING_SOON',
  'PENDING',
  'PROCESSING',
  'ERROR',
  'VALIDATED',
  'VALIDATED_MANUALLY',
  'CANCELLED_MANUALLY',
] as const;
export const PaymentItemStatusSchema = z.enum(PAYMENT_ITEM_STATUSES);
export type PaymentItemStatus = z.infer<typeof PaymentItemStatusSchema>;
export const PAYMENT_ITEM_STATUS_LABELS: Record<PaymentItemStatus, string> = {
  VALIDATION: 'En validation',
  COMING_SOON: 'À venir',
  PENDING: 'En attente',
  PROCESSING: 'En cours de traitement',
  ERROR: 'En erreur',
  VALIDATED: 'Validé',
  VALIDATED_MANUALLY: 'Validé manuellement',
  CANCELLED_MANUALLY: 'Annulé manuellement',
};
/** The only statuses a person may set by hand (02 §4). */
export const USER_SELECTABLE_PAYMENT_ITEM_STATUSES = [
  'COMING_SOON',
  'VALIDATED_MANUALLY',
  'CANCELLED_MANUALLY',
] as const;
/** Statuses that count as paid. */
export const PAID_PAYMENT_ITEM_STATUSES: readonly PaymentItemStatus[] = ['VALIDATED', 'VALIDATED_MANUALLY'];
/** Statuses a payment never leaves once reached (a late or replayed provider event changes nothing). */
export const FINAL_PAYMENT_ITEM_STATUSES: readonly PaymentItemStatus[] = [
  'VALIDATED',
  'VALIDATED_MANUALLY',
  'CANCELLED_MANUALLY',
];

export const PAYMENT_METHOD_TYPES = ['CARD', 'SEPA', 'CHECK'] as const;
export const PaymentMethodTypeSchema = z.enum(PAYMENT_METHOD_TYPES);
export type PaymentMethodType = z.infer<typeof PaymentMethodTypeSchema>;
export const PAYMENT_METHOD_TYPE_LABELS: Record<PaymentMethodType, string> = {
  CARD: 'Carte bancaire',
  SEPA: 'Prélèvement SEPA',
  CHECK: 'Chèque',
};

export const AgencyPaymentSchema = z.object({
  id: IdSchema,
  amount: z.string(),
  status: PaymentItemStatusSchema,
  method: PaymentMethodTypeSchema,
  /** The card payment waits for the holder's 3-D Secure authentication. */
  requiresAuthentication: z.boolean(),
  /** The provider's refusal, in French, when the payment failed. */
  error: z.string().nullable(),
  note: z.string(),
  /** The payment's day: typed for a payment recorded by hand (a cheque's), else the day it was opened. */
  date: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AgencyPayment = z.infer<typeof AgencyPaymentSchema>;

// ---- Agency invoices ------------------------------------------------------------------------------

export const AGENCY_INVOICE_STATUSES = [100, 200, 300] as const;
export const AgencyInvoiceStatusSchema = z.literal(AGENCY_INVOICE_STATUSES);
export type AgencyInvoiceStatus = z.infer<typeof AgencyInvoiceStatusSchema>;
export const AGENCY_INVOICE_STATUS_LABELS: Record<AgencyInvoiceStatus, string> = {
  100: 'En attente de paiement',
  200: 'Payée',
  300: 'Annulée',
};

export const AgencyInvoiceLineSchema = z.object({
  offerId: IdSchema.nullable(),
  designation: z.string(),
  offerType: SubscriptionOfferTypeSchema.nullable(),
  quantity: z.int(),
  unitPrice: z.string(),
  vatRate: VatRateSchema,
  amount: z.string(),
  licences: z.int(),
  packUnits: z.int(),
});
export type AgencyInvoiceLine = z.infer<typeof AgencyInvoiceLineSchema>;

/**
 * The credit note (avoir) that cancelled an invoice: an issued invoice is never deleted nor edited
 * (the commercial documents' rule, French law); the super admin cancels an unpaid one by a credit
 * note for its whole amount, numbered on its own platform-wide sequence ('AV-ABO-2026-00001').
 */
export const AgencyCreditNoteSchema = z.object({
  id: IdSchema,
  number: z.string(),
  date: z.string(),
  /** Why the invoice was cancelled, printed on the credit note. */
  reason: z.string(),
  createdAt: z.string(),
});
export type AgencyCreditNote = z.infer<typeof AgencyCreditNoteSchema>;

export const AgencyInvoiceSchema = z.object({
  id: IdSchema,
  number: z.string(),
  date: z.string(),
  agency: z.object({ id: IdSchema, name: z.string() }),
  status: AgencyInvoiceStatusSchema,
  period: z.enum(PAYMENT_PERIODS),
  totalExclTax: z.string(),
  totalVat: z.string(),
  totalInclTax: z.string(),
  /** What is left to pay: the total less the validated payments; nothing once cancelled. */
  remainingDue: z.string(),
  lines: z.array(AgencyInvoiceLineSchema),
  payments: z.array(AgencyPaymentSchema),
  /** The credit note that cancelled it (status 300), else null. */
  creditNote: AgencyCreditNoteSchema.nullable(),
  createdAt: z.string(),
});
export type AgencyInvoice = z.infer<typeof AgencyInvoiceSchema>;

export const AgencyInvoiceListRequestSchema = ListRequestSchema.extend({
  limit: z.int().min(1).max(250).default(AGENCY_INVOICES_PAGE_SIZE),
  filters: z.strictObject({ status: z.array(AgencyInvoiceStatusSchema).max(3).nullable().optional() }).default({}),
});
export type AgencyInvoiceListRequest = z.infer<typeof AgencyInvoiceListRequestSchema>;

/** What `POST subscription/cart` answers: the invoice and the card payment to confirm. */
export const CartCheckoutSchema = z.object({
  invoice: AgencyInvoiceSchema,
  payment: z.object({ id: IdSchema, clientSecret: z.string(), status: PaymentItemStatusSchema }),
});
export type CartCheckout = z.infer<typeof CartCheckoutSchema>;

/** `GET payment-intent/{id}` (02 §7): the client secret and where the payment stands. */
export const PaymentIntentStateSchema = z.object({
  clientSecret: z.string(),
  status: PaymentItemStatusSchema,
  invoiceStatus: AgencyInvoiceStatusSchema,
});
export type PaymentIntentState = z.infer<typeof PaymentIntentStateSchema>;

/** Payment statuses of the first invoice that hold the agency in moderation (02 §4). */
export const MODERATION_PAYMENT_STATUSES: readonly PaymentItemStatus[] = ['VALIDATION', 'PROCESSING'];

/**
 * Whether one of an invoice's payments is under way (a debit the bank processes, a payment being
 * validated): it may still go through, so no other payment of the invoice is offered meanwhile.
 */
export const hasPaymentUnderWay = (payments: readonly { status: PaymentItemStatus }[]) =>
  payments.some((payment) => MODERATION_PAYMENT_STATUSES.includes(payment.status));
export const ModerationStateSchema = z.object({ pending: z.boolean() });
export type ModerationState = z.infer<typeof ModerationStateSchema>;
