import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import { ListRequestSchema } from '../common/paging.js';
import { IsoDaySchema, requiredText } from '../common/validation.js';
import { fr } from '../messages/fr.js';
import { rightLabel, type Right } from '../rights.js';
import { ACTIVE_STATUS_LABELS, ActiveStatusSchema } from '../roles.js';
import { COUNTRY_NAMES } from './countries.js';
import { SITE_PHOTO_TYPES } from './site-photos.js';

export { COUNTRY_NAMES } from './countries.js';

// ---- Constants (spec 01 §9) -----------------------------------------------------------------------

/** Default perimeter of a site, in metres (01 §9 'Default site radius 100'). */
export const SITE_RADIUS_DEFAULT = 100;
export const SITE_RADIUS_MIN = 10;
export const SITE_RADIUS_MAX = 5000;
const SITE_RADIUS_MESSAGE = `Le périmètre doit être compris entre ${SITE_RADIUS_MIN} et ${SITE_RADIUS_MAX} mètres`;
export const SITE_STATUS_LABELS = ACTIVE_STATUS_LABELS;

// ---- Fields ----------------------------------------------------------------------------------------

export type CountryCode = keyof typeof COUNTRY_NAMES;
const COUNTRY_CODES = Object.keys(COUNTRY_NAMES) as [CountryCode, ...CountryCode[]];
/** An ISO 3166-1 alpha-2 code of the country picker. */
export const CountryCodeSchema = z.enum(COUNTRY_CODES, { message: fr.INVALID_FORMAT });

export const SiteLocationSchema = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type SiteLocation = z.infer<typeof SiteLocationSchema>;

const optionalText = (max: number) => z.string().trim().max(max).default('');

export const SiteAddressSchema = z.strictObject({
  street: optionalText(255),
  complement: optionalText(255),
  zipcode: optionalText(20),
  city: optionalText(120),
  country: CountryCodeSchema.default('FR'),
  /** Set by a click on the map; none until then. */
  location: SiteLocationSchema.nullable().default(null),
});
export type SiteAddress = z.infer<typeof SiteAddressSchema>;

/** A calendar date as it travels (`2026-03-05`); the dialog types it `dd/mm/yyyy`. */
export const SiteDateSchema = IsoDaySchema;

/** A closure of the site (planning check SERVICE_SITE_CLOSURE): the end is on or after the start. */
export const SiteClosureSchema = z
  .strictObject({
    startDate: SiteDateSchema,
    endDate: SiteDateSchema,
    reason: optionalText(255),
  })
  .refine((closure) => closure.endDate >= closure.startDate, {
    message: fr.END_BEFORE_START,
    path: ['endDate'],
  });
export type SiteClosure = z.infer<typeof SiteClosureSchema>;

/**
 * Site-level rights (00 §6 'Site-level rights use separate maps for customers and agents'): what the
 * site's agents, and its customer's users, may do on it beyond their profile.
 */
export const SITE_AGENT_RIGHTS = [
  'siteItems.list',
  'siteItems.edit',
  'checkpoints.list',
  'missionEvents.list',
  'missionEvents.create',
  'instructionBooks.list',
  'interventionReports.create',
  'stockReferences.list',
] as const satisfies readonly Right[];
export const SITE_CUSTOMER_RIGHTS = [
  'planning.list',
  'services.list',
  'siteItems.list',
  'missionEvents.list',
  'instructionBooks.list',
  'interventionReports.list',
  'stockReferences.list',
] as const satisfies readonly Right[];
export type SiteAgentRight = (typeof SITE_AGENT_RIGHTS)[number];
export type SiteCustomerRight = (typeof SITE_CUSTOMER_RIGHTS)[number];
/** The French label of a site-level right, as the 'Droits' tab shows it. */
export const siteRightLabel = (right: SiteAgentRight | SiteCustomerRight): string => rightLabel(right);

function rightsMapSchema<const R extends readonly [string, ...string[]]>(keys: R) {
  return z.partialRecord(z.enum(keys, { message: 'Autorisation inconnue' }), z.boolean());
}
export const SiteAgentRightsSchema = rightsMapSchema(SITE_AGENT_RIGHTS);
export const SiteCustomerRightsSchema = rightsMapSchema(SITE_CUSTOMER_RIGHTS);
export type SiteAgentRights = z.infer<typeof SiteAgentRightsSchema>;
export type SiteCustomerRights = z.infer<typeof SiteCustomerRightsSchema>;

/** Who is told of the site's instructions (01 §3 notification flags). */
export const SiteNotificationsSchema = z.strictObject({
  instructionsToAgents: z.boolean().default(false),
  instructionsToAdmins: z.boolean().default(false),
  instructionsToCustomers: z.boolean().default(false),
});
export type SiteNotifications = z.infer<typeof SiteNotificationsSchema>;

