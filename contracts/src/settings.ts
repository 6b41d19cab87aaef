import { z } from 'zod';
import { SERVICE_CATEGORIES, ServiceCategorySchema } from './operations/service-categories.js';

/**
 * Per-agency settings kept by operations and billing, provisioned with defaults when identity
 * announces a new agency (spec 01 §8–§9, 02 §9).
 */
export const PLANNING_CHECK_CODES = [
  'SERVICE_MAX_DURATION',
  'AGENT_REST_CONSECUTIVE',
  'AGENT_REST_SUNDAY',
  'AGENT_RESTRICTION',
  'AGENT_SITE_FORBIDDEN',
  'AGENT_UNAVAILABLE',
  'AGENT_ALREADY_HIRED',
  'AGENT_SPACE_11H',
  'AGENT_REST_11H',
  'AGENT_HOURS_LIMIT',
  'SERVICE_SITE_CLOSURE',
  'AGENT_EXPIRED',
  'AGENT_CONTRACT_EXPIRED',
  'AGENT_MAX_WEEKLY_HOURS',
  'AGENT_MIN_WEEKLY_REST',
] as const;
export type PlanningCheckCode = (typeof PLANNING_CHECK_CODES)[number];
export const PlanningCheckLevelSchema = z.enum(['disabled', 'warning', 'forbid']);
export const PLANNING_CHECK_LEVEL_LABELS = {
  disabled: 'Désactivé',
  warning: 'Avertissement',
  forbid: 'Interdit',
} as const;
/** Short French names of the planning checks, for the settings screens and the anomaly lists. */
export const PLANNING_CHECK_LABELS: Record<PlanningCheckCode, string> = {
  SERVICE_MAX_DURATION: "Durée maximale d'un service",
  AGENT_REST_CONSECUTIVE: 'Jours travaillés consécutifs',
  AGENT_REST_SUNDAY: 'Dimanches de repos par mois',
  AGENT_RESTRICTION: 'Restriction du collaborateur',
  AGENT_SITE_FORBIDDEN: 'Site interdit au collaborateur',
  AGENT_UNAVAILABLE: 'Collaborateur indisponible',
  AGENT_ALREADY_HIRED: 'Collaborateur déjà occupé',
  AGENT_SPACE_11H: 'Écart de 11 h entre deux services',
  AGENT_REST_11H: 'Repos quotidien de 11 h',
  AGENT_HOURS_LIMIT: "Limite d'heures du contrat",
  SERVICE_SITE_CLOSURE: 'Fermeture du site',
  AGENT_EXPIRED: 'Échéance réglementaire dépassée',
  AGENT_CONTRACT_EXPIRED: 'Contrat de travail expiré',
  AGENT_MAX_WEEKLY_HOURS: 'Durée hebdomadaire maximale',
  AGENT_MIN_WEEKLY_REST: 'Repos hebdomadaire minimal',
};

const minutes = z.int().min(0).max(100_000);
const decimalFactor = z.number().min(0).max(100);

export const OperationsSettingsSchema = z.strictObject({
  planningChecks: z.record(z.enum(PLANNING_CHECK_CODES), PlanningCheckLevelSchema),
  hoursLimit: z.number().min(0).max(80),
  overtimeFirstThreshold: z.number().min(0).max(80),
  overtimeSecondThreshold: z.number().min(0).max(80),
  serviceMaxDurationMinutes: minutes,
  agentRestMinutes: minutes,
  agentSpaceMinutes: minutes,
  maxWeeklyHours: z.number().min(0).max(168),
  minWeeklyRestHours: z.number().min(0).max(168),
  monthlySundaysOff: z.int().min(0).max(5),
  nightStart: z.string().regex(/^\d{2}:\d{2}$/),
  nightEnd: z.string().regex(/^\d{2}:\d{2}$/),
  ptiFrequencyMinutes: minutes,
  latenessMarginMinutes: minutes,
  nightFactor: decimalFactor,
  holidayFactor: decimalFactor,
  defaultSiteRadiusMeters: z.int().min(10).max(100_000),
  customerMailingHour: z.string().regex(/^\d{2}:\d{2}$/),
  stockSimplified: z.boolean(),
  /** The end-of-service dialog asks for a photo (01 §4: 'the photo setting is on'). */
  serviceEndPhotoRequired: z.boolean(),
  /** Activity types whose services end with a signed report, whatever the site (01 §4). */
  signedReportCategories: z.array(ServiceCategorySchema).max(SERVICE_CATEGORIES.length),
});
export type OperationsSettings = z.infer<typeof OperationsSettingsSchema>;
export const UpdateOperationsSettingsSchema = OperationsSettingsSchema.partial();

