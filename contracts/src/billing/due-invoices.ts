import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import { MoneySchema } from '../common/money.js';

/**
 * customerDashboard ('Factures à régler'): a validated invoice of the customer not fully paid. What
 * remains is its total incl. tax less its accepted payments (a credit note is a document of its own,
 * not a payment: it lowers nothing here, as on the invoice).
 */
export const DueInvoiceSchema = z.object({
  id: IdSchema,
  number: z.string(),
  date: z.string(),
  dueDate: z.string().nullable(),
  total: MoneySchema,
  remaining: MoneySchema,
  /** Its due date is before today (the agency's day, Europe/Paris). */
  overdue: z.boolean(),
});
export type DueInvoice = z.infer<typeof DueInvoiceSchema>;

/**
 * `GET /agency/{id}/customer/{id}/invoices/due`: what the customer owes, in the agency's currency —
 * every due invoice counted and summed, the oldest due first listed (at most DUE_INVOICES_LIMIT).
 */
export const DueInvoicesSchema = z.object({
  /** The sum of what remains on every due invoice. */
  amountDue: MoneySchema,
  dueCount: z.int(),
  /** The part of it past its due date. */
  amountOverdue: MoneySchema,
  overdueCount: z.int(),
  /** The earliest due date from today on (null when none is ahead). */
  nextDueDate: z.string().nullable(),
  currency: z.string(),
  data: z.array(DueInvoiceSchema),
});
export type DueInvoices = z.infer<typeof DueInvoicesSchema>;

/** How many due invoices the call lists at most (the totals count them all). */
export const DUE_INVOICES_LIMIT = 500;
