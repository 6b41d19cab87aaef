import {
  centsToMoney,
  documentTotals,
  moneyToCents,
  rowAmount,
  uuidv7,
  type CommercialDocument,
  type DocumentAdjustment,
  type DocumentParty,
  type DocumentRow,
  type PartialPayment,
  type PriceUnit,
  type VatRate,
} from '@portal/contracts';

/** Test support for the rendering of commercial documents (not a test file). */

export const SELLER: DocumentParty = {
  name: 'Vigie Sécurité',
  street: '12 rue de la Loge',
  zipcode: '34000',
  city: 'Montpellier',
  country: 'FR',
  email: 'facturation@vigie-securite.example',
  phone: '04 67 00 00 00',
  siret: '12345678900012',
  vatNumber: 'FR32123456789',
  legalMentions: 'SAS au capital de 10 000 € – RCS Montpellier 123 456 789',
  reference: '',
};

export const BUYER: DocumentParty = {
  name: 'Résidence Les Oliviers',
  street: '5 avenue des Pins',
  zipcode: '34070',
  city: 'Montpellier',
  country: 'FR',
  email: 'syndic@oliviers.example',
  phone: '',
  siret: '98765432100019',
  vatNumber: 'FR58987654321',
  legalMentions: '',
  reference: '411-00001',
};

export const PAYMENT_TERMS =
  'Paiement par chèque ou par virement bancaire.\n' +
  "En cas de retard de paiement, des pénalités au taux de trois fois le taux d'intérêt légal sont exigibles, " +
  "ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce).";

export type RowSpec = {
  designation: string;
  quantity?: string;
  unitPrice?: string;
  vatRate?: VatRate;
  priceUnit?: PriceUnit;
  description?: string;
  header?: boolean;
  siteName?: string | null;
};

export type AdjustmentSpec = Pick<DocumentAdjustment, 'label' | 'kind' | 'type' | 'value'>;

/** A saved row as the documents' repo gives it: its amount follows from quantity × price. */
export function row(spec: RowSpec, position = 0): DocumentRow {
  const values = {
    header: spec.header ?? false,
    quantity: spec.header ? '0' : (spec.quantity ?? '1'),
    unitPrice: spec.header ? '0' : (spec.unitPrice ?? '100'),
    vatRate: spec.vatRate ?? '20.00',
  } as const;
  return {
    id: uuidv7(),
    position,
    designation: spec.designation,
    description: spec.description ?? '',
    priceUnit: spec.priceUnit ?? 'amount',
    siteId: null,
    siteName: spec.siteName ?? null,
    specialty: null,
    catalogItemId: null,
    billableLineId: null,
    sourceRowId: null,
    ...values,
    amount: rowAmount(values),
  };
}

/** A payment of the document (accepted unless told). */
export function payment(
  amount: string,
  date = '2026-04-10',
  status: PartialPayment['status'] = 'accepted',
): PartialPayment {
  return { id: uuidv7(), date, amount, note: '', status, createdAt: `${date}T09:00:00.000Z` };
}

export type DocumentSpec = Partial<Omit<CommercialDocument, 'rows' | 'adjustments'>> & {
  rows?: RowSpec[];
  adjustments?: AdjustmentSpec[];
};

/**
 * A commercial document as `GET …/invoice/{id}` answers it: a validated invoice of Vigie Sécurité
 * to Résidence Les Oliviers unless told otherwise, its totals computed by the contracts.
 */
