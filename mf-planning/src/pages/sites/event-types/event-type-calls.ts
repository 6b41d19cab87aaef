import {
  FIELD_CALLS,
  type ServiceEventDefaults,
  type ServiceEventTypeKey,
  type SiteServiceEventType,
} from '@portal/contracts';
import { callApi } from '@portal/kit';
import { siteQueryKey } from '../site-calls.js';

export const siteEventTypesKey = (agencyId: string, siteId: string) => [
  ...siteQueryKey(agencyId, siteId),
  'event-types',
];

/** The 27 service event types with the site's settings (FIELD_CALLS.siteEventTypes). */
export async function getSiteEventTypes(agencyId: string, siteId: string): Promise<SiteServiceEventType[]> {
  const answer = await callApi('operations', `/agency/${agencyId}/sites-service-events`, {
    method: 'POST',
    body: { siteId },
    schema: FIELD_CALLS.siteEventTypes.response,
  });
  return answer.types;
}

/** One type's settings for the site (FIELD_CALLS.setSiteEventType); a refusal shows through the catalogue. */
export function saveSiteEventType(
  agencyId: string,
  siteId: string,
  typeKey: ServiceEventTypeKey,
  settings: ServiceEventDefaults,
): Promise<SiteServiceEventType> {
  return callApi('operations', `/agency/${agencyId}/site/${siteId}/service-event-types/${typeKey}`, {
    method: 'PUT',
    body: settings,
    schema: FIELD_CALLS.setSiteEventType.response,
  });
}
