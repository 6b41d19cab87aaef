import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import { MoneySchema } from '../common/money.js';
import { ListRequestSchema } from '../common/paging.js';
import { EmailSchema, IsoDaySchema, NirSchema, requiredText } from '../common/validation.js';
import { CollaboratorAccountStatusSchema, type CollaboratorAccountStatus } from '../events/operations.js';
import { AddressSchema } from '../identity/agency.js';
import { DEFAULT_COUNTRY } from '../constants.js';
import { fr } from '../messages/fr.js';
import { LicenceStatusSchema } from '../roles.js';

/**
 * A collaborator (field agent or office staff) as operations keeps it (spec 01 §3 Collaborator, §4,
 * §5). The record is edited in a stepper whose tabs are the sections below; an edit sends only the
 * tabs that changed, each whole.
 */

// ---- Enumerations and their French labels -------------------------------------------------------

/** Account status (01 §4): 100 with licence, 200 without, 300 archived, 400 deleted. */
export const COLLABORATOR_STATUS_LABELS: Record<CollaboratorAccountStatus, string> = {
  100: 'Avec licence',
  200: 'Sans licence',
  300: 'Archivé',
  400: 'Supprimé',
};
export const COLLABORATOR_STATUSES = [100, 200, 300, 400] as const satisfies readonly CollaboratorAccountStatus[];

export const COLLABORATOR_TYPES = ['EMPLOYEE', 'EMERGENCY', 'EXTERNAL', 'SELF', 'NOMINEE', 'TEMPORARY'] as const;
export const CollaboratorTypeSchema = z.enum(COLLABORATOR_TYPES);
export type CollaboratorType = z.infer<typeof CollaboratorTypeSchema>;
export const COLLABORATOR_TYPE_LABELS: Record<CollaboratorType, string> = {
  EMPLOYEE: 'Salarié',
  EMERGENCY: 'Renfort',
  EXTERNAL: 'Sous-traitant',
  SELF: 'Non salarié',
  NOMINEE: 'Candidat',
  TEMPORARY: 'Intérimaire',
};

export const CONTRACT_TYPES = [
  'CDI',
  'CDD',
  'SEASONAL_CONTRACT',
  'CDD_ACTIVITY',
  'CDD_REPLACEMENT',
  'INTERNSHIP',
  'APPRENTICE',
  'PRO_TRAINING',
  'INTERIM',
] as const;
export const ContractTypeSchema = z.enum(CONTRACT_TYPES);
export type ContractType = z.infer<typeof ContractTypeSchema>;
export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  CDI: 'CDI',
  CDD: 'CDD',
  SEASONAL_CONTRACT: 'Contrat saisonnier',
  CDD_ACTIVITY: "CDD d'accroissement d'activité",
  CDD_REPLACEMENT: 'CDD de remplacement',
  INTERNSHIP: 'Stage',
  APPRENTICE: 'Apprentissage',
  PRO_TRAINING: 'Contrat de professionnalisation',
  INTERIM: 'Intérim',
};

/** Work-time control period (01 §3). */
export const WORK_PERIODS = ['WEEK', 'MONTH'] as const;
export const WorkPeriodSchema = z.enum(WORK_PERIODS);
export type WorkPeriod = z.infer<typeof WorkPeriodSchema>;
export const WORK_PERIOD_LABELS: Record<WorkPeriod, string> = { WEEK: 'Semaine', MONTH: 'Mois' };

/** Classification grades of the private security collective agreement (01 §3). */
export const CLASSIFICATION_GRADES = [
  'ASP_A',
  'ASP_B',
  'ASC_A',
  'ASC_B',
  'ASCS_A',
  'ASCS_B',
  'AQ',
  'CE',
  'ATQS',
  'MP',
] as const;
export const ClassificationGradeSchema = z.enum(CLASSIFICATION_GRADES);
export type ClassificationGrade = z.infer<typeof ClassificationGradeSchema>;
export const CLASSIFICATION_GRADE_LABELS: Record<ClassificationGrade, string> = {
  ASP_A: 'ASP A',
  ASP_B: 'ASP B',
  ASC_A: 'ASC A',
  ASC_B: 'ASC B',
  ASCS_A: 'ASCS A',
  ASCS_B: 'ASCS B',
  AQ: 'AQ',
  CE: 'CE',
  ATQS: 'ATQS',
  MP: 'MP',
};

