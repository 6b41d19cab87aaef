import {
  addDays,
  CreateServicesSchema,
  expandRecurrence,
  localDateOf,
  parseFrenchDate,
  toEpochMs,
  toFrenchDateText,
  uuidv7,
  type ImportServicesSchema,
  type ServiceImportIssue,
  type ServiceImportIssueKind,
  type ServiceImportReport,
  type ServiceImportRowSchema,
} from '@portal/contracts';
import { transaction, type Sql, type Tx, type WriteContext } from '@portal/service-kit';
import { foldText } from '@portal/service-kit/db/search';
import type { z } from 'zod';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { agentNames, recordHistory, slotText } from './history.js';
import { findServicesByIds, insertServices, takeServiceReferences, type NewService } from './repo.js';
import { announceServices } from './service-events.js';

type ImportServices = z.output<typeof ImportServicesSchema>;
type Row = z.output<typeof ServiceImportRowSchema>;

/** Imported dates: from today (Paris) to this many days ahead. */
const IMPORT_HORIZON_DAYS = 366;
/** Imported services have no category column: they are guarding, editable afterwards. */
const IMPORT_CATEGORY = 'GUARDING';

const BILLING_MODES: Record<string, 1 | 2 | 3> = { forfait: 1, horaire: 2, 'a la prestation': 3 };

/** The columns of CreateServicesSchema as the file names them, for the INVALID_ROW detail. */
const FIELD_LABELS: Record<string, string> = {
  siteId: 'Site',
  startDate: 'Date',
  endDate: 'Date',
  startTime: 'Début',
  endTime: 'Fin',
  prestation: 'Prestation',
  billingMode: 'Mode de facturation',
  nbAgents: "Nombre d'agents",
};

class RowIssue extends Error {
  constructor(
    readonly kind: ServiceImportIssueKind,
    message: string,
  ) {
    super(message);
  }
}

/** 'YYYY-MM-DD' or 'jj/mm/aaaa' as an ISO calendar date; a RowIssue otherwise. */
function importDate(text: string): string {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
    const parsed = parseFrenchDate(trimmed.split('-').reverse().join('/'), 'none');
    if (parsed.ok) return parsed.iso;
    throw new RowIssue('INVALID_ROW', `Date : ${parsed.message}`);
  }
  const parsed = parseFrenchDate(trimmed, 'none');
  if (!parsed.ok) throw new RowIssue('INVALID_ROW', `Date : ${parsed.message} (jj/mm/aaaa attendu)`);
  return parsed.iso;
}

/** '8:00', '08h00', '08:00:00' → '08:00'; anything else is left for the schema to refuse. */
function importTime(text: string | null): string {
  const trimmed = (text ?? '').trim();
  const match = /^(\d{1,2})\s*[:hH]\s*(\d{2})(?::\d{2})?$/.exec(trimmed);
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : trimmed;
}

/** '24,50 €' → '24.50'. */
function importPrice(text: string): string {
  return text.replace(/[\s\u00a0€]/g, '').replace(',', '.');
}

function importBillingMode(mode: Row['billingMode']): number | string {
  return typeof mode === 'number' ? mode : (BILLING_MODES[foldText(mode.trim())] ?? mode);
}

type Site = { id: string; name: string };

/** The agency's active sites by folded name; null for a name two active sites share. */
async function activeSitesByName(tx: Tx, agencyId: string): Promise<Map<string, Site | null>> {
  const sites = await tx<Site[]>`select id, name from sites where agency_id = ${agencyId} and status = 100`;
  const byName = new Map<string, Site | null>();
  for (const site of sites) {
    const key = foldText(site.name.trim());
    byName.set(key, byName.has(key) ? null : site);
  }
  return byName;
}

type Candidate = { line: number; service: Omit<NewService, 'reference' | 'seriesId'> };

