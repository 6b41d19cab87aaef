import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import { MoneySchema, moneyToCents } from '../common/money.js';
import { ListRequestSchema } from '../common/paging.js';
import { optionalText } from '../common/validation.js';
import { fr } from '../messages/fr.js';
import { CalendarDateSchema } from '../operations/collaborators.js';
import { documentTotals } from './document-totals.js';
import {
  AdjustmentKindSchema,
  AdjustmentTypeSchema,
  AdjustmentValueSchema,
  PriceUnitSchema,
  EstimatedHoursSchema,
  QuantitySchema,
  UnitPriceSchema,
  VatRateSchema,
} from './pricing.js';

/**
 * Commercial documents (spec 02 §3, §4 Commercial documents): estimates (devis), invoices and
 * credit notes (factures; a credit note is an invoice of type 1). A document is a draft until it is
 * validated: an invoice or credit note then takes the next number of its agency, kind and year and
 * is never edited nor deleted again (French invoicing law: a credit note corrects it).
 */

// ---- Kinds and statuses -------------------------------------------------------------------------

export const COMMERCIAL_DOCUMENT_KINDS = ['estimate', 'invoice', 'credit_note'] as const;
export const CommercialDocumentKindSchema = z.enum(COMMERCIAL_DOCUMENT_KINDS);
export type CommercialDocumentKind = z.infer<typeof CommercialDocumentKindSchema>;
export const COMMERCIAL_DOCUMENT_KIND_LABELS: Record<CommercialDocumentKind, string> = {
  estimate: 'Devis',
  invoice: 'Facture',
  credit_note: 'Avoir',
};
/** The invoice list's `type` (02 §3): 1 is a credit note. */
export const INVOICE_TYPE_OF_KIND = { invoice: 0, credit_note: 1 } as const;

/** Document status (02 §4): active, cancelled, to check (invalid). */
export const DOCUMENT_STATUSES = [100, 200, 300] as const;
export const DocumentStatusSchema = z.union([z.literal(100), z.literal(200), z.literal(300)]);
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>;
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  100: 'Actif',
  200: 'Annulé',
  300: 'À vérifier',
};

/** Invoice payment (02 §4): unpaid, partially paid, paid. */
export const PAYMENT_STATES = [0, 50, 100] as const;
export const PaymentStateSchema = z.union([z.literal(0), z.literal(50), z.literal(100)]);
export type PaymentState = z.infer<typeof PaymentStateSchema>;
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  0: 'Non payée',
  50: 'Partiellement payée',
  100: 'Payée',
};

/** Estimate labels of 02 §4, from its flags (the latest step wins). */
export const ESTIMATE_STATES = [
  'not_sent',
  'sent',
  'awaiting_validation',
  'validated',
  'refused',
  'transformed',
] as const;
export const EstimateStateSchema = z.enum(ESTIMATE_STATES);
export type EstimateState = z.infer<typeof EstimateStateSchema>;
export const ESTIMATE_STATE_LABELS: Record<EstimateState, string> = {
  not_sent: 'Non envoyé',
  sent: 'Envoyé',
  awaiting_validation: 'En attente de validation',
  validated: 'Validé',
  refused: 'Refusé',
  transformed: 'Transformé en facture',
};

/** Invoice labels of 02 §4, plus the draft that has no number yet. */
export const INVOICE_STATES = ['draft', 'awaiting_payment', 'paid'] as const;
export const InvoiceStateSchema = z.enum(INVOICE_STATES);
export type InvoiceState = z.infer<typeof InvoiceStateSchema>;
export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  draft: 'Brouillon',
  awaiting_payment: 'En attente de paiement',
  paid: 'Payée',
};

type StateFlags = {
  kind: CommercialDocumentKind;
  sent: boolean;
  validated: boolean;
  refused: boolean;
  awaitingValidation: boolean;
  transformedInvoiceId: string | null;
  paid: PaymentState;
};

export function estimateState(flags: StateFlags): EstimateState {
  if (flags.transformedInvoiceId) return 'transformed';
  if (flags.refused) return 'refused';
  if (flags.validated) return 'validated';
  if (flags.awaitingValidation) return 'awaiting_validation';
  return flags.sent ? 'sent' : 'not_sent';
}