export const GenderSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type Gender = z.infer<typeof GenderSchema>;
export const GENDER_LABELS: Record<Gender, string> = { 0: 'N/A', 1: 'Homme', 2: 'Femme' };

export const CivilitySchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type Civility = z.infer<typeof CivilitySchema>;
export const CIVILITY_LABELS: Record<Civility, string> = { 0: 'N/A', 1: 'Monsieur', 2: 'Madame' };

export const BLOOD_GROUPS = ['O+', 'A+', 'B+', 'AB+', 'O-', 'A-', 'B-', 'AB-'] as const;
export const BloodGroupSchema = z.enum(BLOOD_GROUPS);

/** Kinds of items handed to a collaborator (01 §3): 0 other, 1 outfit, 2 badge, 3 equipment, 4 key. */
export const ItemKindSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type ItemKind = z.infer<typeof ItemKindSchema>;
export const ITEM_KIND_LABELS: Record<ItemKind, string> = {
  0: 'Autre',
  1: 'Tenue',
  2: 'Badge',
  3: 'Équipement',
  4: 'Clé',
};

/** The status actions of 01 §4, as the path segment of `PATCH .../agent/{id}/{action}`. */
export const COLLABORATOR_ACTIONS = ['activate', 'deactivate', 'archive', 'reactivate', 'delete'] as const;
export const CollaboratorActionSchema = z.enum(COLLABORATOR_ACTIONS);
export type CollaboratorAction = z.infer<typeof CollaboratorActionSchema>;
export const COLLABORATOR_ACTION_LABELS: Record<CollaboratorAction, string> = {
  activate: 'Activation',
  deactivate: 'Désactivation',
  delete: 'Suppression',
  archive: 'Archivage',
  reactivate: 'Réactivation',
};

/**
 * What each action does: the statuses it applies to and the status it gives. Activation gives a
 * licence (quota checked); reactivation brings an archived record back without a licence (the
 * accounts quota checked); deletion is final.
 */
export const COLLABORATOR_TRANSITIONS: Record<
  CollaboratorAction,
  { from: readonly CollaboratorAccountStatus[]; to: CollaboratorAccountStatus }
> = {
  activate: { from: [200], to: 100 },
  deactivate: { from: [100], to: 200 },
  archive: { from: [100, 200], to: 300 },
  reactivate: { from: [300], to: 200 },
  delete: { from: [100, 200, 300], to: 400 },
};

/** The actions offered for a collaborator in this status, in the order the screen shows them. */
export function collaboratorActionsFor(status: CollaboratorAccountStatus): CollaboratorAction[] {
  return COLLABORATOR_ACTIONS.filter((action) => COLLABORATOR_TRANSITIONS[action].from.includes(status));
}

// ---- Field formats -------------------------------------------------------------------------------

/** A calendar date as it travels (`2026-03-05`); the screens type it `dd/mm/yyyy`. */
export const CalendarDateSchema = IsoDaySchema;

/** Professional card number (01 §5): AAA-000-0000-00-00-00000000000. */
export const CARD_NUMBER_PATTERN = /^[A-Z]{3}-\d{3}-\d{4}-\d{2}-\d{2}-\d{11}$/;
export const CardNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(CARD_NUMBER_PATTERN, { message: fr.INVALID_FORMAT });

/** SIRET of an external company: 14 digits, spaces ignored. */
export const SiretSchema = z
  .string()
  .transform((text) => text.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{14}$/, { message: fr.INVALID_FORMAT }));

