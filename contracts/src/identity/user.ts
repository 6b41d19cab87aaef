import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import { EmailSchema, PasswordSchema, requiredText } from '../common/validation.js';
import { AgencyRoleSchema, LicenceStatusSchema, PlatformRoleSchema } from '../roles.js';
import { AgencySubscriptionSchema } from './subscription.js';

/** One saved filter preset of a list screen. */
export const FilterPresetSchema = z.strictObject({
  key: z.string().min(1).max(64),
  label: requiredText(80),
  favorite: z.boolean().default(false),
  filters: z.record(z.string(), z.unknown()),
});
/** Per page key: presets and the table configuration (columns, sort, page size). */
export const PageConfigSchema = z.strictObject({
  filtersPreset: z.array(FilterPresetSchema).max(50).default([]),
  config: z.record(z.string(), z.unknown()).default({}),
});
export const PagesConfigSchema = z.record(z.string().max(100), PageConfigSchema);
export type PagesConfig = z.infer<typeof PagesConfigSchema>;

/** A membership of the user in a company (an agency, or a customer company of an agency). */
export const UserCompanySchema = z.object({
  agency: z.object({ id: IdSchema, name: z.string() }),
  customer: z.object({ id: IdSchema, name: z.string() }).nullable(),
  role: AgencyRoleSchema,
  rights: z.array(z.string()),
  plannable: z.boolean(),
  hasAgentInfo: z.boolean(),
  licenceStatus: LicenceStatusSchema,
  invoiceRecipient: z.boolean(),
});
export type UserCompany = z.infer<typeof UserCompanySchema>;

export const UserSchema = z.object({
  id: IdSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phones: z.array(z.string()),
  platformRole: PlatformRoleSchema.nullable(),
  pagesConfig: PagesConfigSchema,
});
export type User = z.infer<typeof UserSchema>;

/**
 * `GET user`: the user, his memberships, and the agency and role the current token acts as, with that
 * agency's subscription (null outside an agency: support or super admin not acting as one).
 */
export const CurrentUserSchema = z.object({
  user: UserSchema,
  userCompanies: z.array(UserCompanySchema),
  session: z.object({
    agencyId: IdSchema.nullable(),
    role: z.string(),
    rights: z.array(z.string()),
    alteredBy: z.object({ id: IdSchema, email: z.string() }).nullable(),
    subscription: AgencySubscriptionSchema.nullable(),
  }),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** `PUT user`: what a user may change of himself. A new password needs the current one. */
export const UpdateUserSchema = z
  .strictObject({
    firstName: requiredText(80),
    lastName: requiredText(80),
    phones: z.array(z.string().trim().min(1).max(30)).max(10),
    pagesConfig: PagesConfigSchema,
    currentPassword: z.string().min(1).max(128),
    newPassword: PasswordSchema,
  })
  .partial()
  .refine((body) => !body.newPassword || !!body.currentPassword, {
    path: ['currentPassword'],
    message: 'Obligatoire',
  });
export type UpdateUser = z.infer<typeof UpdateUserSchema>;

export const LoginSchema = z.strictObject({
  username: EmailSchema,
  password: z.string().min(1).max(128),
  agencyId: IdSchema.optional(),
  /** The proof this device received at its last login to the account (`device_proof`). */
  deviceProof: z.string().min(20).max(100).optional(),
});
export type Login = z.infer<typeof LoginSchema>;

export const RefreshSchema = z.strictObject({
  refresh_token: z.string().min(20).max(200),
  agencyId: IdSchema.optional(),
});

export const ForgotPasswordSchema = z.strictObject({ email: EmailSchema });
export const ResetPasswordSchema = z.strictObject({ password: PasswordSchema });

export const DeviceSchema = z.object({
  token: z.string(),
  deviceInfos: z.record(z.string(), z.unknown()),
  browserName: z.string().nullable(),
  browserVersion: z.string().nullable(),
  createdAt: z.string(),
});
export type Device = z.infer<typeof DeviceSchema>;
export const RegisterDeviceSchema = z.strictObject({
  token: z.string().trim().min(8).max(512),
  deviceInfos: z.record(z.string(), z.unknown()).default({}),
  browserName: z.string().max(80).nullable().default(null),
  browserVersion: z.string().max(40).nullable().default(null),
});
