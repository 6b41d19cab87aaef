import {
  pageOffset,
  uuidv7,
  type ListResponse,
  type SitePhoto,
  type SitePhotoListRequest,
  type SitePhotoType,
} from '@portal/contracts';
import {
  AppError,
  findStoredFile,
  storedFileStream,
  storeFile,
  transaction,
  withFileWriteSlot,
  type ReceivedFile,
  type Scope,
  type Sql,
  type WriteContext,
} from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import {
  countSitePhotos,
  deleteSitePhoto,
  findSitePhoto,
  insertSitePhoto,
  findSitePhotoFile,
  searchSitePhotos,
  type SitePhotoSearch,
} from './photos-repo.js';
import { findSite } from './repo.js';
import { asList } from '@portal/service-kit/db/search';

/** Before an upload is read: the agency and the site exist for the caller (404 otherwise). */
export async function checkPhotoTarget(sql: Sql, scope: Scope, agencyId: string, siteId: string): Promise<void> {
  await transaction(sql, scope, async (tx) => {
    await requireProvisionedAgency(tx, agencyId);
    if (!(await findSite(tx, agencyId, siteId))) throw new AppError('SITE_NOT_FOUND');
  });
}

/**
 * `POST /agency/{id}/site/{siteId}/photos`: adds an image, received on disk and checked by the
 * route (kit `receiveUpload`), to the site's library; its bytes go to the file store in chunks.
 */
export async function uploadSitePhoto(
  sql: Sql,
  agencyId: string,
  siteId: string,
  file: ReceivedFile & { contentType: SitePhotoType },
  context: WriteContext,
): Promise<SitePhoto> {
  return withFileWriteSlot(() =>
    transaction(
      sql,
      context.scope,
      async (tx) => {
        await requireProvisionedAgency(tx, agencyId);
        if (!(await findSite(tx, agencyId, siteId))) throw new AppError('SITE_NOT_FOUND');
        const stored = await storeFile(tx, agencyId, file);
        const id = uuidv7();
        await insertSitePhoto(tx, {
          id,
          agencyId,
          siteId,
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.size,
          fileId: stored.id,
          createdBy: context.actor?.userId ?? null,
        });
        const photo = await findSitePhoto(tx, agencyId, id);
        if (!photo) throw new AppError('INTERNAL_ERROR', { internal: `photo ${id} not found after insert` });
        return photo;
      },
      context.audit,
    ),
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

/** `GET /agency/{id}/site-photo/{photoId}`: the image, streamed chunk by chunk, with its name, type and size. */
export async function getSitePhotoContent(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  photoId: string,
): Promise<{ fileName: string; contentType: SitePhotoType; size: number; content: ReadableStream<Uint8Array> }> {
  const found = await transaction(sql, scope, async (tx) => {
    await requireProvisionedAgency(tx, agencyId);
    const photo = await findSitePhotoFile(tx, agencyId, photoId);
    const file = photo && (await findStoredFile(tx, photo.fileId));
    return photo && file ? { photo, file } : undefined;
  });
  if (!found) throw new AppError('SITE_PHOTO_NOT_FOUND');
  return {
    fileName: found.photo.fileName,
    contentType: found.photo.contentType,
    size: found.file.size,
    content: storedFileStream(sql, scope, found.file),
  };
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
