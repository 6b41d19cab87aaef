import {
  SITE_PHOTO_MAX_BYTES,
  fr,
  pageOffset,
  uuidv7,
  type ListResponse,
  type SitePhoto,
  type SitePhotoListRequest,
  type SitePhotoType,
  type UploadSitePhoto,
} from '@portal/contracts';
import { AppError, transaction, type Scope, type Sql, type WriteContext } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { isImageOf } from './image-check.js';
import {
  countSitePhotos,
  deleteSitePhoto,
  findSitePhoto,
  insertSitePhoto,
  readSitePhotoContent,
  searchSitePhotos,
  type SitePhotoSearch,
} from './photos-repo.js';
import { findSite } from './repo.js';
import { asList } from '@portal/service-kit/db/search';

/** The image of an upload, or the French reason it is refused (413 above 25 Mo, 'Le fichier est invalide'). */
function decodeImage(input: UploadSitePhoto): Buffer {
  const content = Buffer.from(input.data, 'base64');
  if (content.length > SITE_PHOTO_MAX_BYTES) {
    throw new AppError('FILES_SIZES_TOO_LARGE', { internal: `photo of ${content.length} bytes` });
  }
  if (!isImageOf(content, input.contentType)) {
    throw new AppError('VALIDATION_FAILED', {
      details: { issues: [{ path: 'data', message: fr.INVALID_FILE }] },
      internal: `photo content is not ${input.contentType}`,
    });
  }
  return content;
}

/** `POST /agency/{id}/site/{siteId}/photos`: adds an image to the site's library. */
export async function uploadSitePhoto(
  sql: Sql,
  agencyId: string,
  siteId: string,
  input: UploadSitePhoto,
  context: WriteContext,
): Promise<SitePhoto> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      await requireProvisionedAgency(tx, agencyId);
      if (!(await findSite(tx, agencyId, siteId))) throw new AppError('SITE_NOT_FOUND');
      const content = decodeImage(input);
      const id = uuidv7();
      await insertSitePhoto(tx, {
        id,
        agencyId,
        siteId,
        fileName: input.fileName,
        contentType: input.contentType,
        content,
        createdBy: context.actor?.userId ?? null,
      });
      const photo = await findSitePhoto(tx, agencyId, id);
      if (!photo) throw new AppError('INTERNAL_ERROR', { internal: `photo ${id} not found after insert` });
      return photo;
    },
    context.audit,
  );
}

/** `POST /agency/{id}/fetch/site-photos`: the library across sites (newest first), or some sites'. */
export async function findSitePhotos(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  request: SitePhotoListRequest,
): Promise<ListResponse<SitePhoto>> {
  const search: SitePhotoSearch = {
    agencyId,
    siteIds: asList(request.filters.siteId),
    orderBy: request.orderBy ?? 'createdAt',
    ascending: request.orderBy ? request.ascending : false,
    limit: request.limit,
    offset: pageOffset(request),
  };
  return transaction(sql, scope, async (tx) => {
    await requireProvisionedAgency(tx, agencyId);
    return { data: await searchSitePhotos(tx, search), filteredCount: await countSitePhotos(tx, search) };
  });
}

/** `GET /agency/{id}/site-photo/{photoId}`: the image bytes and type. */
export async function getSitePhotoContent(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  photoId: string,
): Promise<{ fileName: string; contentType: SitePhotoType; content: Buffer }> {
  const photo = await transaction(sql, scope, async (tx) => {
    await requireProvisionedAgency(tx, agencyId);
    return readSitePhotoContent(tx, agencyId, photoId);
  });
  if (!photo) throw new AppError('SITE_PHOTO_NOT_FOUND');
  return photo;
}

/** `DELETE /agency/{id}/site-photo/{photoId}`. */
export async function removeSitePhoto(
  sql: Sql,
  agencyId: string,
  photoId: string,
  context: WriteContext,
): Promise<{ id: string; deleted: true }> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      await requireProvisionedAgency(tx, agencyId);
      if (!(await deleteSitePhoto(tx, agencyId, photoId))) throw new AppError('SITE_PHOTO_NOT_FOUND');
      return { id: photoId, deleted: true as const };
    },
    context.audit,
  );
}
