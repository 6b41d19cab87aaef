import { SITE_CALLS, type ListResponse, type SitePhoto, type SitePhotoType } from '@portal/contracts';
import { ApiError, callApi, refreshSession, serviceUrl, sessionStore } from '@portal/kit';

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

const TYPE_BY_EXTENSION: Record<string, SitePhotoType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The image itself as the body (streamed by the service, never base64), its name in the query. */
export async function uploadPhoto(agencyId: string, siteId: string, file: File): Promise<SitePhoto> {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const type: SitePhotoType = TYPE_BY_EXTENSION[extension] ?? (file.type as SitePhotoType);
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

/**
 * The image itself (`GET …/site-photo/{id}`, binary): fetched with the session's token (an `<img>`
 * cannot send it), the token refreshed once if it expired.
 */
export async function fetchPhotoBlob(agencyId: string, photoId: string, signal?: AbortSignal): Promise<Blob> {
  const url = `${serviceUrl('operations')}/agency/${agencyId}/site-photo/${photoId}`;
  const attempt = () => {
    const session = sessionStore.get();
    const headers: Record<string, string> =
      session.status === 'anonymous' ? {} : { authorization: `Bearer ${session.tokens.token}` };
    return fetch(url, { headers, ...(signal ? { signal } : {}) });
  };
  let response = await attempt();
  if (response.status === 401 && (await refreshSession())) response = await attempt();
  if (!response.ok) throw await ApiError.fromResponse(response);
  return response.blob();
}
