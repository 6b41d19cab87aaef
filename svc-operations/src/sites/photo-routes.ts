import { Hono } from 'hono';
import { SITE_CALLS, SITE_PHOTO_TYPES, type SitePhotoType } from '@portal/contracts';
import {
  authenticate,
  receiveUpload,
  requireRight,
  requireTenant,
  scopeOf,
  validate,
  type AppEnv,
  writeContextOf,
} from '@portal/service-kit';
import { SERVICE_NAME, type OperationsDeps } from '../deps.js';
import { idParam } from './route-params.js';
import {
  checkPhotoTarget,
  findSitePhotos,
  getSitePhotoContent,
  removeSitePhoto,
  uploadSitePhoto,
} from './site-photos.js';

const { uploadPhoto, photos, photo, deletePhoto } = SITE_CALLS;

/** The sites' photo library (route `site-photos`): upload, list, the image itself, delete. */
export function sitePhotoRoutes(deps: OperationsDeps) {
  const auth = authenticate(deps.verify);
  return new Hono<AppEnv>()
    .post(
      uploadPhoto.path,
      auth,
      requireTenant,
      requireRight(uploadPhoto.right),
      validate('query', uploadPhoto.query),
      async (c) => {
        const siteId = idParam(c, 'siteId', 'SITE_NOT_FOUND');
        const agencyId = c.req.param('agencyId');
        // A foreign or unknown site is refused before a byte of the image is read.
        await checkPhotoTarget(deps.sql, scopeOf(c.get('session')), agencyId, siteId);
        const file = await receiveUpload(c, { fileName: c.req.valid('query').fileName, accept: SITE_PHOTO_TYPES });
        try {
          const image = { ...file, contentType: file.contentType as SitePhotoType };
          return c.json(await uploadSitePhoto(deps.sql, agencyId, siteId, image, writeContextOf(c, SERVICE_NAME)), 201);
        } finally {
          await file.discard();
        }
      },
    )
    .post(photos.path, auth, requireTenant, requireRight(photos.right), validate('json', photos.body), async (c) =>
      c.json(await findSitePhotos(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'), c.req.valid('json'))),
    )
    .get(photo.path, auth, requireTenant, requireRight(photo.right), async (c) => {
      const photoId = idParam(c, 'photoId', 'SITE_PHOTO_NOT_FOUND');
      const image = await getSitePhotoContent(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'), photoId);
      return c.body(image.content, 200, {
        'content-type': image.contentType,
        'content-length': String(image.size),
        'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(image.fileName)}`,
        'cache-control': 'private, max-age=3600',
      });
    })
    .delete(deletePhoto.path, auth, requireTenant, requireRight(deletePhoto.right), async (c) => {
      const photoId = idParam(c, 'photoId', 'SITE_PHOTO_NOT_FOUND');
      return c.json(await removeSitePhoto(deps.sql, c.req.param('agencyId'), photoId, writeContextOf(c, SERVICE_NAME)));
    });
}