export function commercialDocument(spec: DocumentSpec = {}): CommercialDocument {
  const { rows: rowSpecs, adjustments: adjustmentSpecs, ...fields } = spec;
  const rows = (rowSpecs ?? [{ designation: 'Gardiennage de nuit', quantity: '10', unitPrice: '25.50' }]).map(row);
  const totals = documentTotals(rows, adjustmentSpecs ?? []);
  const adjustments: DocumentAdjustment[] = (adjustmentSpecs ?? []).map((adjustment, index) => ({
    ...adjustment,
    discountId: null,
    amount: totals.adjustments[index]?.amount ?? '0.00',
  }));
  const payments = fields.payments ?? [];
  const paid = payments
    .filter((entry) => entry.status === 'accepted')
    .reduce((sum, entry) => sum + moneyToCents(entry.amount), 0);
  const kind = fields.kind ?? 'invoice';
  return {
    id: uuidv7(),
    kind,
    number: kind === 'credit_note' ? 'AV-2026-0001' : kind === 'estimate' ? 'DE-2026-0001' : 'F-2026-0001',
    customerId: uuidv7(),
    customerName: BUYER.name,
    title: '',
    date: '2026-03-31',
    dueDate: '2026-04-30',
    header: '',
    footer: '',
    status: 100,
    sent: false,
    validated: true,
    refused: false,
    awaitingValidation: false,
    paid: 0,
    stateLabel: '',
    sourceDocumentId: null,
    sourceDocumentNumber: null,
    transformedInvoiceId: null,
    totals: {
      rowsTotal: totals.rowsTotal,
      totalExclTax: totals.totalExclTax,
      vatBreakdown: totals.vatBreakdown,
      totalVat: totals.totalVat,
      totalInclTax: totals.totalInclTax,
    },
    remaining: centsToMoney(moneyToCents(totals.totalInclTax) - paid),
    seller: SELLER,
    buyer: BUYER,
    paymentTerms: PAYMENT_TERMS,
    bankAccount: null,
    proofPack: false,
    estimatedHours: null,
    currency: 'EUR',
    validatedAt: '2026-03-31T10:00:00.000Z',
    sentAt: null,
    createdAt: '2026-03-30T10:00:00.000Z',
    updatedAt: '2026-03-31T10:00:00.000Z',
    ...fields,
    rows,
    adjustments,
    payments,
  };
}

/** The documents the tests render: a simple invoice, discounts over two rates with 0 %, a credit note, odd names. */
export const SAMPLE_DOCUMENTS = {
  simpleInvoice: () => commercialDocument(),
  discountOverTwoRates: () =>
    commercialDocument({
      number: 'F-2026-0002',
      title: 'Prestations de mars',
      rows: [
        { designation: 'Surveillance', header: true },
        { designation: 'Gardiennage de nuit', quantity: '31', unitPrice: '180.00', priceUnit: 'hour' },
        { designation: 'Ronde de contrôle', quantity: '12.5', unitPrice: '33.33', description: 'Rondes du week-end' },
        { designation: 'Formation SST', quantity: '1', unitPrice: '450.00', vatRate: '0.00' },
        { designation: 'Nettoyage vitres', quantity: '120', unitPrice: '2.15', priceUnit: 'sqm', vatRate: '10.00' },
      ],
      adjustments: [
        { label: 'Remise fidélité', kind: 'discount', type: 'percent', value: '5' },
        { label: 'Remise exceptionnelle', kind: 'discount', type: 'amount', value: '100.00' },
        { label: 'Frais de déplacement', kind: 'fee', type: 'amount', value: '35.00' },
      ],
      payments: [payment('1000.00'), payment('200.00', '2026-04-12', 'refused')],
    }),
  creditNote: () =>
    commercialDocument({
      kind: 'credit_note',
      number: 'AV-2026-0001',
      sourceDocumentNumber: 'F-2026-0001',
      rows: [{ designation: 'Gardiennage de nuit non effectué', quantity: '2', unitPrice: '25.50' }],
    }),
  specialCharacters: () =>
    commercialDocument({
      number: 'F-2026-0003',
      title: 'Travaux <urgents> & "imprévus"',
      seller: { ...SELLER, name: 'Durand & Fils <Sécurité>', legalMentions: "SARL l'Œil & la Main" },
      buyer: { ...BUYER, name: 'Copropriété "Les Pins" & <Cèdres>', reference: "411-<0002>&'" },
      rows: [{ designation: 'Nettoyage « fin de chantier » & évacuation <déchets>', description: 'Étage 2 > 3 & 4' }],
      adjustments: [{ label: 'Remise <spéciale> & fidèle', kind: 'discount', type: 'percent', value: '10' }],
    }),
} satisfies Record<string, () => CommercialDocument>;
