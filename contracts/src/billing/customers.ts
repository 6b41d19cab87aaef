import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import { ListRequestSchema } from '../common/paging.js';
import { EmailSchema, optionalText, requiredText } from '../common/validation.js';
import { DEFAULT_COUNTRY } from '../constants.js';
import { fr } from '../messages/fr.js';
import { ActiveStatusSchema, type ActiveStatus } from '../roles.js';

/**
 * Customers and prospects of an agency, with their contacts (spec 02 §3 Customer and Customer
 * contact, §4 Other, §9 defaults), as billing keeps them.
 */

// ---- Enumerations and their French labels -------------------------------------------------------

/** Customer type (02 §4). */
export const CUSTOMER_TYPE_LABELS = {
  100: 'Entreprise',
  200: 'Client particulier',
  300: 'Association',
  400: 'Organisme public',
} as const;
export type CustomerType = keyof typeof CUSTOMER_TYPE_LABELS;
export const CUSTOMER_TYPES = [100, 200, 300, 400] as const satisfies readonly CustomerType[];
export const CustomerTypeSchema = z.union([z.literal(100), z.literal(200), z.literal(300), z.literal(400)]);

/** A prospect is a customer not yet billed; both live in the same list. */
export const PROSPECT_LABEL = 'Prospect';
export const CUSTOMER_KIND_LABELS = { customer: 'Client', prospect: PROSPECT_LABEL } as const;

/** How the payment term of the customer's invoices is counted. */
export const SETTLEMENT_PERIODS = ['upon_receipt', 'days', 'days_end_of_month'] as const;
export const SettlementPeriodSchema = z.enum(SETTLEMENT_PERIODS);
export type SettlementPeriod = z.infer<typeof SettlementPeriodSchema>;
export const SETTLEMENT_PERIOD_LABELS: Record<SettlementPeriod, string> = {
  upon_receipt: 'À réception',
  days: 'Jours nets',
  days_end_of_month: 'Jours fin de mois',
};

/** What a contact receives or may do, with the labels of the contact form. */
export const CONTACT_FLAGS = [
  'invoiceRecipient',
  'estimateRecipient',
  'planningRecipient',
  'sendCustomerInterventionReport',
  'sendCustomerServiceEventReport',
  'portalAccess',
] as const;
export type ContactFlag = (typeof CONTACT_FLAGS)[number];
export const CONTACT_FLAG_LABELS: Record<ContactFlag, string> = {
  invoiceRecipient: 'Destinataire des factures',
  estimateRecipient: 'Destinataire des devis',
  planningRecipient: 'Destinataire du planning',
  sendCustomerInterventionReport: 'Rapport d’intervention',
  sendCustomerServiceEventReport: 'Rapport d’événements',
  portalAccess: 'Accès au portail',
};

/**
 * State changes of a customer (02 §4 Other: Archivage, Réactivation; and putting it on hold). Each
 * is allowed from the statuses listed; anything else is 'Aucun changement à enregistrer'.
 */
export const CUSTOMER_ACTIONS = ['archive', 'reactivate', 'deactivate'] as const;
export const CustomerActionSchema = z.enum(CUSTOMER_ACTIONS);
export type CustomerAction = z.infer<typeof CustomerActionSchema>;
export const CUSTOMER_ACTION_LABELS: Record<CustomerAction, string> = {
  archive: 'Archivage',
  reactivate: 'Réactivation',
  deactivate: 'Désactivation',
};
export const CUSTOMER_ACTION_TRANSITIONS: Record<CustomerAction, { from: readonly ActiveStatus[]; to: ActiveStatus }> =
  {
    archive: { from: [100, 200], to: 300 },
    reactivate: { from: [200, 300], to: 100 },
    deactivate: { from: [100], to: 200 },
  };
/** The label of the removal action, asked for confirmation in the list. */
export const CUSTOMER_DELETE_LABEL = 'Suppression';

// ---- Field rules shared by the form and the service ---------------------------------------------

const TYPED_SPACES = /[\s\u00a0\u202f]/g;

/** An optional e-mail: empty, or a valid address ('Veuillez saisir une adresse mail valide'). */
export const CustomerEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(180)
  .refine((value) => value === '' || EmailSchema.safeParse(value).success, { message: fr.INVALID_EMAIL });

/** The customer's name (company, person, association or public body). */
export const CustomerNameSchema = requiredText(255);
/** A contact's first or last name. */
export const ContactNameSchema = requiredText(80);

/** Optional text of at most `max` characters, answered trimmed ('' when absent). */

