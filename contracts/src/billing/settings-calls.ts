import type { z } from 'zod';
import { agencySettingsCalls } from '../common/settings-calls.js';
import { BillingSettingsSchema, UpdateBillingSettingsSchema } from '../settings.js';

/**
 * Body of `PUT /agency/{id}/settings` on billing: a subset of the settings, one report price at a
 * time if need be. `currency` and `vatLabel` are identity's (they arrive with
 * `identity.agency.updated`) and are refused here like any unknown field.
 */
export const UpdateBillingSettingsBodySchema = UpdateBillingSettingsSchema.extend({
  reportPrices: BillingSettingsSchema.shape.reportPrices.partial().optional(),
});
export type UpdateBillingSettingsBody = z.infer<typeof UpdateBillingSettingsBodySchema>;

/** Commercial documents settings of the agency (params/commercial-docs screen). */
export const BILLING_SETTINGS_CALLS = agencySettingsCalls(BillingSettingsSchema, UpdateBillingSettingsBodySchema);
