import {
  centsToMoney,
  MODERATION_PAYMENT_STATUSES,
  moneyToCents,
  uuidv7,
  type AgencyCreditNote,
  type AgencyInvoice,
  type AgencyInvoiceLine,
  type AgencyInvoiceStatus,
  type AgencyPayment,
  type PaymentItemStatus,
  type PaymentMethodType,
  type PaymentPeriod,
  type PricedCart,
} from '@portal/contracts';
import type { Tx } from '@portal/service-kit';

export type NewAgencyInvoice = {
  agencyId: string;
  agencyName: string;
  number: string;
  date: string;
  period: PaymentPeriod;
  cart: PricedCart;
  deliveryAddress: string;
  deliveryInstructions: string;
  createdBy: string | null;
  /** The paid plan invoice this one renews (agency-renewals). */
  renewalOf?: string | null;
};

/** Writes an agency invoice and its lines, copied from the offers as priced now. */
export async function insertAgencyInvoice(tx: Tx, invoice: NewAgencyInvoice): Promise<string> {
  const id = uuidv7();
  const { totals } = invoice.cart;
  await tx`
    insert into agency_invoices (id, agency_id, agency_name, number, date, period, total_excl_tax, total_vat,
                                 total_incl_tax, delivery_address, delivery_instructions, created_by, renewal_of)
    values (${id}, ${invoice.agencyId}, ${invoice.agencyName}, ${invoice.number}, ${invoice.date},
            ${invoice.period}, ${totals.totalExclTax}, ${totals.totalVat}, ${totals.totalInclTax},
            ${invoice.deliveryAddress}, ${invoice.deliveryInstructions}, ${invoice.createdBy},
            ${invoice.renewalOf ?? null})`;
  const lines = invoice.cart.lines.map((line, position) => ({
    id: uuidv7(),
    invoice_id: id,
    agency_id: invoice.agencyId,
    position,
    offer_id: line.offer.id,
    offer_type: line.offer.type,
    designation: line.offer.name,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    vat_rate: line.offer.vatRate,
    amount: centsToMoney(moneyToCents(line.unitPrice) * line.quantity),
    licences: line.licences,
    pack_units: line.packUnits,
  }));
  if (lines.length > 0) await tx`insert into agency_invoice_lines ${tx(lines)}`;
  return id;
}

export type NewAgencyPayment = {
  invoiceId: string;
  agencyId: string;
  amount: string;
  method: PaymentMethodType;
  status: PaymentItemStatus;
  note?: string;
  /** The payment's day (a payment recorded by hand); today's when not given. */
  date?: string;
};

/** Writes a payment; one already validated (by hand) is stamped paid now. */
export async function insertAgencyPayment(tx: Tx, payment: NewAgencyPayment): Promise<string> {
  const id = uuidv7();
  await tx`
    insert into agency_payments (id, invoice_id, agency_id, amount, method, status, note, date, paid_at)
    values (${id}, ${payment.invoiceId}, ${payment.agencyId}, ${payment.amount}, ${payment.method},
            ${payment.status}, ${payment.note ?? ''}, coalesce(${payment.date ?? null}::date, current_date),
            case when ${payment.status} in ('VALIDATED', 'VALIDATED_MANUALLY') then now() end)`;
  return id;
}

/** A payment as the provider's events and the payment screens read it. */
export type PaymentRow = {
  id: string;
  invoiceId: string;
  agencyId: string;
  amount: string;
  method: PaymentMethodType;
  status: PaymentItemStatus;
  requiresAuthentication: boolean;
  providerIntentId: string | null;
  clientSecret: string | null;
  invoiceStatus: AgencyInvoiceStatus;
};

const paymentColumns = (tx: Tx) => tx`
  p.id, p.invoice_id, p.agency_id, p.amount::text, p.method, p.status, p.requires_authentication,
  p.provider_intent_id, p.client_secret, i.status as invoice_status`;

export async function findPayment(tx: Tx, id: string, options: { forUpdate?: boolean } = {}) {
  const [row] = await tx<PaymentRow[]>`
    select ${paymentColumns(tx)} from agency_payments p join agency_invoices i on i.id = p.invoice_id
     where p.id = ${id} ${options.forUpdate ? tx`for update of p, i` : tx``}`;
  return row;
}

export async function findPaymentByIntent(tx: Tx, intentId: string) {
  const [row] = await tx<PaymentRow[]>`
    select ${paymentColumns(tx)} from agency_payments p join agency_invoices i on i.id = p.invoice_id
     where p.provider_intent_id = ${intentId} for update of p, i`;
  return row;
}

/**
 * The payment an intent's event is about: by the intent's id, or, when the event came before the
 * intent was attached (a renewal charged off session answers with its events at once), by the payment
 * its metadata names, still without an intent — waiting for the charging transaction to commit — and
 * then attached.
 */
export async function findPaymentForIntent(
  tx: Tx,
  intent: { id: string; client_secret: string | null; metadata: Record<string, string> | null },
) {
  const known = await findPaymentByIntent(tx, intent.id);
  const paymentId = intent.metadata?.paymentId;
  if (known || !paymentId || !/^[0-9a-f-]{36}$/.test(paymentId)) return known;
  const [row] = await tx<PaymentRow[]>`
    select ${paymentColumns(tx)} from agency_payments p join agency_invoices i on i.id = p.invoice_id
     where p.id = ${paymentId} for update of p, i`;
  if (!row || row.agencyId !== intent.metadata?.agencyId) return undefined;
  if (row.providerIntentId !== null && row.providerIntentId !== intent.id) return undefined;
  if (row.providerIntentId === null) await attachProviderIntent(tx, row.id, intent.id, intent.client_secret ?? '');
  return { ...row, providerIntentId: intent.id };
}