/** A SIRET: 14 digits, spaces ignored; empty when unknown. */
export const CustomerSiretSchema = z
  .string()
  .transform((text) => text.replace(TYPED_SPACES, ''))
  .refine((text) => text === '' || /^\d{14}$/.test(text), { message: fr.INVALID_FORMAT });

/** An intra-community VAT number as typed: spaces and dots removed, upper-cased; empty when unknown. */
export const CustomerVatSchema = z
  .string()
  .max(40)
  .transform((text) => text.replace(/[\s\u00a0\u202f.]/g, '').toUpperCase());

/**
 * The issue of an intra-community VAT number for the customer's country, or null when it is fine:
 * in France 'FR' and 11 characters (a 2-character key and the 9-digit SIREN); elsewhere the
 * country's code ('EL' for Greece) and 2 to 13 characters.
 */
export function vatNumberIssue(vat: string, country: string): string | null {
  const value = vat.replace(/[\s\u00a0\u202f.]/g, '').toUpperCase();
  if (value === '') return null;
  const code = country.toUpperCase();
  if (code === 'FR') return /^FR[0-9A-Z]{2}\d{9}$/.test(value) ? null : fr.INVALID_FORMAT;
  // Greece writes EL; Switzerland's CHE starts with CH.
  const prefix = code === 'GR' ? 'EL' : code;
  return value.startsWith(prefix) && /^[A-Z]{2}[0-9A-Z+*-]{2,13}$/.test(value) ? null : fr.INVALID_FORMAT;
}

/** A customer number typed by hand (letters, digits, '-', '_', '.', '/'); the agency's prefix is checked by billing. */
export const CustomerNumberSchema = z
  .string()
  .trim()
  .max(30)
  .regex(/^[0-9A-Za-z][0-9A-Za-z._/-]*$/, { message: fr.INVALID_FORMAT });

export const CustomerAddressSchema = z.strictObject({
  street: optionalText(255),
  complement: optionalText(255),
  zipcode: optionalText(20),
  city: optionalText(120),
  country: z.string().trim().length(2).toUpperCase().default(DEFAULT_COUNTRY),
});
export type CustomerAddress = z.infer<typeof CustomerAddressSchema>;
export const EMPTY_CUSTOMER_ADDRESS: CustomerAddress = {
  street: '',
  complement: '',
  zipcode: '',
  city: '',
  country: DEFAULT_COUNTRY,
};

// ---- Contacts -----------------------------------------------------------------------------------

const flag = z.boolean().default(false);

/** A contact as the customer form sends it: with its id when it exists, without when it is new. */
export const CustomerContactInputSchema = z.strictObject({
  id: IdSchema.optional(),
  firstName: ContactNameSchema,
  lastName: ContactNameSchema,
  email: EmailSchema,
  phone: optionalText(30),
  position: optionalText(120),
  invoiceRecipient: flag,
  estimateRecipient: flag,
  planningRecipient: flag,
  sendCustomerInterventionReport: flag,
  sendCustomerServiceEventReport: flag,
  portalAccess: flag,
});
export type CustomerContactInput = z.input<typeof CustomerContactInputSchema>;

export const CustomerContactSchema = z.object({
  id: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  position: z.string(),
  invoiceRecipient: z.boolean(),
  estimateRecipient: z.boolean(),
  planningRecipient: z.boolean(),
  sendCustomerInterventionReport: z.boolean(),
  sendCustomerServiceEventReport: z.boolean(),
  portalAccess: z.boolean(),
});
export type CustomerContact = z.infer<typeof CustomerContactSchema>;

// ---- Customer -----------------------------------------------------------------------------------

/**
 * Numbering and payment terms. The number is generated ('411-00001', with the agency's prefix) unless
 * `generateCustomerNumberId` is false, when `customerNumber` is required. `settlementPeriodDays` left
 * null takes the agency's payment term.
 */
export const CustomerInfosInputSchema = z.strictObject({
  generateCustomerNumberId: z.boolean().default(true),
  customerNumber: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      CustomerNumberSchema.nullable(),
    )
    .default(null),
  settlementPeriod: SettlementPeriodSchema.default('days'),
  settlementPeriodDays: z.int().min(0).max(365).nullable().default(null),
});

export const CustomerInfosSchema = z.object({
  generateCustomerNumberId: z.boolean(),
  customerNumber: z.string(),
  settlementPeriod: SettlementPeriodSchema,
  settlementPeriodDays: z.int(),
});
export type CustomerInfos = z.infer<typeof CustomerInfosSchema>;

/**
 * Two contacts of one customer never share an e-mail (portal contacts become users by it): the
 * positions of the contacts repeating an earlier one's e-mail (case and spaces ignored).
 */
