import { z } from 'zod';
import { agencySettingsCalls } from '../common/settings-calls.js';
import {
  OperationsSettingsSchema,
  PLANNING_CHECK_CODES,
  PlanningCheckLevelSchema,
  UpdateOperationsSettingsSchema,
} from '../settings.js';

/**
 * Body of `PUT /agency/{id}/settings` on operations: a subset of the settings, one planning check
 * at a time if need be. `stockSimplified` is identity's (it arrives with `identity.agency.updated`)
 * and is refused here like any unknown field.
 */
export const UpdateOperationsSettingsBodySchema = UpdateOperationsSettingsSchema.omit({ stockSimplified: true }).extend(
  {
    planningChecks: z.partialRecord(z.enum(PLANNING_CHECK_CODES), PlanningCheckLevelSchema).optional(),
  },
);
export type UpdateOperationsSettingsBody = z.infer<typeof UpdateOperationsSettingsBodySchema>;

/** Field and planning settings of the agency (params/field screen). */
export const OPERATIONS_SETTINGS_CALLS = agencySettingsCalls(
  OperationsSettingsSchema,
  UpdateOperationsSettingsBodySchema,
);
