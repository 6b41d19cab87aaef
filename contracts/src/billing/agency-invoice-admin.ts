import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import { fr } from '../messages/fr.js';
import { CalendarDateSchema } from '../operations/collaborators.js';
import { moneyToCents } from '../common/money.js';
import { requiredText } from '../common/validation.js';
import {
  AgencyInvoiceListRequestSchema,
  AgencyInvoiceStatusSchema,
  PAYMENT_METHOD_TYPES,
  USER_SELECTABLE_PAYMENT_ITEM_STATUSES,
} from './agency-invoices.js';
import { UnitPriceSchema } from './pricing.js';
import { SubscriptionCartSchema } from './subscription-cart.js';

/**
 * The platform's side of the agency invoices (administration/agencyInvoices, 02 §2, §3, §4, §7):
 * every agency's invoices, 20 per page, and the payments the super admin records by hand.
 */

/** 'Obligatoire' when absent, 'Format invalide' for a value outside the list. */
const choiceError = (issue: { input?: unknown }) => (issue.input === undefined ? fr.REQUIRED : fr.INVALID_FORMAT);

// ---- The list -----------------------------------------------------------------------------------

export const AgencyInvoiceAdminFiltersSchema = z
  .strictObject({
    status: z.array(AgencyInvoiceStatusSchema).max(3).nullable().optional(),
    agencyId: IdSchema.nullable().optional(),
    /** The invoice's date, from and to (both included). */
    from: CalendarDateSchema.nullable().optional(),
    to: CalendarDateSchema.nullable().optional(),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    path: ['to'],
    message: fr.END_BEFORE_START,
  });
export type AgencyInvoiceAdminFilters = z.infer<typeof AgencyInvoiceAdminFiltersSchema>;

/**
 * `POST /admin/fetch/agency-invoices`: 20 per page, newest first (02 §9); filtered by status,
 * agency and period of the invoice's date; `query` searches the number and the agency's name.
 */
export const AgencyInvoiceAdminListRequestSchema = AgencyInvoiceListRequestSchema.extend({
  filters: AgencyInvoiceAdminFiltersSchema.default({}),
  orderBy: z.enum(['createdAt']).optional(),
});
export type AgencyInvoiceAdminListRequest = z.infer<typeof AgencyInvoiceAdminListRequestSchema>;

// ---- Payments recorded by hand (02 §4) ------------------------------------------------------------

/** The three statuses a person may set (02 §4): 'À venir', 'Validé manuellement', 'Annulé manuellement'. */
export const UserPaymentItemStatusSchema = z.enum(USER_SELECTABLE_PAYMENT_ITEM_STATUSES, { error: choiceError });
export type UserPaymentItemStatus = z.infer<typeof UserPaymentItemStatusSchema>;

export const ManualPaymentMethodSchema = z.enum(PAYMENT_METHOD_TYPES, { error: choiceError });

/** A payment's amount: positive, two decimals at most (what remains due is the service's check). */
export const AgencyPaymentAmountSchema = UnitPriceSchema.refine((amount) => moneyToCents(amount) > 0, {
  message: 'Le montant doit être positif',
  // An amount that is not one ('-5', '1,234') has its own refusal already.
  when: (payload) => payload.issues.length === 0,
});

export const AgencyPaymentNoteSchema = z.string().trim().max(500);

const RECORD_FIELDS = ['amount', 'method', 'date'] as const;

/**
 * `POST /admin/agency-invoice/partial-payments`, in two forms:
 * - without `paymentId`: a payment recorded by hand on the invoice (amount, method, status among
 *   the three, date, note), `kind: 'record'`;
 * - with `paymentId`: the status of one of its payments changed to one of the three,
 *   `kind: 'status'` (its amount, method and date are not fields of that form).
 */
export const AgencyPartialPaymentRequestSchema = z
  .strictObject({
    invoiceId: IdSchema,
    paymentId: IdSchema.optional(),
    status: UserPaymentItemStatusSchema,
    amount: AgencyPaymentAmountSchema.optional(),
    method: ManualPaymentMethodSchema.optional(),
    date: CalendarDateSchema.optional(),
    note: AgencyPaymentNoteSchema.optional(),
  })
  .superRefine(
    (body, ctx) => {
      if (body.paymentId === undefined) {
        for (const field of RECORD_FIELDS) {
          if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: fr.REQUIRED });
        }
        return;
      }
      for (const field of [...RECORD_FIELDS, 'note'] as const) {
        if (body[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: fr.UNKNOWN_FIELD });
      }
    },
    // Every field's refusal at once, even when another field failed (it only reads which are there).
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform((body): AgencyPartialPayment => {
    const { invoiceId, paymentId, status } = body;
    if (paymentId !== undefined) return { kind: 'status', invoiceId, paymentId, status };
    // The refinement above made sure the record's fields are there.
    return {
      kind: 'record',
      invoiceId,
      status,
      amount: body.amount ?? '0',
      method: body.method ?? 'CHECK',
      date: body.date ?? '',
      note: body.note ?? '',
    };
  });
export type AgencyPartialPaymentInput = z.input<typeof AgencyPartialPaymentRequestSchema>;
export type RecordAgencyPayment = {
  kind: 'record';
  invoiceId: string;
  status: UserPaymentItemStatus;
  amount: string;
  method: (typeof PAYMENT_METHOD_TYPES)[number];
  date: string;
  note: string;
};
export type ChangeAgencyPaymentStatus = {
  kind: 'status';
  invoiceId: string;
  paymentId: string;
  status: UserPaymentItemStatus;
};
export type AgencyPartialPayment = RecordAgencyPayment | ChangeAgencyPaymentStatus;

/**
 * `POST /admin/agency-invoice/preview`: the invoice whose PDF is asked, or (`document: 'creditNote'`)
 * the credit note that cancelled it.
 */
export const AgencyInvoicePreviewRequestSchema = z.strictObject({
  invoiceId: IdSchema,
  document: z.enum(['invoice', 'creditNote']).default('invoice'),
});

// ---- An invoice cancelled by a credit note ------------------------------------------------------

export const AGENCY_CREDIT_NOTE_REASON_MAX = 500;

/**
 * `POST /admin/agency-invoice/credit-note`: the unpaid invoice to cancel and why (printed on the
 * credit note).
 */
export const CancelAgencyInvoiceSchema = z.strictObject({
  invoiceId: IdSchema,
  reason: requiredText(AGENCY_CREDIT_NOTE_REASON_MAX),
});
export type CancelAgencyInvoice = z.infer<typeof CancelAgencyInvoiceSchema>;
export type CancelAgencyInvoiceInput = z.input<typeof CancelAgencyInvoiceSchema>;

// ---- An invoice made by hand --------------------------------------------------------------------

/**
 * `POST /admin/agency-invoice` (02 §7): an invoice the super admin makes for an agency — a deal
 * agreed by phone, an agency that pays by transfer — from the offers as they are priced now, hidden
 * ones included (the payslips pack is sold this way), checked as the agency's own cart is. Numbered
 * in the same sequence, it awaits payment; paid, it grants what the cart would have.
 */
export const CreateAgencyInvoiceSchema = z.strictObject({
  agencyId: z.string({ message: fr.REQUIRED }).pipe(IdSchema),
  cart: SubscriptionCartSchema,
});
export type CreateAgencyInvoice = z.infer<typeof CreateAgencyInvoiceSchema>;
export type CreateAgencyInvoiceInput = z.input<typeof CreateAgencyInvoiceSchema>;
