import { localDateOf, localTimeOf, type ServiceProof } from '@portal/contracts';
import type { ProofOfService } from '../proof-of-service.js';
import type { Canvas, TextStyle } from './canvas.js';
import { band, ensureRoom, measure, rule, write } from './canvas.js';
import { CONTENT_WIDTH, COLOR, FONT_SIZE, PAGE } from './layout.js';
import { formatDate, formatQuantity } from './number-format.js';

const PADDING = 3;
/** Main-courante lines: time, type, text, hash. */
const COLUMNS = [
  { title: 'Heure', width: 76 },
  { title: 'Type', width: 106 },
  { title: 'Relevé', width: CONTENT_WIDTH - 76 - 106 - 70 },
  { title: 'Empreinte', width: 70 },
] as const;
const X = COLUMNS.map((_, index) => PAGE.left + COLUMNS.slice(0, index).reduce((sum, column) => sum + column.width, 0));
/** How much of an entry's SHA-256 hash prints: enough to find it in the site's main-courante export. */
const HASH_PREFIX = 12;

const day = (instant: string) => formatDate(localDateOf(instant));
const small = (width: number, extra: Partial<TextStyle> = {}): TextStyle => ({
  width,
  size: FONT_SIZE.small,
  ...extra,
});

function slotLine(service: ProofOfService, canvas: Canvas): string {
  const planned = `Prévu le ${day(service.startAt)} de ${localTimeOf(service.startAt)} à ${localTimeOf(service.endAt)}`;
  const { proof } = service;
  const hours = `${formatQuantity(service.hoursTotal, canvas.format)} h facturées`;
  if (!proof?.realStartAt) return `${planned} · ${hours}`;
  const end = proof.realEndAt ? ` à ${localTimeOf(proof.realEndAt)}` : '';
  return `${planned} · réalisé de ${localTimeOf(proof.realStartAt)}${end} · ${hours}`;
}

function factLines(service: ProofOfService): string[] {
  const { proof, report } = service;
  const lines: string[] = [];
  if (proof?.agents.length)
    lines.push(`Agent${proof.agents.length > 1 ? 's' : ''} : ${proof.agents.map((agent) => agent.name).join(', ')}`);
  if (proof?.round)
    lines.push(`Ronde : ${proof.round.passed} / ${proof.round.expected} point(s) de contrôle validé(s)`);
  if (report) {
    const signers = [report.agentName, report.customerSignatory ? `${report.customerSignatory} (client)` : '']
      .filter(Boolean)
      .join(' et ');
    const comment = report.comment.trim() ? ` – « ${report.comment.trim()} »` : '';
    lines.push(
      `Bon d'intervention signé le ${day(report.signedAt)} à ${localTimeOf(report.signedAt)} par ${signers}${comment}`,
    );
  } else {
    lines.push("Bon d'intervention : non signé");
  }
  if (!proof) lines.push('Détail de la main courante non disponible pour ce service.');
  return lines;
}

function drawEntryTitles(canvas: Canvas): void {
  const height = 13;
  band(canvas.doc, PAGE.left, canvas.y, CONTENT_WIDTH, height);
  COLUMNS.forEach((column, index) => {
    write(
      canvas.doc,
      column.title,
      (X[index] ?? 0) + PADDING,
      canvas.y + 3,
      small(column.width - 2 * PADDING, { bold: true }),
    );
  });
  canvas.y += height + 1;
}

function drawEntries(canvas: Canvas, proof: ServiceProof): void {
  const { entries, total } = proof.mainCourante;
  if (entries.length === 0) return;
  ensureRoom(canvas, 40);
  drawEntryTitles(canvas);
  for (const entry of entries) {
    const cells = [
      `${day(entry.at)} ${localTimeOf(entry.at)}`,
      entry.type,
      entry.content || '—',
      entry.hash.slice(0, HASH_PREFIX),
    ];
    const styles = COLUMNS.map((column) => small(column.width - 2 * PADDING, { color: COLOR.text }));
    const height = Math.max(...cells.map((cell, index) => measure(canvas.doc, cell, styles[index]!))) + 2 * PADDING;
    ensureRoom(canvas, height, () => drawEntryTitles(canvas));
    cells.forEach((cell, index) =>
      write(canvas.doc, cell, (X[index] ?? 0) + PADDING, canvas.y + PADDING, styles[index]!),
    );
    canvas.y += height;
    rule(canvas.doc, PAGE.left, PAGE.right, canvas.y);
  }
  if (total > entries.length) {
    const more = `… et ${total - entries.length} autre(s) relevé(s), dans la main courante du site.`;
    canvas.y += 2 + write(canvas.doc, more, PAGE.left, canvas.y + 2, small(CONTENT_WIDTH, { color: COLOR.muted }));
  }
}

function drawService(canvas: Canvas, service: ProofOfService): void {
  const title = `${service.reference} · ${service.siteName} · ${service.prestation}`;
  const titleStyle: TextStyle = { width: CONTENT_WIDTH, bold: true };
  const lines = [slotLine(service, canvas), ...factLines(service)];
  const body = small(CONTENT_WIDTH);
  // The title keeps its facts with it on one page.
  ensureRoom(
    canvas,
    measure(canvas.doc, title, titleStyle) + lines.reduce((sum, line) => sum + measure(canvas.doc, line, body), 0) + 8,
  );
  canvas.y += write(canvas.doc, title, PAGE.left, canvas.y, titleStyle) + 2;
  for (const line of lines) canvas.y += write(canvas.doc, line, PAGE.left, canvas.y, body);
  canvas.y += 4;
  if (service.proof) drawEntries(canvas, service.proof);
  canvas.y += 12;
}

/**
 * The proof-of-service pack, after the invoice: for each service billed, its slot and real times,
 * agents, round, signed report and the main-courante lines its customer may see, each with the start
 * of its chain hash — anyone holding the site's main-courante export can check that the lines are
 * those recorded, unaltered.
 */
export function drawProofPack(canvas: Canvas, services: readonly ProofOfService[]): void {
  if (services.length === 0) return;
  canvas.newPage();
  write(canvas.doc, 'Justificatifs de prestation', PAGE.left, canvas.y, {
    width: CONTENT_WIDTH,
    bold: true,
    size: FONT_SIZE.partyName,
  });
  canvas.y += 18;
  const intro =
    `${services.length} service(s) facturé(s). Relevés horodatés de la main courante, chaînés par empreinte ` +
    'SHA-256 (12 premiers caractères) : ils se vérifient sur l’export de la main courante du site.';
  canvas.y += write(canvas.doc, intro, PAGE.left, canvas.y, small(CONTENT_WIDTH, { color: COLOR.muted })) + 10;
  for (const service of services) drawService(canvas, service);
}
