import { photoTypeOfName, SITE_CALLS, type ListResponse, type SitePhoto } from '@portal/contracts';
import { callApi } from '@portal/kit';

export const photoListKey = (agencyId: string) => ['operations', 'site-photos', agencyId];

export function fetchPhotos(
  agencyId: string,
  request: { page: number; limit: number; siteId?: string },
): Promise<ListResponse<SitePhoto>> {
  return callApi('operations', `/agency/${agencyId}/fetch/site-photos`, {
    method: 'POST',
    body: { page: request.page, limit: request.limit, filters: request.siteId ? { siteId: request.siteId } : {} },
    schema: SITE_CALLS.photos.response,
  });
}

/** The image itself as the body (streamed by the service, never base64), its name in the query. */
export async function uploadPhoto(agencyId: string, siteId: string, file: File): Promise<SitePhoto> {
  const type = photoTypeOfName(file.name, file.type);
  return callApi('operations', `/agency/${agencyId}/site/${siteId}/photos?fileName=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    file: { content: file, type },
    schema: SITE_CALLS.uploadPhoto.response,
  });
}

export function deletePhoto(agencyId: string, photoId: string) {
  return callApi('operations', `/agency/${agencyId}/site-photo/${photoId}`, {
    method: 'DELETE',
    schema: SITE_CALLS.deletePhoto.response,
  });
}