export async function attachProviderIntent(tx: Tx, paymentId: string, intentId: string, clientSecret: string) {
  await tx`
    update agency_payments set provider_intent_id = ${intentId}, client_secret = ${clientSecret}, updated_at = now()
     where id = ${paymentId}`;
}

/** A payment still waiting whose debit the bank is processing (a later state is left as it is). */
export async function markProcessing(tx: Tx, paymentId: string): Promise<void> {
  await tx`update agency_payments set status = 'PROCESSING', updated_at = now() where id = ${paymentId} and status = 'PENDING'`;
}

export async function updatePaymentState(
  tx: Tx,
  paymentId: string,
  state: { status: PaymentItemStatus; requiresAuthentication: boolean; error: string | null },
) {
  await tx`
    update agency_payments
       set status = ${state.status}, requires_authentication = ${state.requiresAuthentication},
           error = ${state.error}, updated_at = now(),
           paid_at = case when ${state.status} in ('VALIDATED', 'VALIDATED_MANUALLY') then now() else paid_at end
     where id = ${paymentId}`;
}

/** What the validated payments of an invoice add up to, in cents. */
export async function paidCentsOf(tx: Tx, invoiceId: string): Promise<number> {
  const [row] = await tx<{ cents: number }[]>`
    select coalesce(sum(amount * 100), 0)::int as cents from agency_payments
     where invoice_id = ${invoiceId} and status in ('VALIDATED', 'VALIDATED_MANUALLY')`;
  return row?.cents ?? 0;
}

/** Whether a payment of the invoice is under way (a debit the bank processes): it may still go through. */
export async function hasPaymentUnderWayOn(tx: Tx, invoiceId: string): Promise<boolean> {
  const [row] = await tx`
    select 1 from agency_payments
     where invoice_id = ${invoiceId} and status = any(${MODERATION_PAYMENT_STATUSES as string[]})`;
  return row !== undefined;
}

export async function markInvoicePaid(tx: Tx, invoiceId: string): Promise<void> {
  await tx`update agency_invoices set status = 200, paid_at = now() where id = ${invoiceId}`;
}

// ---- Reads ------------------------------------------------------------------------------------------

type InvoiceRow = Omit<AgencyInvoice, 'agency' | 'lines' | 'payments' | 'remainingDue' | 'date' | 'createdAt'> & {
  agencyId: string;
  agencyName: string;
  date: Date | string;
  createdAt: Date;
  paidCents: number;
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const day = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10));

/** The invoices of the given ids, with their lines and payments, in the order of the ids. */
export async function agencyInvoicesByIds(tx: Tx, ids: readonly string[]): Promise<AgencyInvoice[]> {
  if (ids.length === 0) return [];
  const rows = await tx<InvoiceRow[]>`
    select i.id, i.number, i.date::text as date, i.agency_id, i.agency_name, i.status, i.period,
           i.total_excl_tax::text, i.total_vat::text, i.total_incl_tax::text, i.created_at,
           (select coalesce(sum(p.amount * 100), 0)::int from agency_payments p
             where p.invoice_id = i.id and p.status in ('VALIDATED', 'VALIDATED_MANUALLY')) as paid_cents
      from agency_invoices i where i.id = any(${ids as string[]})`;
  const lines = await tx<(AgencyInvoiceLine & { invoiceId: string })[]>`
    select invoice_id, offer_id, designation, offer_type, quantity, unit_price::text, vat_rate::text,
           amount::text, licences, pack_units
      from agency_invoice_lines where invoice_id = any(${ids as string[]}) order by position`;
  const payments = await tx<
    (Omit<AgencyPayment, 'createdAt' | 'paidAt'> & {
      invoiceId: string;
      createdAt: Date;
      paidAt: Date | null;
    })[]
  >`
    select id, invoice_id, amount::text, status, method, requires_authentication, error, note, date::text as date,
           created_at, paid_at
      from agency_payments where invoice_id = any(${ids as string[]}) order by created_at, id`;
  const creditNotes = await tx<(Omit<AgencyCreditNote, 'createdAt'> & { invoiceId: string; createdAt: Date })[]>`
    select id, invoice_id, number, date::text as date, reason, created_at
      from agency_credit_notes where invoice_id = any(${ids as string[]})`;
  const byId = new Map(
    rows.map(({ agencyId, agencyName, paidCents, createdAt, date, ...row }) => {
      // A cancelled invoice leaves nothing to pay.
      const remaining = row.status === 300 ? 0 : Math.max(0, moneyToCents(row.totalInclTax) - paidCents);
      const creditNote = creditNotes.find((note) => note.invoiceId === row.id);
      const invoice: AgencyInvoice = {
        ...row,
        date: day(date),
        agency: { id: agencyId, name: agencyName },
        remainingDue: centsToMoney(remaining),
        createdAt: createdAt.toISOString(),
        lines: lines.filter((line) => line.invoiceId === row.id).map(({ invoiceId: _invoice, ...line }) => line),
        payments: payments
          .filter((payment) => payment.invoiceId === row.id)
          .map(({ invoiceId: _invoice, createdAt: created, paidAt, ...payment }) => ({
            ...payment,
            createdAt: created.toISOString(),
            paidAt: iso(paidAt),
          })),
        creditNote: creditNote
          ? {
              id: creditNote.id,
              number: creditNote.number,
              date: creditNote.date,
              reason: creditNote.reason,
              createdAt: creditNote.createdAt.toISOString(),
            }
          : null,
      };
      return [row.id, invoice] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
