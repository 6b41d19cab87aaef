import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import { CurrencySchema } from '../common/money.js';
import { AgencyActivitySchema } from '../identity/agency.js';
import { LicenceLimitsSchema } from '../licences.js';

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