const PhoneSchema = z.string().trim().min(1).max(30);
const optionalText = (max: number) => z.string().trim().max(max).default('');
/** An optional value the screens send as '' or null when nothing is typed. */
const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable());

const DEFAULT_ADDRESS = { street: '', complement: '', zipcode: '', city: '', country: DEFAULT_COUNTRY, location: null };

// ---- The stepper's tabs --------------------------------------------------------------------------

/** Tab 'Identité et contact'. */
export const CollaboratorIdentitySchema = z.strictObject({
  civility: CivilitySchema.default(0),
  gender: GenderSchema.default(0),
  firstName: requiredText(80),
  lastName: requiredText(80),
  email: EmailSchema,
  phones: z.array(PhoneSchema).max(10).default([]),
  address: AddressSchema.default(DEFAULT_ADDRESS),
  birthDate: blankAsNull(CalendarDateSchema).default(null),
  birthLocation: optionalText(120),
  nationality: optionalText(80),
});
export type CollaboratorIdentity = z.infer<typeof CollaboratorIdentitySchema>;

/** Default weekly duration (01 §9): 7 hours on weekdays 1 to 5, Monday first. */
export const DEFAULT_WEEK_DURATION = [7, 7, 7, 7, 7, 0, 0] as const;
export const DEFAULT_RATING = 3;

/** Tab 'Informations collaborateur' (agentInfos of 01 §3). */
export const AgentInfosSchema = z.strictObject({
  type: CollaboratorTypeSchema.default('EMPLOYEE'),
  plannable: z.boolean().default(true),
  position: optionalText(120),
  registrationNumber: optionalText(50),
  cardNumber: blankAsNull(CardNumberSchema).default(null),
  socialSecurityNumber: blankAsNull(NirSchema).default(null),
  bloodGroup: blankAsNull(BloodGroupSchema).default(null),
  rating: z.int().min(1).max(5).default(DEFAULT_RATING),
  specialties: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  comments: optionalText(5000),
  weekDuration: z
    .array(z.number().min(0).max(24))
    .length(7)
    .default([...DEFAULT_WEEK_DURATION]),
  insuranceExempt: z.boolean().default(false),
  insuranceExemptReason: optionalText(255),
  externalCompanyName: optionalText(120),
  externalCompanySiret: blankAsNull(SiretSchema).default(null),
});
export type AgentInfos = z.infer<typeof AgentInfosSchema>;

export const DEFAULT_HOURS_LIMIT = 35;

/** Tab 'Contrat' (activeContract of 01 §3); null when no contract is recorded. */
export const CollaboratorContractSchema = z
  .strictObject({
    type: ContractTypeSchema,
    startDate: CalendarDateSchema,
    endDate: blankAsNull(CalendarDateSchema).default(null),
    hoursLimit: z.number().min(0).max(168).default(DEFAULT_HOURS_LIMIT),
    period: WorkPeriodSchema.default('WEEK'),
    hourlyPay: blankAsNull(MoneySchema).default(null),
    monthlyPay: blankAsNull(MoneySchema).default(null),
    classificationLevel: optionalText(50),
    classificationGrade: blankAsNull(ClassificationGradeSchema).default(null),
    classificationCoeff: blankAsNull(z.int().min(0).max(10_000)).default(null),
    tutor: optionalText(120),
    workPlace: optionalText(255),
  })
  .superRefine((contract, ctx) => {
    if (contract.endDate !== null && contract.endDate < contract.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: fr.END_BEFORE_START });
    }
  });
export type CollaboratorContract = z.infer<typeof CollaboratorContractSchema>;

/** Tab 'Équipements': what was handed to the collaborator, in the order of `position`. */
export const CollaboratorItemSchema = z.strictObject({
  kind: ItemKindSchema.default(0),
  label: requiredText(120),
  position: z.int().min(0).max(1000).default(0),
});
export type CollaboratorItem = z.infer<typeof CollaboratorItemSchema>;
export const CollaboratorItemsSchema = z.array(CollaboratorItemSchema).max(100);

