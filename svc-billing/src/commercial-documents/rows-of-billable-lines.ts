import {
  centsToMoney,
  lineCents,
  localDateOf,
  moneyToCents,
  SERVICE_CATEGORY_LABELS,
  toFrenchDateText,
  type DocumentRowValues,
  type Money,
  type VatRate,
} from '@portal/contracts';
import { foldText } from '@portal/service-kit/db/search';
import type { LineToInvoice } from './billable-lines-repo.js';

/** '1.1000' → '1,1'; '7.50' → '7,5'; '2.00' → '2'. */
const frenchDecimal = (text: string) => text.replace(/\.?0+$/, '').replace('.', ',') || '0';
const hoursText = (text: string) => `${Number(text).toFixed(2).replace('.', ',')} h`;

/**
 * How the line's hours split by kind of time (01 §9), with the factors that weigh them: 'Jour
 * 4,00 h · Nuit 3,00 h × 1,1 · Dimanche 2,00 h · Férié 1,00 h × 2 — 2 agents'.
 */
export function hoursDescription(line: LineToInvoice): string {
  const agents = line.nbAgents > 1 ? ` — ${line.nbAgents} agents` : '';
  if (line.billingMode === 3) {
    const holiday =
      Number(line.hoursHoliday) * 2 > Number(line.hoursTotal)
        ? ` — jour férié × ${frenchDecimal(line.holidayFactor)}`
        : '';
    return `${line.nbAgents} agent${line.nbAgents > 1 ? 's' : ''}${holiday}`;
  }
  const parts = [
    ['Jour', line.hoursDay, ''],
    ['Nuit', line.hoursNight, ` × ${frenchDecimal(line.nightFactor)}`],
    ['Dimanche', line.hoursSunday, ''],
    ['Férié', line.hoursHoliday, ` × ${frenchDecimal(line.holidayFactor)}`],
  ].filter(([, hours]) => Number(hours) > 0);
  const split = parts.map(([label, hours, factor]) => `${label} ${hoursText(hours ?? '0')}${factor}`).join(' · ');
  const flat = line.billingMode === 1 ? ' — Inclus au forfait' : '';
  return `${split || hoursText('0')}${agents}${flat}`;
}

/**
 * The unit price the row shows: the prestation's, unless the night, Sunday or holiday factors make
 * the line's amount something else, then the average price of its quantity (rounded to the cent),
 * the split in the description saying why.
 */
export function unitPriceOf(line: LineToInvoice): Money {
  const amount = moneyToCents(line.amount);
  if (lineCents(line.quantity, line.unitPrice) === amount) return line.unitPrice;
  const hundredths = moneyToCents(line.quantity);
  if (hundredths === 0) return line.unitPrice;
  return centsToMoney(Math.round((amount * 100) / hundredths));
}

function rowOfLine(line: LineToInvoice, vatRate: VatRate): DocumentRowValues {
  const day = toFrenchDateText(localDateOf(line.startedAt));
  const specialty = SERVICE_CATEGORY_LABELS[line.category as keyof typeof SERVICE_CATEGORY_LABELS] ?? line.category;
  return {
    header: false,
    designation: `${line.prestationLabel} — ${line.reference} du ${day}`.slice(0, 500),
    description: hoursDescription(line),
    quantity: line.quantity,
    unitPrice: unitPriceOf(line),
    priceUnit: line.billingMode === 3 ? 'amount' : 'hour',
    vatRate,
    siteId: line.siteId,
    specialty: specialty.slice(0, 60),
    catalogItemId: null,
    billableLineId: line.id,
    sourceRowId: null,
  };
}

/**
 * The rows of an invoice of billable lines: grouped by site (a header row naming each), then by
 * prestation, each line in the order it started; one row per line.
 */
export function rowsOfBillableLines(lines: readonly LineToInvoice[], vatRate: VatRate): DocumentRowValues[] {
  const sorted = [...lines].sort(
    (a, b) =>
      foldText(a.siteName).localeCompare(foldText(b.siteName)) ||
      a.siteId.localeCompare(b.siteId) ||
      foldText(a.prestationLabel).localeCompare(foldText(b.prestationLabel)) ||
      a.startedAt.getTime() - b.startedAt.getTime() ||
      a.reference.localeCompare(b.reference),
  );
  const rows: DocumentRowValues[] = [];
  let site: string | null = null;
  for (const line of sorted) {
    if (line.siteId !== site) {
      site = line.siteId;
      rows.push({
        header: true,
        designation: line.siteName.slice(0, 500) || 'Site',
        description: '',
        quantity: '0',
        unitPrice: '0',
        priceUnit: 'amount',
        vatRate,
        siteId: line.siteId,
        specialty: null,
        catalogItemId: null,
        billableLineId: null,
        sourceRowId: null,
      });
    }
    rows.push(rowOfLine(line, vatRate));
  }
  return rows;
}

/** 'Prestations du 02/03/2026 au 08/03/2026' (or of one day) for the lines' period. */
export function titleOfLines(lines: readonly LineToInvoice[]): string {
  const days = lines.map((line) => localDateOf(line.startedAt)).sort();
  const [first, last] = [days[0] ?? '', days.at(-1) ?? ''];
  return first === last
    ? `Prestations du ${toFrenchDateText(first)}`
    : `Prestations du ${toFrenchDateText(first)} au ${toFrenchDateText(last)}`;
}