export const DEFAULT_OPERATIONS_SETTINGS: OperationsSettings = {
  planningChecks: Object.fromEntries(PLANNING_CHECK_CODES.map((code) => [code, 'warning'])) as Record<
    PlanningCheckCode,
    'warning'
  >,
  hoursLimit: 35,
  overtimeFirstThreshold: 35,
  overtimeSecondThreshold: 43,
  serviceMaxDurationMinutes: 720,
  agentRestMinutes: 660,
  agentSpaceMinutes: 660,
  maxWeeklyHours: 48,
  minWeeklyRestHours: 35,
  monthlySundaysOff: 2,
  nightStart: '21:00',
  nightEnd: '06:00',
  ptiFrequencyMinutes: 30,
  latenessMarginMinutes: 5,
  nightFactor: 1.1,
  holidayFactor: 2,
  defaultSiteRadiusMeters: 100,
  customerMailingHour: '07:00',
  stockSimplified: false,
  serviceEndPhotoRequired: false,
  signedReportCategories: [],
};

export const BillingSettingsSchema = z.strictObject({
  currency: z.string().length(3),
  vatLabel: z.string().min(1).max(20),
  defaultVatRate: z.number().min(0).max(100),
  customerNumberPrefix: z.string().max(10),
  estimatePrefix: z.string().max(10),
  invoicePrefix: z.string().max(10),
  creditNotePrefix: z.string().max(10),
  deliveryOrderPrefix: z.string().max(10),
  purchaseOrderPrefix: z.string().max(10),
  paymentTermDays: z.int().min(0).max(365),
  estimateValidityDays: z.int().min(1).max(365),
  bankDetailsText: z.string().max(2000),
  /** Printed under the totals of every invoice (late-payment penalties and the €40 indemnity). */
  latePaymentText: z.string().max(2000),
  /** The seller's identity printed on documents and carried by the e-invoice (Factur-X). */
  legalIdentity: z.strictObject({
    legalName: z.string().trim().max(200),
    /** 'SAS au capital de 10 000 €', 'RCS Montpellier 123 456 789'. */
    legalMentions: z.string().trim().max(500),
    siret: z
      .string()
      .trim()
      .regex(/^(\d{14})?$/, { message: 'Le SIRET compte 14 chiffres' }),
    vatNumber: z
      .string()
      .trim()
      .regex(/^([A-Z]{2}[0-9A-Z]{2,13})?$/, { message: 'Numéro de TVA intracommunautaire invalide' }),
    street: z.string().trim().max(255),
    zipcode: z.string().trim().max(20),
    city: z.string().trim().max(120),
    country: z.string().trim().length(2),
    email: z.string().trim().max(255),
    phone: z.string().trim().max(30),
    iban: z
      .string()
      .trim()
      .regex(/^([A-Z]{2}\d{2}[0-9A-Z]{10,30})?$/, { message: 'IBAN invalide' }),
    bic: z
      .string()
      .trim()
      .regex(/^([A-Z0-9]{8}([A-Z0-9]{3})?)?$/, { message: 'BIC invalide' }),
  }),
  decimalSeparator: z.enum(['comma', 'point']),
  reportPrices: z.strictObject({
    intervention: z.number().min(0),
    round: z.number().min(0),
    recognition: z.number().min(0),
    audit: z.number().min(0),
  }),
});
export type BillingSettings = z.infer<typeof BillingSettingsSchema>;
export const UpdateBillingSettingsSchema = BillingSettingsSchema.omit({ currency: true, vatLabel: true }).partial();

export const DEFAULT_BILLING_SETTINGS: Omit<BillingSettings, 'currency' | 'vatLabel'> = {
  defaultVatRate: 20,
  customerNumberPrefix: '411-',
  estimatePrefix: 'DE-',
  invoicePrefix: 'F-',
  creditNotePrefix: 'AV-',
  deliveryOrderPrefix: 'BL-',
  purchaseOrderPrefix: 'BC-',
  paymentTermDays: 30,
  estimateValidityDays: 30,
  bankDetailsText: 'Paiement par chèque ou par virement bancaire',
  latePaymentText:
    "En cas de retard de paiement, des pénalités au taux de trois fois le taux d'intérêt légal sont exigibles, " +
    "ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce). " +
    "Pas d'escompte pour paiement anticipé.",
  legalIdentity: {
    legalName: '',
    legalMentions: '',
    siret: '',
    vatNumber: '',
    street: '',
    zipcode: '',
    city: '',
    country: 'FR',
    email: '',
    phone: '',
    iban: '',
    bic: '',
  },
  decimalSeparator: 'comma',
  reportPrices: { intervention: 45, round: 30, recognition: 30, audit: 30 },
};

type SettingsPatch<T> = {
  [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends object ? Partial<T[K]> : T[K];
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Settings with a partial update applied: each field given replaces the current one, except nested
 * objects (planning checks, report prices) which are merged field by field, so one planning check
 * can change alone. Also brings stored settings up to a grown schema (`mergeSettings(DEFAULTS, stored)`).
 * The result is to be parsed by the settings schema.
 */
export function mergeSettings<T extends object>(current: T, patch: SettingsPatch<T>): T {
  const merged: Record<string, unknown> = { ...(current as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const existing = merged[key];
    merged[key] = isPlainObject(existing) && isPlainObject(value) ? { ...existing, ...value } : value;
  }
  return merged as T;
}