/** Tab 'Restrictions': what the collaborator may not do (sites, tasks…), one line each. */
export const CollaboratorRestrictionSchema = z.strictObject({ label: requiredText(255) });
export const CollaboratorRestrictionsSchema = z.array(CollaboratorRestrictionSchema).max(50);

/** Tab 'Notifications' (agentInfosSettingsNotifications). */
export const CollaboratorNotificationsSchema = z.strictObject({ sendPlanning: z.boolean().default(true) });
export type CollaboratorNotifications = z.infer<typeof CollaboratorNotificationsSchema>;

/** The tabs of the stepper, in order, with their French titles. */
export const COLLABORATOR_TABS = [
  'identity',
  'agentInfos',
  'contract',
  'items',
  'restrictions',
  'notifications',
] as const;
export type CollaboratorTab = (typeof COLLABORATOR_TABS)[number];
export const COLLABORATOR_TAB_LABELS: Record<CollaboratorTab, string> = {
  identity: 'Identité et contact',
  agentInfos: 'Informations collaborateur',
  contract: 'Contrat',
  items: 'Équipements',
  restrictions: 'Restrictions',
  notifications: 'Notifications',
};

// ---- Calls' bodies and answers -------------------------------------------------------------------

/** `POST /agency/{id}/agent`: every tab; a new collaborator holds a licence unless told otherwise. */
export const CreateCollaboratorSchema = z.strictObject({
  status: LicenceStatusSchema.default(100),
  identity: CollaboratorIdentitySchema,
  agentInfos: AgentInfosSchema.default(() => AgentInfosSchema.parse({})),
  contract: CollaboratorContractSchema.nullable().default(null),
  items: CollaboratorItemsSchema.default([]),
  restrictions: CollaboratorRestrictionsSchema.default([]),
  notifications: CollaboratorNotificationsSchema.default({ sendPlanning: true }),
});
export type CreateCollaborator = z.infer<typeof CreateCollaboratorSchema>;
export type CreateCollaboratorInput = z.input<typeof CreateCollaboratorSchema>;

/**
 * `PUT /agency/{id}/agent/{agentId}`: only the tabs that changed, each whole. An empty body is
 * refused with 'Aucun changement à enregistrer'.
 */
export const UpdateCollaboratorSchema = z.strictObject({
  identity: CollaboratorIdentitySchema.optional(),
  agentInfos: AgentInfosSchema.optional(),
  contract: CollaboratorContractSchema.nullable().optional(),
  items: CollaboratorItemsSchema.optional(),
  restrictions: CollaboratorRestrictionsSchema.optional(),
  notifications: CollaboratorNotificationsSchema.optional(),
});
export type UpdateCollaborator = z.infer<typeof UpdateCollaboratorSchema>;
export type UpdateCollaboratorInput = z.input<typeof UpdateCollaboratorSchema>;

