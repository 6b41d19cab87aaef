import { SITE_CALLS, type SaveSiteInput, type Site, type SiteListRequestInput, type SiteRow } from '@portal/contracts';
import { callApi, queryClient } from '@portal/kit';

/** Query keys of the sites this remote reads. */
export const fieldSiteKeys = {
  all: ['operations', 'field-sites'] as const,
  list: (agencyId: string, query: string) => [...fieldSiteKeys.all, 'list', agencyId, query] as const,
  one: (agencyId: string, id: string) => [...fieldSiteKeys.all, 'one', agencyId, id] as const,
};

/** The agency's active sites by name, searched ignoring case and accents (name, address, customer). */
export function fetchFieldSites(agencyId: string, query: string): Promise<{ data: SiteRow[]; filteredCount: number }> {
  const body: SiteListRequestInput = { query, filters: { status: 100 }, orderBy: 'name', ascending: true, limit: 100 };
  return callApi('operations', `/agency/${agencyId}/fetch/sites`, {
    method: 'POST',
    body,
    schema: SITE_CALLS.list.response,
  });
}

export function fetchFieldSite(agencyId: string, siteId: string): Promise<Site> {
  return callApi('operations', `/agency/${agencyId}/site/${encodeURIComponent(siteId)}`, {
    schema: SITE_CALLS.get.response,
    notify: false,
  });
}

/** Creates a site (the dialog shows the refusals under its fields). */
export async function createFieldSite(agencyId: string, body: SaveSiteInput): Promise<Site> {
  const site = await callApi('operations', `/agency/${agencyId}/site`, {
    method: 'POST',
    body,
    schema: SITE_CALLS.create.response,
    notify: false,
  });
  await queryClient.invalidateQueries({ queryKey: fieldSiteKeys.all });
  return site;
}