export function invoiceState(flags: StateFlags): InvoiceState {
  if (!flags.validated) return 'draft';
  return flags.paid === 100 ? 'paid' : 'awaiting_payment';
}

/** The label a list shows for a document, whatever its kind. */
export function documentStateLabel(flags: StateFlags): string {
  return flags.kind === 'estimate'
    ? ESTIMATE_STATE_LABELS[estimateState(flags)]
    : INVOICE_STATE_LABELS[invoiceState(flags)];
}

// ---- Rows ---------------------------------------------------------------------------------------

export const DOCUMENT_ROWS_MAX = 500;

/**
 * A row as the editor sends it (02 §3 Commercial document row, §5): designation required; quantity
 * and unit price excl. tax never negative, step 0.01; a header row (section title) carries only its
 * designation. `sourceRowId` is the row it was copied from (copy, estimate → invoice, credit note);
 * `billableLineId` the finished service it invoices.
 */
export const DocumentRowInputSchema = z.strictObject({
  header: z.boolean().default(false),
  designation: z.string({ message: fr.REQUIRED }).trim().min(1, { message: fr.REQUIRED }).max(500),
  description: optionalText(2000),
  quantity: QuantitySchema.default('1'),
  unitPrice: UnitPriceSchema.default('0'),
  priceUnit: PriceUnitSchema.default('amount'),
  vatRate: VatRateSchema.default('20.00'),
  siteId: IdSchema.nullable().default(null),
  specialty: z.string().trim().max(60).nullable().default(null),
  catalogItemId: IdSchema.nullable().default(null),
  billableLineId: IdSchema.nullable().default(null),
  sourceRowId: IdSchema.nullable().default(null),
});
export type DocumentRowInput = z.input<typeof DocumentRowInputSchema>;
export type DocumentRowValues = z.infer<typeof DocumentRowInputSchema>;

/** A saved row: its id, its place, the site's name and its amount excl. tax. */
export const DocumentRowSchema = z.object({
  id: IdSchema,
  position: z.int().min(0),
  header: z.boolean(),
  designation: z.string(),
  description: z.string(),
  quantity: z.string(),
  unitPrice: MoneySchema,
  priceUnit: PriceUnitSchema,
  vatRate: VatRateSchema,
  siteId: IdSchema.nullable(),
  siteName: z.string().nullable(),
  specialty: z.string().nullable(),
  catalogItemId: IdSchema.nullable(),
  billableLineId: IdSchema.nullable(),
  sourceRowId: IdSchema.nullable(),
  amount: MoneySchema,
});
export type DocumentRow = z.infer<typeof DocumentRowSchema>;

// ---- Discounts and fees on a document -----------------------------------------------------------

/**
 * A discount or fee applied to a document, copied from the agency's list (or typed on the spot).
 * Strict like every body (an intersection with AdjustmentValueSchema would let unknown keys through).
 */
export const DocumentAdjustmentInputSchema = z
  .strictObject({
    ...AdjustmentValueSchema.shape,
    label: z.string({ message: fr.REQUIRED }).trim().min(1, { message: fr.REQUIRED }).max(200),
    discountId: IdSchema.nullable().default(null),
  })
  .refine((adjustment) => adjustment.type !== 'percent' || Number(adjustment.value) <= 100, {
    path: ['value'],
    message: 'Un pourcentage ne peut pas dépasser 100',
  });
export type DocumentAdjustmentInput = z.input<typeof DocumentAdjustmentInputSchema>;

export const DocumentAdjustmentSchema = z.object({
  label: z.string(),
  discountId: IdSchema.nullable(),
  kind: AdjustmentKindSchema,
  type: AdjustmentTypeSchema,
  value: z.string(),
  amount: MoneySchema,
});
export type DocumentAdjustment = z.infer<typeof DocumentAdjustmentSchema>;

/**
 * A saved row as the save call takes it back: what an edit starts from, and what a copy, an
 * estimate's invoice or a credit note carries over (they then set `sourceRowId` to the row's id).
 */
