/**
 * Benchmark of a commercial document's rendering (issue 14, Performance: a 200-row invoice, PDF +
 * Factur-X XML built, < 300 ms): a validated 200-row invoice (section titles, descriptions, three
 * VAT rates, a discount and a fee, a partial payment) rendered by `renderDocumentPdf` — the French
 * A4 PDF/A-3b with its fonts subset and embedded and its EN 16931 XML attached — after a warm-up,
 * then timed run by run; the XML alone is timed too. One process, nothing else in flight.
 *
 *   npm run bench:pdf -w @portal/svc-billing
 *   BENCH_RUNS=100 npm run bench:pdf -w @portal/svc-billing
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { facturXml, renderDocumentPdf, type DocumentFormat } from '../src/documents/rendering/index.js';
import { commercialDocument, payment, type RowSpec } from '../src/documents/rendering/testing/document-fixtures.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARM_UP = 5;
const GOAL_MS = 300;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
const round = (ms: number) => Math.round(ms * 10) / 10;

function summary(name: string, timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    name,
    runs: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1) ?? 0),
  };
}

const RATES = ['20.00', '10.00', '0.00'] as const;
const rows: RowSpec[] = Array.from({ length: 200 }, (_, index) =>
  index % 25 === 0
    ? { designation: `Site n° ${index / 25 + 1} – Résidence Les Oliviers, bâtiment ${index / 25 + 1}`, header: true }
    : {
        designation: `Gardiennage de nuit – poste ${index}`,
        description: index % 3 === 0 ? 'Agent SSIAP 1, rondes toutes les deux heures, main courante signée' : '',
        quantity: `${(index % 12) + 1}.5`,
        unitPrice: '23.40',
        priceUnit: 'hour',
        vatRate: RATES[index % 3],
        siteName: index % 5 === 0 ? 'Bâtiment A' : null,
      },
);
const invoice = commercialDocument({
  title: 'Prestations de surveillance – mars 2026',
  rows,
  adjustments: [
    { label: 'Remise fidélité', kind: 'discount', type: 'percent', value: '5' },
    { label: 'Frais de déplacement', kind: 'fee', type: 'amount', value: '120.00' },
  ],
  payments: [payment('2000.00')],
});
const format: DocumentFormat = {
  currency: 'EUR',
  decimalSeparator: 'comma',
  vatLabel: 'TVA',
  bankAccount: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' },
};

let size = 0;
for (let run = 0; run < WARM_UP; run += 1) size = (await renderDocumentPdf(invoice, format)).length;

const pdfTimings: number[] = [];
/** CPU time of the process per run (all its threads, the garbage collector's included): the work itself, whatever else the machine runs. */
const pdfCpu: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const start = performance.now();
  const cpu = process.cpuUsage();
  await renderDocumentPdf(invoice, format);
  pdfTimings.push(performance.now() - start);
  const used = process.cpuUsage(cpu);
  pdfCpu.push((used.user + used.system) / 1000);
}
const xmlTimings: number[] = [];
let xmlSize = 0;
for (let run = 0; run < RUNS; run += 1) {
  const start = performance.now();
  xmlSize = facturXml(invoice, format.bankAccount).length;
  xmlTimings.push(performance.now() - start);
}

console.log(
  `200-row invoice (${rows.filter((row) => row.header).length} section titles): PDF ${(size / 1024).toFixed(0)} KiB, ` +
    `XML ${(xmlSize / 1024).toFixed(0)} KiB; ${WARM_UP} warm-up runs, then ${RUNS} timed (ms)`,
);
const pdf = summary('PDF/A-3b + Factur-X XML (renderDocumentPdf)', pdfTimings);
console.table([
  pdf,
  summary('  same runs, CPU time of the process', pdfCpu),
  summary('Factur-X XML alone (facturXml)', xmlTimings),
]);
console.log(
  `goal: < ${GOAL_MS} ms — p95 ${pdf.p95} ms (${pdf.p95 < GOAL_MS ? 'met' : 'NOT met'}), max ${pdf.max} ms; ` +
    `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores`,
);