/** Report kinds a site may use after a service (01 §3: only intervention and audit are available). */
export const INTERVENTION_REPORT_TEMPLATES = ['intervention', 'audit'] as const;
export const InterventionReportTemplateSchema = z.enum(INTERVENTION_REPORT_TEMPLATES);
export type InterventionReportTemplate = z.infer<typeof InterventionReportTemplateSchema>;
export const INTERVENTION_REPORT_TEMPLATE_LABELS: Record<InterventionReportTemplate, string> = {
  intervention: "Rapport d'intervention",
  audit: "Rapport d'audit",
};

// ---- The site --------------------------------------------------------------------------------------

/**
 * What the site dialog saves (`POST /agency/{id}/site`, and `PUT …/site/{id}` which replaces it whole).
 * The customer must be known to operations and not archived ('Client introuvable', 'Ce client est
 * archivé' on `customerId`).
 */
export const SaveSiteSchema = z.strictObject({
  name: requiredText(255),
  customerId: IdSchema,
  status: ActiveStatusSchema.default(100),
  address: SiteAddressSchema.default(() => SiteAddressSchema.parse({})),
  /** Perimeter in metres, default 100 (01 §9). */
  radius: z
    .int({ error: (issue) => (issue.code === 'invalid_type' ? fr.INTEGER_ONLY : undefined) })
    .min(SITE_RADIUS_MIN, { message: SITE_RADIUS_MESSAGE })
    .max(SITE_RADIUS_MAX, { message: SITE_RADIUS_MESSAGE })
    .default(SITE_RADIUS_DEFAULT),
  comments: optionalText(5000),
  /** The instructions given to the agents on the site. */
  instructions: optionalText(20_000),
  closures: z.array(SiteClosureSchema).max(200).default([]),
  specialties: z.array(requiredText(100)).max(50).default([]),
  rightsAgent: SiteAgentRightsSchema.default({}),
  rightsCustomer: SiteCustomerRightsSchema.default({}),
  notifications: SiteNotificationsSchema.default(() => SiteNotificationsSchema.parse({})),
  eventReportEnabled: z.boolean().default(false),
  interventionReportAfterServiceEnabled: z.boolean().default(false),
  interventionReportTemplate: InterventionReportTemplateSchema.default('intervention'),
  /** The end of a service on the site needs a report signed on the phone (01 §4, 'La signature d'un bon est obligatoire'). */
  reportSignatureRequired: z.boolean().default(false),
});
export type SaveSite = z.infer<typeof SaveSiteSchema>;
export type SaveSiteInput = z.input<typeof SaveSiteSchema>;

const TimestampSchema = z.string();