export function rowInputOf(row: DocumentRow): DocumentRowValues {
  const { id: _id, position: _position, siteName: _siteName, amount: _amount, ...input } = row;
  return { ...input };
}

/** A saved discount or fee as the save call takes it back. */
export function adjustmentInputOf(adjustment: DocumentAdjustment): z.infer<typeof DocumentAdjustmentInputSchema> {
  const { amount: _amount, ...input } = adjustment;
  return { ...input };
}

// ---- Saving a draft -----------------------------------------------------------------------------

const pickValue = ({ kind, type, value }: { kind: unknown; type: unknown; value: unknown }) => ({ kind, type, value });

/**
 * `POST /agency/{id}/estimate` and `POST /agency/{id}/invoice`: without `id` a new draft, with `id`
 * the draft replaced (rows and adjustments included). `kind` on the invoice call tells an invoice
 * from a credit note. The due date of an invoice follows from the customer's settlement period
 * unless given; an estimate's validity from the agency's settings unless given.
 */
export const SaveCommercialDocumentSchema = z
  .strictObject({
    id: IdSchema.optional(),
    kind: z.enum(['invoice', 'credit_note']).optional(),
    customerId: IdSchema,
    date: CalendarDateSchema,
    dueDate: CalendarDateSchema.nullable().default(null),
    title: optionalText(200),
    header: optionalText(5000),
    footer: optionalText(5000),
    rows: z
      .array(DocumentRowInputSchema)
      .min(1, { message: 'Ajoutez au moins une ligne' })
      .max(DOCUMENT_ROWS_MAX, { message: `Un document ne peut pas dépasser ${DOCUMENT_ROWS_MAX} lignes` }),
    adjustments: z.array(DocumentAdjustmentInputSchema).max(10).default([]),
    /** The estimate an invoice comes from, the invoice a credit note corrects. */
    sourceDocumentId: IdSchema.nullable().default(null),
    /** Invoices: join the proofs of the services billed (their billable lines) to the PDF. */
    proofPack: z.boolean().default(false),
    /** Estimates: the hours the work is estimated to take (02 §5: fewer hours sold warn). */
    estimatedHours: EstimatedHoursSchema.nullable().default(null),
  })
  .superRefine((document, ctx) => {
    if (document.dueDate && document.dueDate < document.date) {
      ctx.addIssue({ code: 'custom', path: ['dueDate'], message: "L'échéance ne peut pas précéder la date" });
    }
    // zod runs this refinement even when a field failed: the totals only of figures that parsed.
    const figuresParsed =
      document.rows.every(
        (row) => QuantitySchema.safeParse(row.quantity).success && UnitPriceSchema.safeParse(row.unitPrice).success,
      ) && document.adjustments.every((adjustment) => AdjustmentValueSchema.safeParse(pickValue(adjustment)).success);
    if (!figuresParsed) return;
    const totals = documentTotals(document.rows, document.adjustments);
    if (moneyToCents(totals.totalExclTax) < 0) {
      ctx.addIssue({ code: 'custom', path: ['adjustments'], message: fr.DISCOUNT_ABOVE_TOTAL });
    }
  });
export type SaveCommercialDocument = z.infer<typeof SaveCommercialDocumentSchema>;
export type SaveCommercialDocumentInput = z.input<typeof SaveCommercialDocumentSchema>;

// ---- Payments -----------------------------------------------------------------------------------

/** A partial payment's status (02 §3): only accepted ones lower what remains due. */
export const PAYMENT_STATUSES = ['pending', 'accepted', 'refused'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'En attente',
  accepted: 'Accepté',
  refused: 'Refusé',
};

/** `POST …/invoice/{id}/payment`: one partial payment of a validated invoice. */
export const RecordPaymentSchema = z.strictObject({
  date: CalendarDateSchema,
  amount: UnitPriceSchema.refine((amount) => moneyToCents(amount) > 0, { message: 'Le montant doit être positif' }),
  note: optionalText(500),
  status: PaymentStatusSchema.default('accepted'),
});
export type RecordPayment = z.infer<typeof RecordPaymentSchema>;

