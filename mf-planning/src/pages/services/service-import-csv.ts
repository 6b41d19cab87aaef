import type { ServiceImportIssue, ServiceImportRow } from '@portal/contracts';

/** The columns the import reads, in the order it expects them when the header names none of them. */
export const SERVICE_IMPORT_COLUMNS = [
  'Site',
  'Date',
  'Début',
  'Fin',
  'Prestation',
  'Prix unitaire HT',
  'Mode de facturation',
  "Nombre d'agents",
] as const;

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]/g, '');

const BILLING_MODES: Record<string, ServiceImportRow['billingMode']> = {
  forfait: 'Forfait',
  horaire: 'Horaire',
  alaprestation: 'À la prestation',
  '1': 1,
  '2': 2,
  '3': 3,
};

/** The records of a CSV text (';' or ',' separated, quotes doubled inside quoted fields), each with its line. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      cells.push(cell);
      records.push({ line: recordLine, cells });
      cells = [];
      cell = '';
      line += 1;
      recordLine = line;
    } else {
      cell += char;
    }
  }
  if (cell !== '' || cells.length > 0) records.push({ line: recordLine, cells: [...cells, cell] });
  return records.filter((record) => record.cells.some((value) => value.trim() !== ''));
}

/**
 * The rows of an import file, the header on its first line: the columns are found by their names
 * (case and accents ignored), else taken in the expected order. A billing mode or number of agents
 * the service could not read is reported here, on its line, and the row is not sent.
 */
export function readServiceImportFile(text: string): { rows: ServiceImportRow[]; issues: ServiceImportIssue[] } {
  const [header, ...records] = parseCsv(text);
  if (!header) return { rows: [], issues: [] };
  const names = header.cells.map(fold);
  const columnOf = (column: (typeof SERVICE_IMPORT_COLUMNS)[number], position: number) => {
    const found = names.indexOf(fold(column));
    return found >= 0 ? found : position;
  };
  const at = SERVICE_IMPORT_COLUMNS.map((column, position) => columnOf(column, position));
  const rows: ServiceImportRow[] = [];
  const issues: ServiceImportIssue[] = [];
  for (const record of records) {
    const value = (position: number) => (record.cells[at[position]!] ?? '').trim();
    const optional = (position: number) => value(position) || null;
    const billingMode = BILLING_MODES[fold(value(6))];
    const agents = value(7) === '' ? 1 : Number(value(7));
    if (billingMode === undefined) {
      issues.push({
        line: record.line,
        kind: 'INVALID_ROW',
        message: `Mode de facturation : « ${value(6)} » (Forfait, Horaire ou À la prestation attendu)`,
      });
    } else if (!Number.isInteger(agents)) {
      issues.push({
        line: record.line,
        kind: 'INVALID_ROW',
        message: `Nombre d'agents : « ${value(7)} » n'est pas un entier`,
      });
    } else {
      rows.push({
        line: record.line,
        site: value(0),
        date: optional(1),
        startTime: optional(2),
        endTime: optional(3),
        prestation: value(4),
        unitPrice: value(5),
        billingMode,
        nbAgents: agents,
      });
    }
  }
  return { rows, issues };
}
