import { z } from 'zod';
import type { CallTable } from '../common/calls.js';

/**
 * The service import (spec 01 §2 adminServices, §5 'Service import issue kinds'): the office sends the
 * rows of a spreadsheet; each row is imported as one service without agents, or reported with an issue.
 */

/** Most rows one import may hold. */
export const SERVICE_IMPORT_MAX_ROWS = 2000;

/**
 * One row as read from the file, loose on purpose: the service checks it and reports what is wrong
 * instead of refusing the whole file.
 */
export const ServiceImportRowSchema = z.object({
  /** The row's line in the file, as the user sees it (the header being line 1). */
  line: z.int().min(1),
  /** The site's name as written; matched ignoring case and accents. */
  site: z.string().max(500),
  /** 'YYYY-MM-DD' or 'jj/mm/aaaa'. */
  date: z.string().max(50).nullable(),
  /** 'HH:mm' (or 'HHhmm', 'H:mm'). */
  startTime: z.string().max(50).nullable(),
  endTime: z.string().max(50).nullable(),
  prestation: z.string().max(500),
  /** '24.50' or '24,50'. */
  unitPrice: z.string().max(50),
  billingMode: z.union([
    z.literal('Forfait'),
    z.literal('Horaire'),
    z.literal('À la prestation'),
    z.literal(1),
    z.literal(2),
    z.literal(3),
  ]),
  nbAgents: z.int().default(1),
});
export type ServiceImportRow = z.input<typeof ServiceImportRowSchema>;

export const ImportServicesSchema = z.object({
  rows: z.array(ServiceImportRowSchema).min(1).max(SERVICE_IMPORT_MAX_ROWS),
  /** Checks and reports without writing anything. */
  dryRun: z.boolean().default(false),
});
export type ImportServices = z.input<typeof ImportServicesSchema>;

/** Why a row was not imported (01 §5), with its French label. */
export const SERVICE_IMPORT_ISSUE_LABELS = {
  NO_START_AT: 'Date ou heure de début manquante',
  OUT_OF_BOUNDS: "Date hors des limites (passée, ou à plus d'un an)",
  ALREADY_EXISTS: 'Ce service existe déjà (même site, même début, même fin)',
  UNKNOWN_SITE: 'Site inconnu ou inactif',
  INVALID_ROW: 'Ligne invalide',
} as const;
export type ServiceImportIssueKind = keyof typeof SERVICE_IMPORT_ISSUE_LABELS;
export const SERVICE_IMPORT_ISSUE_KINDS = Object.keys(SERVICE_IMPORT_ISSUE_LABELS) as [
  ServiceImportIssueKind,
  ...ServiceImportIssueKind[],
];

export const ServiceImportIssueSchema = z.object({
  line: z.int(),
  kind: z.enum(SERVICE_IMPORT_ISSUE_KINDS),
  /** The detail, in French. */
  message: z.string(),
});
export type ServiceImportIssue = z.infer<typeof ServiceImportIssueSchema>;

/** `imported`: the services made (with dryRun, those that would be). */
export const ServiceImportReportSchema = z.object({
  imported: z.int(),
  issues: z.array(ServiceImportIssueSchema),
});
export type ServiceImportReport = z.infer<typeof ServiceImportReportSchema>;

export const SERVICE_IMPORT_CALLS = {
  /** 200 with the report; the services made are announced as operations.service.created. */
  import: {
    method: 'POST',
    path: '/agency/:agencyId/services/import',
    right: 'services.create',
    body: ImportServicesSchema,
    response: ServiceImportReportSchema,
  },
} as const satisfies CallTable;