export const PartialPaymentSchema = z.object({
  id: IdSchema,
  date: z.string(),
  amount: MoneySchema,
  note: z.string(),
  status: PaymentStatusSchema,
  createdAt: z.string(),
});
export type PartialPayment = z.infer<typeof PartialPaymentSchema>;

// ---- The document -------------------------------------------------------------------------------

/** Who sells and who buys, as printed on the document (frozen at validation). */
export const DocumentPartySchema = z.object({
  name: z.string(),
  street: z.string(),
  zipcode: z.string(),
  city: z.string(),
  country: z.string(),
  email: z.string(),
  phone: z.string(),
  siret: z.string(),
  vatNumber: z.string(),
  /** Seller: legal form, capital and registry ('SAS au capital de 10 000 € – RCS Montpellier'). */
  legalMentions: z.string(),
  /** Buyer: the customer's number ('411-00001'). */
  reference: z.string(),
});
export type DocumentParty = z.infer<typeof DocumentPartySchema>;

/** The seller's bank account as printed (IBAN and BIC of the billing settings). */
export const BankAccountSchema = z.object({ iban: z.string(), bic: z.string() });
export type BankAccount = z.infer<typeof BankAccountSchema>;

export const DocumentTotalsSchema = z.object({
  rowsTotal: MoneySchema,
  totalExclTax: MoneySchema,
  vatBreakdown: z.array(z.object({ rate: VatRateSchema, base: MoneySchema, vat: MoneySchema })),
  totalVat: MoneySchema,
  totalInclTax: MoneySchema,
});

/** A commercial document as `GET …/estimate/{id}` and `GET …/invoice/{id}` answer it. */
export const CommercialDocumentSchema = z.object({
  id: IdSchema,
  kind: CommercialDocumentKindSchema,
  /** Null while a draft; 'F-2026-0001' once validated (estimates are numbered at creation). */
  number: z.string().nullable(),
  customerId: IdSchema,
  customerName: z.string(),
  title: z.string(),
  date: z.string(),
  dueDate: z.string().nullable(),
  header: z.string(),
  footer: z.string(),
  status: DocumentStatusSchema,
  sent: z.boolean(),
  validated: z.boolean(),
  refused: z.boolean(),
  awaitingValidation: z.boolean(),
  paid: PaymentStateSchema,
  stateLabel: z.string(),
  sourceDocumentId: IdSchema.nullable(),
  sourceDocumentNumber: z.string().nullable(),
  transformedInvoiceId: IdSchema.nullable(),
  rows: z.array(DocumentRowSchema),
  adjustments: z.array(DocumentAdjustmentSchema),
  totals: DocumentTotalsSchema,
  payments: z.array(PartialPaymentSchema),
  remaining: MoneySchema,
  seller: DocumentPartySchema,
  buyer: DocumentPartySchema,
  /** Legal texts printed at the foot: payment means, late-payment penalties and indemnity. */
  paymentTerms: z.string(),
  /** The account the invoice is paid to (its Factur-X payment means), frozen at validation; null when none. */
  bankAccount: BankAccountSchema.nullable(),
  /** An invoice's PDF carries the proofs of the services it bills (services, rounds, signed reports, main courante). */
  proofPack: z.boolean(),
  /** Estimates: the hours the work is estimated to take; null when not given. */
  estimatedHours: z.string().nullable(),
  currency: z.string(),
  validatedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CommercialDocument = z.infer<typeof CommercialDocumentSchema>;

/** One line of a document's history (created, edited, validated, sent, paid…). */
export const DocumentHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  label: z.string(),
  userName: z.string(),
});
export type DocumentHistoryEntry = z.infer<typeof DocumentHistoryEntrySchema>;

// ---- Lists --------------------------------------------------------------------------------------

