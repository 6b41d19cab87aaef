import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import { CurrencySchema } from '../common/money.js';
import { AgencyActivitySchema } from '../identity/agency.js';
import { LicenceLimitsSchema } from '../licences.js';

/**
 * How the agency is reached (its e-mail, phones and address), for the field's 'Contacter l'agence'.
 * Optional in the payload: producers before it did not send it (events only grow by optional fields).
 */
export const AgencyContactPayloadSchema = z.object({
  email: z.string(),
  phones: z.array(z.string()),
  emergencyNumbers: z.array(z.string()),
  address: z.object({
    street: z.string(),
    complement: z.string(),
    zipcode: z.string(),
    city: z.string(),
    country: z.string(),
  }),
});
export type AgencyContactPayload = z.infer<typeof AgencyContactPayloadSchema>;

/** What other services keep of an agency: enough to provision it and apply its settings. */
export const AgencyProfilePayloadSchema = z.object({
  agencyId: IdSchema,
  name: z.string(),
  activity: AgencyActivitySchema,
  currency: CurrencySchema,
  vatLabel: z.string(),
  holidayLocale: z.string(),
  country: z.string(),
  stockSimplified: z.boolean(),
  contact: AgencyContactPayloadSchema.optional(),
});
export type AgencyProfilePayload = z.infer<typeof AgencyProfilePayloadSchema>;

export const AgencyCreatedPayloadSchema = AgencyProfilePayloadSchema.extend({ limits: LicenceLimitsSchema });
export type AgencyCreatedPayload = z.infer<typeof AgencyCreatedPayloadSchema>;

export const AgencyLimitsChangedPayloadSchema = z.object({ agencyId: IdSchema, limits: LicenceLimitsSchema });
export type AgencyLimitsChangedPayload = z.infer<typeof AgencyLimitsChangedPayloadSchema>;

export const AgencyAlteredPayloadSchema = z.object({
  agencyId: IdSchema,
  supportUserId: IdSchema,
  supportEmail: z.string(),
});
export type AgencyAlteredPayload = z.infer<typeof AgencyAlteredPayloadSchema>;
