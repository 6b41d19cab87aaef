import {
  centsToMoney,
  COMMERCIAL_DOCUMENT_KIND_LABELS,
  documentTotals,
  moneyToCents,
  PACK_UNIT_LABELS,
  PAID_PAYMENT_ITEM_STATUSES,
  PAYMENT_PERIOD_LABELS,
  type AgencyCreditNote,
  type AgencyInvoice,
  type AgencyInvoiceLine,
  type DocumentParty,
} from '@portal/contracts';
import type { PageFlow } from '../../documents/rendering/pdf/canvas.js';
import { write } from '../../documents/rendering/pdf/canvas.js';
import { documentTitle } from '../../documents/rendering/pdf/document-title.js';
import { drawParties } from '../../documents/rendering/pdf/heading-block.js';
import { CONTENT_WIDTH, FONT_SIZE, PAGE } from '../../documents/rendering/pdf/layout.js';
import { formatDate, formatMoney, formatQuantity, formatVatRate } from '../../documents/rendering/pdf/number-format.js';
import { drawPageFooters, drawRunningHeaderOf } from '../../documents/rendering/pdf/page-frame.js';
import { legalFooterLine } from '../../documents/rendering/pdf/party-lines.js';
import { openA4Pdf } from '../../documents/rendering/pdf/pdf-document.js';
import { drawItemsTable, type ItemsTableRow } from '../../documents/rendering/pdf/rows-table.js';
import { drawParagraph } from '../../documents/rendering/pdf/terms-block.js';
import { drawTotalsFigures, type TotalLine } from '../../documents/rendering/pdf/totals-block.js';
import { PLATFORM_DOCUMENT_FORMAT, PLATFORM_PAYMENT_TERMS } from '../platform-terms.js';

const format = PLATFORM_DOCUMENT_FORMAT;