/** The whole record, as `GET /agency/{id}/agent/{agentId}` answers it. */
export const CollaboratorSchema = z.object({
  id: IdSchema,
  status: CollaboratorAccountStatusSchema,
  identity: CollaboratorIdentitySchema,
  agentInfos: AgentInfosSchema,
  contract: CollaboratorContractSchema.nullable(),
  items: CollaboratorItemsSchema,
  restrictions: CollaboratorRestrictionsSchema,
  notifications: CollaboratorNotificationsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Collaborator = z.infer<typeof CollaboratorSchema>;

/** A row of the collaborators list (agents screen). */
export const CollaboratorRowSchema = z.object({
  id: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The first phone number, if any. */
  phone: z.string().nullable(),
  type: CollaboratorTypeSchema,
  status: CollaboratorAccountStatusSchema,
  plannable: z.boolean(),
  position: z.string(),
  registrationNumber: z.string(),
  specialties: z.array(z.string()),
  createdAt: z.string(),
});
export type CollaboratorRow = z.infer<typeof CollaboratorRowSchema>;

/** A number typed in a header filter arrives as text ('100'). */
const StatusFilterValueSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  CollaboratorAccountStatusSchema,
);
const oneOrMany = <T extends z.ZodType>(schema: T, max: number) =>
  z
    .union([schema, z.array(schema).max(max)])
    .nullable()
    .optional();

/**
 * Filters of the collaborators list; null or absent means any. Without a status filter, deleted
 * collaborators (400) are left out. `specialties` keeps those holding any of the given ones.
 */
export const CollaboratorListFiltersSchema = z.strictObject({
  status: oneOrMany(StatusFilterValueSchema, 4),
  type: oneOrMany(CollaboratorTypeSchema, COLLABORATOR_TYPES.length),
  plannable: z.boolean().nullable().optional(),
  specialties: z.array(z.string().max(60)).max(30).nullable().optional(),
});
export type CollaboratorListFilters = z.infer<typeof CollaboratorListFiltersSchema>;

/** Columns the collaborators list may be sorted by (`lastName`: last then first name, ignoring case and accents). */
export const COLLABORATOR_LIST_ORDER_BY = ['lastName', 'email', 'type', 'status', 'createdAt'] as const;
export const CollaboratorListOrderBySchema = z.enum(COLLABORATOR_LIST_ORDER_BY);
export type CollaboratorListOrderBy = z.infer<typeof CollaboratorListOrderBySchema>;

/**
 * `POST /agency/{id}/fetch/agents`: the paging contract; the query searches first and last names,
 * e-mail, phones and registration number, ignoring case and accents.
 */
export const CollaboratorListRequestSchema = ListRequestSchema.extend({
  filters: CollaboratorListFiltersSchema.default({}),
  orderBy: CollaboratorListOrderBySchema.optional(),
});
export type CollaboratorListRequest = z.infer<typeof CollaboratorListRequestSchema>;

/** One row of 'Création multiple'. */
export const BulkCollaboratorRowSchema = z.strictObject({
  civility: CivilitySchema.default(0),
  firstName: requiredText(80),
  lastName: requiredText(80),
  email: EmailSchema,
  phone: blankAsNull(PhoneSchema).default(null),
  type: CollaboratorTypeSchema.default('EMPLOYEE'),
  plannable: z.boolean().default(true),
});
export type BulkCollaboratorRow = z.infer<typeof BulkCollaboratorRowSchema>;

export const BULK_COLLABORATORS_MAX = 100;

/**
 * `POST /agency/{id}/agents`: all rows are created or none; a faulty row answers its field errors
 * as `rows.{index}.{field}`. The quota is checked for the whole batch.
 */
export const BulkCreateCollaboratorsSchema = z.strictObject({
  status: LicenceStatusSchema.default(100),
  rows: z.array(BulkCollaboratorRowSchema).min(1).max(BULK_COLLABORATORS_MAX),
});
export type BulkCreateCollaborators = z.infer<typeof BulkCreateCollaboratorsSchema>;

export const BulkCreateCollaboratorsResponseSchema = z.object({ data: z.array(CollaboratorRowSchema) });

// ---- Directory -----------------------------------------------------------------------------------

/** A line of the agent directory (`list` screen): how to reach a colleague. */
export const DirectoryEntrySchema = z.object({
  id: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Empty unless the caller may read the collaborators' phones (agents.list or agentPhones.list). */
  phones: z.array(z.string()),
  position: z.string(),
  type: CollaboratorTypeSchema,
  plannable: z.boolean(),
});
export type DirectoryEntry = z.infer<typeof DirectoryEntrySchema>;

export const DirectoryFiltersSchema = z.strictObject({ plannable: z.boolean().nullable().optional() });

/** `POST /agency/{id}/fetch/directory`: collaborators with or without a licence, by name. */
export const DirectoryRequestSchema = ListRequestSchema.extend({
  filters: DirectoryFiltersSchema.default({}),
  orderBy: z.enum(['lastName']).optional(),
});
export type DirectoryRequest = z.infer<typeof DirectoryRequestSchema>;
