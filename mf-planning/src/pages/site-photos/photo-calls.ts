import {
  SITE_CALLS,
  type ListResponse,
  type SitePhoto,
  type SitePhotoType,
  type UploadSitePhoto,
} from '@portal/contracts';
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

/** The image's bytes in base64, as the upload call carries them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

export async function uploadPhoto(agencyId: string, siteId: string, file: File): Promise<SitePhoto> {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const body: UploadSitePhoto = {
    fileName: file.name,
    contentType: TYPE_BY_EXTENSION[extension] ?? (file.type as SitePhotoType),
    data: await base64Of(file),
  };
  return callApi('operations', `/agency/${agencyId}/site/${siteId}/photos`, {
    method: 'POST',
    body,
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
