import {
  adjustmentInputOf,
  rowInputOf,
  AdjustmentValueSchema,
  QuantitySchema,
  UnitPriceSchema,
  documentTotals,
  parseFrenchDate,
  rowAmount,
  toFrenchDateText,
  type CatalogItem,
  type CommercialDocument,
  type CommercialDocumentKind,
  type DocumentAdjustmentInput,
  type DocumentRowInput,
  type DocumentTotals,
  type SaveCommercialDocumentInput,
  type VatRate,
} from '@portal/contracts';

/** A row as the editor holds it: the save body's row, each field possibly still empty. */
export type RowFormValues = Partial<DocumentRowInput>;
/** A discount or fee as the editor holds it. */
export type AdjustmentFormValues = Partial<DocumentAdjustmentInput>;

/** What the document form holds: the save body's fields, dates as typed (`jj/mm/aaaa`). */
export type DocumentFormValues = {
  customerId?: string;
  date?: string;
  dueDate?: string;
  title?: string;
  header?: string;
  footer?: string;
  rows: RowFormValues[];
  adjustments: AdjustmentFormValues[];
  /** Invoices: the PDF carries the proofs of the services billed. */
  proofPack?: boolean;
  /** Estimates: the hours the work is estimated to take, as typed. */
  estimatedHours?: string;
};

/** A new line: one unit, no price yet, the agency's VAT rate. */
export function newRow(vatRate: VatRate): RowFormValues {
  return {
    header: false,
    designation: '',
    description: '',
    quantity: '1',
    unitPrice: '',
    priceUnit: 'amount',
    vatRate,
  };
}

/** A line filled from an article of the catalogue (one unit of it, its price, unit and VAT). */
export function rowOfCatalogItem(item: CatalogItem): RowFormValues {
  return {
    header: false,
    designation: item.designation,
    description: item.description,
    quantity: '1',
    unitPrice: item.unitPrice,
    priceUnit: item.priceUnit,
    vatRate: item.vatRate,
    specialty: item.specialty || null,
    catalogItemId: item.id,
  };
}

/** A section title among the rows. */
export function newHeaderRow(): RowFormValues {
  return { header: true, designation: '' };
}

export function formValuesOf(document: CommercialDocument | null, defaults: { today: string; vatRate: VatRate }) {
  if (!document) {
    const empty: DocumentFormValues = {
      date: toFrenchDateText(defaults.today),
      dueDate: '',
      title: '',
      header: '',
      footer: '',
      rows: [newRow(defaults.vatRate)],
      adjustments: [],
    };
    return empty;
  }
  const values: DocumentFormValues = {
    customerId: document.customerId,
    date: toFrenchDateText(document.date),
    dueDate: document.dueDate ? toFrenchDateText(document.dueDate) : '',
    title: document.title,
    header: document.header,
    footer: document.footer,
    rows: document.rows.map(rowInputOf),
    adjustments: document.adjustments.map(adjustmentInputOf),
    proofPack: document.proofPack,
    estimatedHours: document.estimatedHours ?? '',
  };
  return values;
}

/** A typed date as the body's ISO date; left as typed when unreadable (the form's rule says why). */
function isoOf(text: string | undefined): string | null {
  if (!text || text.trim() === '') return null;
  const parsed = parseFrenchDate(text, 'none');
  return parsed.ok ? parsed.iso : text;
}

const text = (value: string | null | undefined) => value ?? '';

function rowBody(row: RowFormValues): DocumentRowInput {
  const base = { designation: text(row.designation), sourceRowId: row.sourceRowId ?? null };
  if (row.header) return { ...base, header: true };
  return {
    ...base,
    header: false,
    description: text(row.description),
    quantity: text(row.quantity),
    unitPrice: text(row.unitPrice),
    priceUnit: row.priceUnit ?? 'amount',
    vatRate: row.vatRate ?? '20.00',
    siteId: row.siteId ?? null,
    specialty: row.specialty ?? null,
    catalogItemId: row.catalogItemId ?? null,
    billableLineId: row.billableLineId ?? null,
  };
}

/**
 * The body of the save and of the preview: the document's id when it exists, a credit note said so;
 * a header row carries only its designation. The service checks and normalises the rest.
 */
export function saveBodyOf(
  values: DocumentFormValues,
  document: CommercialDocument | null,
  kind: CommercialDocumentKind,
): SaveCommercialDocumentInput {
  return {
    ...(document ? { id: document.id } : {}),
    ...(kind === 'estimate' ? {} : { kind }),
    customerId: text(values.customerId),
    date: isoOf(values.date) ?? '',
    dueDate: isoOf(values.dueDate),
    title: text(values.title),
    header: text(values.header),
    footer: text(values.footer),
    rows: (values.rows ?? []).map(rowBody),
    adjustments: (values.adjustments ?? []).map((adjustment) => ({
      kind: adjustment.kind ?? 'discount',
      type: adjustment.type ?? 'percent',
      value: text(adjustment.value),
      label: text(adjustment.label),
      discountId: adjustment.discountId ?? null,
    })),
    sourceDocumentId: document?.sourceDocumentId ?? null,
    proofPack: kind === 'invoice' && (values.proofPack ?? false),
    estimatedHours: kind === 'estimate' && values.estimatedHours?.trim() ? values.estimatedHours.trim() : null,
  };
}

/** A quantity or price as typed, or 0 while it is not a valid one (the field says why). */
const validOrZero = (value: string | undefined, schema: typeof QuantitySchema) =>
  value !== undefined && schema.safeParse(value).success ? value.trim() : '0';

/** A row's amount excl. tax as the totals count it (null while its figures are not valid yet). */
export function liveRowAmount(row: RowFormValues | undefined): string | null {
  if (!row || row.header) return null;
  if (!QuantitySchema.safeParse(row.quantity).success || !UnitPriceSchema.safeParse(row.unitPrice).success) return null;
  return rowAmount({
    header: false,
    quantity: text(row.quantity).trim(),
    unitPrice: text(row.unitPrice).trim(),
    vatRate: row.vatRate ?? '20.00',
  });
}

/**
 * The totals while typing, computed as the service computes them (contracts' `documentTotals`):
 * a figure not valid yet counts for nothing, an adjustment not complete is left out. `adjustmentAmounts`
 * follows the form's adjustments one for one (null for one left out).
 */
export function liveTotals(
  rows: readonly (RowFormValues | undefined)[] | undefined,
  adjustments: readonly (AdjustmentFormValues | undefined)[] | undefined,
): { totals: DocumentTotals; adjustmentAmounts: (string | null)[] } {
  const totalsRows = (rows ?? []).flatMap((row) =>
    row
      ? [
          {
            header: row.header ?? false,
            quantity: validOrZero(row.quantity, QuantitySchema),
            unitPrice: validOrZero(row.unitPrice, UnitPriceSchema),
            vatRate: row.vatRate ?? '20.00',
          },
        ]
      : [],
  );
  const parsed = (adjustments ?? []).map((adjustment) => {
    const value = AdjustmentValueSchema.safeParse({
      kind: adjustment?.kind,
      type: adjustment?.type,
      value: adjustment?.value,
    });
    return value.success ? { ...value.data, label: text(adjustment?.label) } : null;
  });
  const totals = documentTotals(
    totalsRows,
    parsed.filter((adjustment) => adjustment !== null),
  );
  let next = 0;
  const adjustmentAmounts = parsed.map((adjustment) =>
    adjustment ? (totals.adjustments[next++]?.amount ?? null) : null,
  );
  return { totals, adjustmentAmounts };
}