/** A row of the estimates or invoices list (02 §3 Invoice list columns). */
export const CommercialDocumentRowSchema = z.object({
  id: IdSchema,
  kind: CommercialDocumentKindSchema,
  /** 02 §3: 1 means credit note (0 for invoices and estimates). */
  type: z.union([z.literal(0), z.literal(1)]),
  number: z.string().nullable(),
  createdAt: z.string(),
  date: z.string(),
  dueDate: z.string().nullable(),
  site: z.string(),
  status: DocumentStatusSchema,
  stateLabel: z.string(),
  customerId: IdSchema,
  customer: z.string(),
  customerNumberId: z.string(),
  title: z.string(),
  price: MoneySchema,
  vat: MoneySchema,
  total: MoneySchema,
  toPay: MoneySchema,
  paid: PaymentStateSchema,
  sent: z.boolean(),
  validated: z.boolean(),
});
export type CommercialDocumentRow = z.infer<typeof CommercialDocumentRowSchema>;

const manyOf = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item).max(10)])
    .nullable()
    .optional();

export const CommercialDocumentListFiltersSchema = z
  .strictObject({
    customerId: IdSchema.nullable().optional(),
    /** Invoices list: 0 invoices, 1 credit notes; both when absent. */
    type: manyOf(z.union([z.literal(0), z.literal(1)])),
    status: manyOf(DocumentStatusSchema),
    paid: manyOf(PaymentStateSchema),
    sent: z.boolean().nullable().optional(),
    validated: z.boolean().nullable().optional(),
    from: CalendarDateSchema.nullable().optional(),
    to: CalendarDateSchema.nullable().optional(),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    path: ['to'],
    message: fr.END_BEFORE_START,
  });
export type CommercialDocumentListFilters = z.infer<typeof CommercialDocumentListFiltersSchema>;

export const COMMERCIAL_DOCUMENT_ORDER_BY = ['date', 'number', 'customer', 'total', 'createdAt', 'dueDate'] as const;

/** `POST …/fetch/invoices` and `POST …/fetch/estimates`: newest first by default; searches number, customer and title. */
export const CommercialDocumentListRequestSchema = ListRequestSchema.extend({
  filters: CommercialDocumentListFiltersSchema.default({}),
  orderBy: z.enum(COMMERCIAL_DOCUMENT_ORDER_BY).optional(),
});
export type CommercialDocumentListRequest = z.infer<typeof CommercialDocumentListRequestSchema>;

// ---- Actions ------------------------------------------------------------------------------------

/** `PATCH …/invoice/{id}/sent` and `…/estimate/{id}/sent`: the mark-as of the sent flag. */
export const MarkSentSchema = z.strictObject({ sent: z.boolean() });

/** `PATCH …/estimate/{id}/answer`: the customer's answer to an estimate, or back to waiting for it. */
export const ESTIMATE_ANSWERS = ['validated', 'refused', 'awaiting_validation'] as const;
export const EstimateAnswerSchema = z.strictObject({ answer: z.enum(ESTIMATE_ANSWERS) });

/** `POST …/invoice/{id}/credit-note`: a draft credit note of the given rows (all when absent). */
export const CreditNoteRequestSchema = z.strictObject({
  rowIds: z.array(IdSchema).min(1).max(DOCUMENT_ROWS_MAX).optional(),
});

/** `POST …/{kind}/{id}/send`: the document's PDF mailed to the customer's recipients (marks it sent). */
export const SendDocumentSchema = z.strictObject({
  to: z
    .array(z.email({ message: fr.INVALID_EMAIL }))
    .min(1, { message: fr.REQUIRED })
    .max(20),
  subject: z.string().trim().min(1, { message: fr.REQUIRED }).max(200),
  message: z.string().max(10_000).default(''),
});
export type SendDocument = z.infer<typeof SendDocumentSchema>;

/** `POST …/invoice/from-billable-lines`: a draft invoice of some of a customer's lines to invoice. */
export const InvoiceFromBillableLinesSchema = z.strictObject({
  customerId: IdSchema,
  lineIds: z.array(IdSchema).min(1, { message: 'Sélectionnez au moins une ligne' }).max(DOCUMENT_ROWS_MAX),
  date: CalendarDateSchema,
});
export type InvoiceFromBillableLines = z.infer<typeof InvoiceFromBillableLinesSchema>;
