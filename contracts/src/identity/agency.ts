import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import { CurrencySchema } from '../common/money.js';
import { EmailSchema, requiredText } from '../common/validation.js';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY, DEFAULT_HOLIDAY_LOCALE, DEFAULT_VAT_LABEL } from '../constants.js';
import { LicenceLimitsSchema } from '../licences.js';
import { ActiveStatusSchema } from '../roles.js';
import { AgencySubscriptionSchema } from './subscription.js';

export const AGENCY_ACTIVITIES = ['security', 'cleaning'] as const;
export const AgencyActivitySchema = z.enum(AGENCY_ACTIVITIES);
export type AgencyActivity = z.infer<typeof AgencyActivitySchema>;
export const AGENCY_ACTIVITY_LABELS: Record<AgencyActivity, string> = {
  security: 'Sécurité privée',
  cleaning: 'Propreté',
};

export const HOLIDAY_LOCALES = ['FR', 'FR-ALSACE-MOSELLE', 'BE', 'CH', 'LU', 'MA', 'GB', 'CA'] as const;

export const LocationSchema = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export const AddressSchema = z.strictObject({
  street: z.string().trim().max(255).default(''),
  complement: z.string().trim().max(255).default(''),
  zipcode: z.string().trim().max(20).default(''),
  city: z.string().trim().max(120).default(''),
  country: z.string().length(2).toUpperCase().default(DEFAULT_COUNTRY),
  location: LocationSchema.nullable().default(null),
});
export type Address = z.infer<typeof AddressSchema>;

const PhoneListSchema = z.array(z.string().trim().min(1).max(30)).max(10);

/** Settings by document kind and feature settings: free-form per kind, owned by their screens. */
const SettingsBagSchema = z.record(z.string(), z.unknown());

/** The agency (tenant) as identity keeps it: the fields of spec 00 §3. */
export const AgencySchema = z.object({
  id: IdSchema,
  name: z.string(),
  activity: AgencyActivitySchema,
  email: z.string(),
  address: AddressSchema,
  phones: z.array(z.string()),
  emergencyNumbers: z.array(z.string()),
  currency: CurrencySchema,
  holidayLocale: z.string(),
  vatLabel: z.string(),
  specialties: z.array(z.string()),
  settings: SettingsBagSchema,
  featureSettings: SettingsBagSchema,
  subscriptionSettings: SettingsBagSchema,
  pricing: LicenceLimitsSchema.extend({ countAgents: z.int(), countAccounts: z.int() }),
  managerUserId: IdSchema.nullable(),
  status: ActiveStatusSchema,
  /** Free trial and paid period, and whether the agency's users may open the whole app. */
  subscription: AgencySubscriptionSchema,
  createdAt: z.string(),
});
export type Agency = z.infer<typeof AgencySchema>;

/** `POST /admin/agencies`: support creates an agency with its owner account. */
export const CreateAgencySchema = z.strictObject({
  name: requiredText(120),
  activity: AgencyActivitySchema,
  email: EmailSchema,
  address: AddressSchema.default({
    street: '',
    complement: '',
    zipcode: '',
    city: '',
    country: DEFAULT_COUNTRY,
    location: null,
  }),
  phones: PhoneListSchema.default([]),
  currency: CurrencySchema.default(DEFAULT_CURRENCY),
  holidayLocale: z.enum(HOLIDAY_LOCALES).default(DEFAULT_HOLIDAY_LOCALE),
  vatLabel: requiredText(20).default(DEFAULT_VAT_LABEL),
  owner: z.strictObject({
    email: EmailSchema,
    firstName: requiredText(80),
    lastName: requiredText(80),
  }),
});
export type CreateAgency = z.infer<typeof CreateAgencySchema>;

/** `PUT /agency/{id}`: the agency's own settings (never its limits, manager or status). */
export const UpdateAgencySchema = z
  .strictObject({
    name: requiredText(120),
    email: EmailSchema,
    address: AddressSchema,
    phones: PhoneListSchema,
    emergencyNumbers: PhoneListSchema,
    currency: CurrencySchema,
    holidayLocale: z.enum(HOLIDAY_LOCALES),
    vatLabel: requiredText(20),
    specialties: z.array(requiredText(80)).max(50),
    settings: SettingsBagSchema,
    featureSettings: SettingsBagSchema,
  })
  .partial();
export type UpdateAgency = z.infer<typeof UpdateAgencySchema>;

/** A row of the support's agency list. */
export const AgencySummarySchema = z.object({
  id: IdSchema,
  name: z.string(),
  activity: AgencyActivitySchema,
  email: z.string(),
  city: z.string(),
  status: ActiveStatusSchema,
  countAccounts: z.int(),
  subscription: AgencySubscriptionSchema,
  createdAt: z.string(),
});
export type AgencySummary = z.infer<typeof AgencySummarySchema>;