export function duplicateContactEmails(contacts: readonly { email?: string | null }[]): number[] {
  const seen = new Set<string>();
  return contacts.flatMap((contact, index) => {
    const email = (contact.email ?? '').trim().toLowerCase();
    if (email === '') return [];
    if (seen.has(email)) return [index];
    seen.add(email);
    return [];
  });
}

/**
 * `POST /agency/{id}/customer`: the whole customer form. Without `id` it creates (customers.create);
 * with `id` it replaces the customer's fields and its contacts list (customers.edit): contacts with an
 * id are updated, without one added, and those no longer listed removed.
 */
export const SaveCustomerSchema = z
  .strictObject({
    id: IdSchema.optional(),
    type: CustomerTypeSchema.default(100),
    prospect: z.boolean().default(false),
    name: CustomerNameSchema,
    email: CustomerEmailSchema.default(''),
    phone: optionalText(30),
    siret: CustomerSiretSchema.default(''),
    vat: CustomerVatSchema.default(''),
    comments: optionalText(5000),
    address: CustomerAddressSchema.default(EMPTY_CUSTOMER_ADDRESS),
    customerInfos: CustomerInfosInputSchema.default({
      generateCustomerNumberId: true,
      customerNumber: null,
      settlementPeriod: 'days',
      settlementPeriodDays: null,
    }),
    contacts: z.array(CustomerContactInputSchema).max(100).default([]),
  })
  .superRefine((customer, ctx) => {
    const vatIssue = vatNumberIssue(customer.vat, customer.address.country);
    if (vatIssue) ctx.addIssue({ code: 'custom', path: ['vat'], message: vatIssue });
    const infos = customer.customerInfos;
    if (!infos.generateCustomerNumberId && !infos.customerNumber) {
      ctx.addIssue({ code: 'custom', path: ['customerInfos', 'customerNumber'], message: fr.REQUIRED });
    }
    for (const index of duplicateContactEmails(customer.contacts)) {
      ctx.addIssue({ code: 'custom', path: ['contacts', index, 'email'], message: fr.EMAIL_ALREADY_USED });
    }
  });
export type SaveCustomer = z.infer<typeof SaveCustomerSchema>;
export type SaveCustomerInput = z.input<typeof SaveCustomerSchema>;

/** A customer with its contacts, as `GET /agency/{id}/customer/{id}` answers it. */
export const CustomerSchema = z.object({
  id: IdSchema,
  type: CustomerTypeSchema,
  prospect: z.boolean(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  siret: z.string(),
  vat: z.string(),
  comments: z.string(),
  address: CustomerAddressSchema,
  customerInfos: CustomerInfosSchema,
  status: ActiveStatusSchema,
  contacts: z.array(CustomerContactSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof CustomerSchema>;

// ---- List ---------------------------------------------------------------------------------------

/** A row of the customers list. */
export const CustomerRowSchema = z.object({
  id: IdSchema,
  customerNumber: z.string(),
  name: z.string(),
  type: CustomerTypeSchema,
  prospect: z.boolean(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  status: ActiveStatusSchema,
  createdAt: z.string(),
});
export type CustomerRow = z.infer<typeof CustomerRowSchema>;

/** Columns the customers list may be sorted by. */
export const CUSTOMER_LIST_ORDER_BY = [
  'customerNumber',
  'name',
  'type',
  'city',
  'email',
  'status',
  'createdAt',
] as const;
export const CustomerListOrderBySchema = z.enum(CUSTOMER_LIST_ORDER_BY);
export type CustomerListOrderBy = z.infer<typeof CustomerListOrderBySchema>;

/** A header filter's values may come back as text ('100', 'true'): read them as the schema's type. */
const numeric = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value), schema);
const booleanValue = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean(),
);
const oneOrMany = <T extends z.ZodType>(item: T, max: number) =>
  z
    .union([item, z.array(item).max(max)])
    .nullable()
    .optional();

/** Filters of the customers list: one value or several; null or absent means any. */
export const CustomerListFiltersSchema = z.strictObject({
  type: oneOrMany(numeric(CustomerTypeSchema), 4),
  status: oneOrMany(numeric(ActiveStatusSchema), 3),
  prospect: oneOrMany(booleanValue, 2),
});
export type CustomerListFilters = z.infer<typeof CustomerListFiltersSchema>;

/**
 * `POST /agency/{id}/fetch/customers`: the paging contract with these filters and sort columns; the
 * query searches the name, number, e-mail and city ignoring case and accents.
 */
export const CustomerListRequestSchema = ListRequestSchema.extend({
  filters: CustomerListFiltersSchema.default({}),
  orderBy: CustomerListOrderBySchema.optional(),
});
export type CustomerListRequest = z.infer<typeof CustomerListRequestSchema>;