/** Checks one row: the service it makes, or a RowIssue. */
function candidateOf(row: Row, today: string, sites: Map<string, Site | null>): Candidate {
  if (!row.date?.trim()) throw new RowIssue('NO_START_AT', 'Date manquante');
  if (!row.startTime?.trim()) throw new RowIssue('NO_START_AT', 'Heure de début manquante');
  const date = importDate(row.date);
  if (date < today) throw new RowIssue('OUT_OF_BOUNDS', `Le ${toFrenchDateText(date)} est passé`);
  if (date > addDays(today, IMPORT_HORIZON_DAYS)) {
    throw new RowIssue('OUT_OF_BOUNDS', `Le ${toFrenchDateText(date)} est à plus d'un an`);
  }
  const siteName = row.site.trim();
  const site = sites.get(foldText(siteName));
  if (site === undefined) throw new RowIssue('UNKNOWN_SITE', `« ${siteName} » : aucun site actif de ce nom`);
  if (site === null) throw new RowIssue('UNKNOWN_SITE', `« ${siteName} » : plusieurs sites actifs portent ce nom`);
  const parsed = CreateServicesSchema.safeParse({
    siteId: site.id,
    category: IMPORT_CATEGORY,
    prestation: { label: row.prestation, unitPrice: importPrice(row.unitPrice) },
    billingMode: importBillingMode(row.billingMode),
    nbAgents: row.nbAgents,
    agentIds: [],
    startDate: date,
    endDate: date,
    startTime: importTime(row.startTime),
    endTime: importTime(row.endTime),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path[1] === 'unitPrice' ? 'Prix unitaire HT' : FIELD_LABELS[String(issue.path[0])];
    throw new RowIssue('INVALID_ROW', field ? `${field} : ${issue.message}` : issue.message);
  }
  const input = parsed.data;
  const [slot] = expandRecurrence(input, new Set());
  if (!slot) throw new RowIssue('INVALID_ROW', 'Créneau invalide');
  return {
    line: row.line,
    service: {
      id: uuidv7(),
      siteId: input.siteId,
      startAt: slot.startAt,
      endAt: slot.endAt,
      category: input.category,
      prestation: input.prestation,
      billingMode: input.billingMode,
      nbAgents: input.nbAgents,
      agentIds: [],
      comment: '',
    },
  };
}

const slotKey = (siteId: string, startAt: string | Date, endAt: string | Date) =>
  `${siteId}|${toEpochMs(startAt)}|${toEpochMs(endAt)}`;

/** The agency's services (not archived) on these sites, by site, start and end, with their reference. */
async function existingSlots(tx: Tx, agencyId: string, candidates: readonly Candidate[]): Promise<Map<string, string>> {
  if (candidates.length === 0) return new Map();
  const starts = candidates.map((candidate) => toEpochMs(candidate.service.startAt));
  const siteIds = [...new Set(candidates.map((candidate) => candidate.service.siteId))];
  const rows = await tx<{ siteId: string; startAt: Date; endAt: Date; reference: string }[]>`
    select site_id, start_at, end_at, reference from services
     where agency_id = ${agencyId} and status <> 600 and site_id = any(${siteIds}::uuid[])
       and start_at between ${new Date(Math.min(...starts))} and ${new Date(Math.max(...starts))}`;
  return new Map(rows.map((row) => [slotKey(row.siteId, row.startAt, row.endAt), row.reference]));
}

/**
 * `POST /agency/{id}/services/import`: each row is checked (01 §5 issue kinds) and the valid ones are
 * made as services without agents, announced and written to their timeline, all in one transaction.
 * With `dryRun`, the same report and nothing written.
 */
export async function importServices(
  sql: Sql,
  agencyId: string,
  input: ImportServices,
  context: WriteContext,
): Promise<ServiceImportReport> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      await requireProvisionedAgency(tx, agencyId);
      const today = localDateOf(Date.now());
      const sites = await activeSitesByName(tx, agencyId);
      const issues: ServiceImportIssue[] = [];
      const checked: Candidate[] = [];
      for (const row of input.rows) {
        try {
          checked.push(candidateOf(row, today, sites));
        } catch (error) {
          if (!(error instanceof RowIssue)) throw error;
          issues.push({ line: row.line, kind: error.kind, message: error.message });
        }
      }
      const existing = await existingSlots(tx, agencyId, checked);
      const seen = new Map<string, number>();
      const valid: Candidate[] = [];
      for (const candidate of checked) {
        const { siteId, startAt, endAt } = candidate.service;
        const key = slotKey(siteId, startAt, endAt);
        const reference = existing.get(key);
        const earlier = seen.get(key);
        if (reference !== undefined) {
          issues.push({
            line: candidate.line,
            kind: 'ALREADY_EXISTS',
            message: `Service ${reference} ${slotText(candidate.service)}`,
          });
        } else if (earlier !== undefined) {
          issues.push({
            line: candidate.line,
            kind: 'ALREADY_EXISTS',
            message: `Même service qu'à la ligne ${earlier}`,
          });
        } else {
          seen.set(key, candidate.line);
          valid.push(candidate);
        }
      }
      issues.sort((a, b) => a.line - b.line);
      if (input.dryRun || valid.length === 0) return { imported: valid.length, issues };

      const references = await takeServiceReferences(tx, agencyId, valid.length);
      await insertServices(
        tx,
        agencyId,
        valid.map((candidate, index) => ({
          ...candidate.service,
          reference: references[index]!,
          // Each imported row is a creation of its own.
          seriesId: uuidv7(),
        })),
      );
      const services = await findServicesByIds(
        tx,
        agencyId,
        valid.map((candidate) => candidate.service.id),
      );
      await announceServices(tx, 'operations.service.created', agencyId, services, context);
      await recordHistory(
        tx,
        agencyId,
        services.map((service) => ({
          serviceId: service.id,
          kind: 'created' as const,
          detail: `Importé ${slotText(service)} — ${agentNames(service.agents)}`,
        })),
        context,
      );
      return { imported: services.length, issues };
    },
    input.dryRun ? null : context.audit,
  );
}