export const SiteSchema = z.object({
  id: IdSchema,
  name: z.string(),
  customerId: IdSchema,
  customerName: z.string(),
  status: ActiveStatusSchema,
  address: z.object({
    street: z.string(),
    complement: z.string(),
    zipcode: z.string(),
    city: z.string(),
    country: z.string(),
    location: SiteLocationSchema.nullable(),
  }),
  radius: z.int(),
  comments: z.string(),
  instructions: z.string(),
  closures: z.array(z.object({ startDate: z.string(), endDate: z.string(), reason: z.string() })),
  specialties: z.array(z.string()),
  rightsAgent: z.record(z.string(), z.boolean()),
  rightsCustomer: z.record(z.string(), z.boolean()),
  notifications: z.object({
    instructionsToAgents: z.boolean(),
    instructionsToAdmins: z.boolean(),
    instructionsToCustomers: z.boolean(),
  }),
  eventReportEnabled: z.boolean(),
  interventionReportAfterServiceEnabled: z.boolean(),
  interventionReportTemplate: InterventionReportTemplateSchema,
  reportSignatureRequired: z.boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Site = z.infer<typeof SiteSchema>;

/** What a customer user reads of one of his sites (customer prefix): no internal settings. */
export const CustomerSiteSchema = SiteSchema.pick({
  id: true,
  name: true,
  customerId: true,
  customerName: true,
  status: true,
  address: true,
  radius: true,
  instructions: true,
  closures: true,
});
export type CustomerSite = z.infer<typeof CustomerSiteSchema>;

/** `PATCH …/site/{id}/{action}`: archive (300), deactivate (200) or reactivate (100). */
export const SITE_ACTIONS = ['archive', 'deactivate', 'reactivate'] as const;
export const SiteActionSchema = z.enum(SITE_ACTIONS);
export type SiteAction = z.infer<typeof SiteActionSchema>;
export const SITE_ACTION_STATUS = { archive: 300, deactivate: 200, reactivate: 100 } as const satisfies Record<
  SiteAction,
  100 | 200 | 300
>;
export const SITE_ACTION_LABELS: Record<SiteAction, string> = {
  archive: 'Archiver',
  deactivate: 'Désactiver',
  reactivate: 'Réactiver',
};
export const SiteActionParamsSchema = z.object({ siteId: IdSchema, action: SiteActionSchema });

// ---- Lists -----------------------------------------------------------------------------------------

/** A row of the sites list (columns name, customer, city, status). */
export const SiteRowSchema = z.object({
  id: IdSchema,
  name: z.string(),
  customerId: IdSchema,
  customerName: z.string(),
  zipcode: z.string(),
  city: z.string(),
  status: ActiveStatusSchema,
  createdAt: TimestampSchema,
});
export type SiteRow = z.infer<typeof SiteRowSchema>;

export const SITE_LIST_ORDER_BY = ['name', 'customerName', 'city', 'status', 'createdAt'] as const;
export const SiteListOrderBySchema = z.enum(SITE_LIST_ORDER_BY);
export type SiteListOrderBy = z.infer<typeof SiteListOrderBySchema>;

const oneOrMany = <T extends z.ZodType>(item: T, max: number) =>
  z
    .union([item, z.array(item).max(max)])
    .nullable()
    .optional();

export const SiteListFiltersSchema = z.strictObject({
  customerId: oneOrMany(IdSchema, 100),
  status: oneOrMany(ActiveStatusSchema, 3),
});
export type SiteListFilters = z.infer<typeof SiteListFiltersSchema>;

/**
 * `POST /agency/{id}/fetch/sites` (and its customer-prefixed form): the query searches the name, the
 * street, the zip code and the city ignoring case and accents, and the customer's name.
 */
export const SiteListRequestSchema = ListRequestSchema.extend({
  filters: SiteListFiltersSchema.default({}),
  orderBy: SiteListOrderBySchema.optional(),
});
export type SiteListRequest = z.infer<typeof SiteListRequestSchema>;
export type SiteListRequestInput = z.input<typeof SiteListRequestSchema>;

/** An option of the site picker. */
export const SiteChoiceSchema = z.object({
  id: IdSchema,
  name: z.string(),
  customerId: IdSchema,
  customerName: z.string(),
  city: z.string(),
});
export type SiteChoice = z.infer<typeof SiteChoiceSchema>;

/**
 * `POST /agency/{id}/fetch/site-choices`: the site picker (01 §2, §5): active sites only, of one
 * customer when `customerId` is given; `ids` fetches the options of values already chosen.
 */
export const SiteChoiceRequestSchema = ListRequestSchema.extend({
  filters: z
    .strictObject({
      customerId: IdSchema.nullable().optional(),
      ids: z.array(IdSchema).max(100).optional(),
    })
    .default({}),
});
export type SiteChoiceRequest = z.infer<typeof SiteChoiceRequestSchema>;
export type SiteChoiceRequestInput = z.input<typeof SiteChoiceRequestSchema>;

// ---- Items -----------------------------------------------------------------------------------------

export const SiteItemSchema = z.object({ id: IdSchema, label: z.string(), position: z.int() });
export type SiteItem = z.infer<typeof SiteItemSchema>;

/** `POST …/site/{id}/items`: the whole ordered list, replacing the stored one. */
export const SaveSiteItemsSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        /** Kept when given (an item already saved), made otherwise. */
        id: IdSchema.optional(),
        label: requiredText(255),
        position: z.int().min(0),
      }),
    )
    .max(500),
});
export type SaveSiteItems = z.infer<typeof SaveSiteItemsSchema>;
export const SiteItemsSchema = z.object({ data: z.array(SiteItemSchema) });
export type SiteItems = z.infer<typeof SiteItemsSchema>;

// ---- Photos ----------------------------------------------------------------------------------------

export const SitePhotoTypeSchema = z.enum(SITE_PHOTO_TYPES, { message: fr.INVALID_FILE });
export type SitePhotoType = z.infer<typeof SitePhotoTypeSchema>;

export const SitePhotoSchema = z.object({
  id: IdSchema,
  siteId: IdSchema,
  siteName: z.string(),
  fileName: z.string(),
  contentType: SitePhotoTypeSchema,
  size: z.int(),
  createdAt: TimestampSchema,
});
export type SitePhoto = z.infer<typeof SitePhotoSchema>;

/** `POST /agency/{id}/fetch/site-photos`: the library across sites, newest first, or one site's. */
export const SitePhotoListRequestSchema = ListRequestSchema.extend({
  filters: z.strictObject({ siteId: oneOrMany(IdSchema, 100) }).default({}),
  orderBy: z.enum(['createdAt', 'fileName']).optional(),
});
export type SitePhotoListRequest = z.infer<typeof SitePhotoListRequestSchema>;

export const DeletedSitePhotoSchema = z.object({ id: IdSchema, deleted: z.literal(true) });

// ---- Customers read model (billing.customer.* events) ----------------------------------------------

/** An option of the customer picker: an active customer (or prospect) of operations' read model. */
export const CustomerChoiceSchema = z.object({
  id: IdSchema,
  name: z.string(),
  customerNumber: z.string(),
  prospect: z.boolean(),
});
export type CustomerChoice = z.infer<typeof CustomerChoiceSchema>;

/**
 * `POST /agency/{id}/fetch/customers` on operations: active customers for pickers, the query
 * searching name and number ignoring case and accents; `ids` fetches the options of chosen values.
 */
export const CustomerChoiceRequestSchema = ListRequestSchema.extend({
  filters: z.strictObject({ ids: z.array(IdSchema).max(100).optional() }).default({}),
});
export type CustomerChoiceRequest = z.infer<typeof CustomerChoiceRequestSchema>;
export type CustomerChoiceRequestInput = z.input<typeof CustomerChoiceRequestSchema>;
