import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { JSON_BODY_MAX_BYTES, SITE_PHOTO_BODY_MAX_BYTES } from '@portal/contracts';
import { AppError, type AppEnv } from '@portal/service-kit';

/** The photo upload (`POST /agency/{id}/site/{siteId}/photos`): the one route taking an image in its body. */
const PHOTO_UPLOAD = /^\/agency\/[^/]+\/site\/[^/]+\/photos\/?$/;

/** The service-wide limit, to give `createHttpApp`: large enough for a 25 Mo photo in base64. */
export const OPERATIONS_MAX_BODY_BYTES = SITE_PHOTO_BODY_MAX_BYTES;

const jsonLimit = bodyLimit({
  maxSize: JSON_BODY_MAX_BYTES,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE');
  },
});

/** Every other request keeps the usual JSON limit (1 Mo). */
export const jsonBodyLimitBesidesPhotos = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'POST' && PHOTO_UPLOAD.test(c.req.path)) return next();
  return jsonLimit(c, next);
});
