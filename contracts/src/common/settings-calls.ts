import type { z } from 'zod';
import type { CallTable } from './calls.js';

/**
 * `GET` and `PUT /agency/{id}/settings`, the same two calls on every service that keeps settings of
 * the agency: read with agencySettings.list, change any subset of them with agencySettings.edit.
 */
export function agencySettingsCalls<Settings extends z.ZodType, Body extends z.ZodType>(
  settings: Settings,
  body: Body,
) {
  return {
    get: {
      method: 'GET',
      path: '/agency/:agencyId/settings',
      right: 'agencySettings.list',
      response: settings,
    },
    update: {
      method: 'PUT',
      path: '/agency/:agencyId/settings',
      right: 'agencySettings.edit',
      body,
      response: settings,
    },
  } as const satisfies CallTable;
}

export type AgencySettingsCalls<
  Settings extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
> = ReturnType<typeof agencySettingsCalls<Settings, Body>>;
