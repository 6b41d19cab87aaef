import {
  SITE_CALLS,
  type SaveSiteInput,
  type SaveSiteItems,
  type Site,
  type SiteAction,
  type SiteItems,
} from '@portal/contracts';
import { callApi, listQueryKey, queryClient } from '@portal/kit';

/** The sites list the screen shows (`POST …/fetch/sites`). */
export const siteListPath = (agencyId: string) => `/agency/${agencyId}/fetch/sites`;

/** Every open table of the agency's sites, and the site pickers, reload. */
export async function refreshSiteLists(agencyId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listQueryKey('operations', siteListPath(agencyId)) }),
    queryClient.invalidateQueries({ queryKey: ['operations', `/agency/${agencyId}/fetch/site-choices`] }),
  ]);
}

export const siteQueryKey = (agencyId: string, siteId: string) => ['operations', 'site', agencyId, siteId];

export function getSite(agencyId: string, siteId: string): Promise<Site> {
  return callApi('operations', `/agency/${agencyId}/site/${siteId}`, { schema: SITE_CALLS.get.response });
}

/** Creates (no id) or replaces (with id) a site; the form shows the refusals itself. */
export function saveSite(agencyId: string, siteId: string | undefined, body: SaveSiteInput): Promise<Site> {
  return callApi('operations', siteId ? `/agency/${agencyId}/site/${siteId}` : `/agency/${agencyId}/site`, {
    method: siteId ? 'PUT' : 'POST',
    body,
    schema: SITE_CALLS.get.response,
    notify: false,
  });
}

export function changeSiteStatus(agencyId: string, siteId: string, action: SiteAction): Promise<Site> {
  return callApi('operations', `/agency/${agencyId}/site/${siteId}/${action}`, {
    method: 'PATCH',
    schema: SITE_CALLS.changeStatus.response,
  });
}

export function getSiteItems(agencyId: string, siteId: string): Promise<SiteItems> {
  return callApi('operations', `/agency/${agencyId}/site/${siteId}/items`, { schema: SITE_CALLS.items.response });
}

export function saveSiteItems(agencyId: string, siteId: string, body: SaveSiteItems): Promise<SiteItems> {
  return callApi('operations', `/agency/${agencyId}/site/${siteId}/items`, {
    method: 'POST',
    body,
    schema: SITE_CALLS.saveItems.response,
    notify: false,
  });
}