/** What a line gives, under its designation: '5 licences', '10 signatures électroniques'. */
function lineDetails(line: AgencyInvoiceLine): string {
  const units = line.offerType === null ? undefined : PACK_UNIT_LABELS[line.offerType];
  const parts = [
    line.licences > 0 ? `${line.licences} ${line.licences > 1 ? 'licences' : 'licence'}` : '',
    units && line.packUnits > 0 ? `${line.packUnits} ${line.packUnits > 1 ? units[1] : units[0]}` : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

const itemOf = (line: AgencyInvoiceLine): ItemsTableRow => ({
  kind: 'item',
  cells: {
    designation: line.designation,
    quantity: formatQuantity(String(line.quantity), format),
    unit: '',
    unitPrice: formatMoney(line.unitPrice, format),
    vat: formatVatRate(line.vatRate, format),
    amount: formatMoney(line.amount, format),
  },
  details: lineDetails(line),
});

const paidPayments = (invoice: AgencyInvoice) =>
  invoice.payments.filter((payment) => PAID_PAYMENT_ITEM_STATUSES.includes(payment.status));

/** Total HT, TVA, TTC, each payment received, what remains to pay. */
function totalLines(invoice: AgencyInvoice): TotalLine[] {
  return [
    { label: 'Total HT', amount: invoice.totalExclTax, strong: true },
    { label: `Total ${format.vatLabel}`, amount: invoice.totalVat },
    { label: 'Total TTC', amount: invoice.totalInclTax, strong: true },
    ...paidPayments(invoice).map((payment) => ({
      label: `Paiement reçu le ${formatDate(payment.date)}`,
      amount: centsToMoney(-moneyToCents(payment.amount)),
    })),
    { label: 'Reste à payer', amount: invoice.remainingDue, strong: true },
  ];
}

/** 'Facture acquittée le 26/11/2026' (the day of its last payment), right under the totals, once it is paid. */
function drawPaidMark(flow: PageFlow, invoice: AgencyInvoice): void {
  if (invoice.status !== 200) return;
  const last = paidPayments(invoice)
    .map((payment) => payment.date)
    .sort()
    .at(-1);
  drawMark(flow, last ? `Facture acquittée le ${formatDate(last)}` : 'Facture acquittée');
}

/** A line in bold, right under the totals. */
function drawMark(flow: PageFlow, text: string): void {
  flow.y += write(flow.doc, text, PAGE.left, flow.y, {
    width: CONTENT_WIDTH,
    bold: true,
    size: FONT_SIZE.partyName,
    align: 'right',
  });
  flow.y += 12;
}

/** What differs between an invoice's PDF and its credit note's. */
type PlatformDocument = {
  kind: 'invoice' | 'credit_note';
  number: string;
  dateLines: string[];
  totals: TotalLine[];
  /** Under the totals: 'Facture acquittée le …', or what the credit note cancels. */
  drawAfterTotals: (flow: PageFlow) => void;
  terms: { title: string; text: string };
};

/** The platform's company selling, the agency buying. */
export type PlatformParties = { seller: DocumentParty; buyer: DocumentParty };

function renderPlatformDocument(invoice: AgencyInvoice, parties: PlatformParties, document: PlatformDocument) {
  const { seller, buyer } = parties;
  const title = documentTitle(document);
  const { doc, bytes } = openA4Pdf({ title, author: seller.name, subject: `${title} – ${buyer.name}` });
  const flow: PageFlow = {
    doc,
    y: PAGE.top,
    newPage: () => {
      doc.addPage();
      drawRunningHeaderOf(flow, seller.name, title);
    },
  };
  // The platform's numbers are long ('ABO-2026-00001'): under the title, where they never wrap.
  const heading = {
    seller,
    buyer,
    title: COMMERCIAL_DOCUMENT_KIND_LABELS[document.kind],
    dateLines: [`N° ${document.number}`, ...document.dateLines],
    vatLabel: format.vatLabel,
  };
  flow.y = drawParties(doc, heading, PAGE.top) + 24;
  drawItemsTable(flow, {
    figures: ['quantity', 'unitPrice', 'vat', 'amount'],
    vatLabel: format.vatLabel,
    rows: invoice.lines.map(itemOf),
  });
  const lines = invoice.lines.map((line) => ({
    header: false,
    quantity: String(line.quantity),
    unitPrice: line.unitPrice,
    vatRate: line.vatRate,
  }));
  drawTotalsFigures(flow, {
    lines: document.totals,
    vatBreakdown: documentTotals(lines, []).vatBreakdown,
    format,
  });
  document.drawAfterTotals(flow);
  drawParagraph(flow, document.terms.title, document.terms.text);
  drawPageFooters(doc, legalFooterLine(seller, format.vatLabel));
  doc.end();
  return bytes;
}

/**
 * The PDF of an agency invoice (02 §3): the platform's company as seller (`PLATFORM_SELLER`), the agency as
 * buyer, the number and date, the lines (designation, quantity, unit price excl. tax, VAT rate,
 * amount), the VAT by rate and the totals, the payments received and what remains to pay, 'Facture
 * acquittée' once paid, then the payment terms; French formats, the commercial documents' blocks.
 * A cancelled invoice stays as it was issued, saying which credit note cancelled it.
 */
export async function renderAgencyInvoicePdf(invoice: AgencyInvoice, parties: PlatformParties): Promise<Buffer> {
  return renderPlatformDocument(invoice, parties, {
    kind: 'invoice',
    number: invoice.number,
    dateLines: [
      `Date : ${formatDate(invoice.date)}`,
      `Paiement ${PAYMENT_PERIOD_LABELS[invoice.period].toLowerCase()}`,
    ],
    totals: totalLines(invoice),
    drawAfterTotals: (flow) => {
      drawPaidMark(flow, invoice);
      if (invoice.creditNote) {
        drawMark(flow, `Annulée par l'avoir n° ${invoice.creditNote.number} du ${formatDate(invoice.creditNote.date)}`);
      }
    },
    terms: { title: 'Conditions de paiement', text: PLATFORM_PAYMENT_TERMS },
  });
}

/**
 * The PDF of the credit note that cancelled an agency invoice: the same parties and lines, its own
 * number and date, the invoice it cancels (number and date) and why, the totals credited; nothing
 * having been paid on the invoice, nothing is to be refunded.
 */
export async function renderAgencyCreditNotePdf(
  invoice: AgencyInvoice,
  creditNote: AgencyCreditNote,
  parties: PlatformParties,
): Promise<Buffer> {
  return renderPlatformDocument(invoice, parties, {
    kind: 'credit_note',
    number: creditNote.number,
    dateLines: [
      `Date : ${formatDate(creditNote.date)}`,
      `Facture d'origine : ${invoice.number} du ${formatDate(invoice.date)}`,
    ],
    totals: [
      { label: 'Total HT', amount: invoice.totalExclTax, strong: true },
      { label: `Total ${format.vatLabel}`, amount: invoice.totalVat },
      { label: 'Total TTC de l’avoir', amount: invoice.totalInclTax, strong: true },
    ],
    drawAfterTotals: (flow) => drawMark(flow, `Avoir sur la facture n° ${invoice.number}, qu'il annule en totalité`),
    terms: {
      title: 'Motif',
      text: `${creditNote.reason}\nAucun paiement n'ayant été reçu au titre de cette facture, il n'y a rien à rembourser.`,
    },
  });
}
