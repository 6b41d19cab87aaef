import { Hono } from 'hono';
import { SITE_CALLS } from '@portal/contracts';
import {
  authenticate,
  requireRight,
  requireTenant,
  scopeOf,
  validate,
  type AppEnv,
  writeContextOf,
} from '@portal/service-kit';
import { SERVICE_NAME, type OperationsDeps } from '../deps.js';
import { idParam } from './route-params.js';
import { findSitePhotos, getSitePhotoContent, removeSitePhoto, uploadSitePhoto } from './site-photos.js';

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
      validate('json', uploadPhoto.body),
      async (c) => {
        const siteId = idParam(c, 'siteId', 'SITE_NOT_FOUND');
        const agencyId = c.req.param('agencyId');
        return c.json(
          await uploadSitePhoto(deps.sql, agencyId, siteId, c.req.valid('json'), writeContextOf(c, SERVICE_NAME)),
          201,
        );
      },
    )
    .post(photos.path, auth, requireTenant, requireRight(photos.right), validate('json', photos.body), async (c) =>
      c.json(await findSitePhotos(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'), c.req.valid('json'))),
    )
    .get(photo.path, auth, requireTenant, requireRight(photo.right), async (c) => {
      const photoId = idParam(c, 'photoId', 'SITE_PHOTO_NOT_FOUND');
      const image = await getSitePhotoContent(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'), photoId);
      return c.body(new Uint8Array(image.content), 200, {
        'content-type': image.contentType,
        'content-length': String(image.content.length),
        'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(image.fileName)}`,
        'cache-control': 'private, max-age=3600',
      });
    })
    .delete(deletePhoto.path, auth, requireTenant, requireRight(deletePhoto.right), async (c) => {
      const photoId = idParam(c, 'photoId', 'SITE_PHOTO_NOT_FOUND');
      return c.json(await removeSitePhoto(deps.sql, c.req.param('agencyId'), photoId, writeContextOf(c, SERVICE_NAME)));
    });
}
