import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../constants.js';
import { requiredText } from '../common/validation.js';

/*
 * The photos a site's library and an agent's field messages take: kept apart from the sites' schemas,
 * which a phone's first screen (its queue uploads photos) has no use for.
 */

/** Photos of the site library: the formats accepted and the upload limit (00 §9: 25 Mo). */
export const SITE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const SITE_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const SITE_PHOTO_MAX_BYTES = UPLOAD_MAX_BYTES;

const PHOTO_TYPE_BY_EXTENSION: Record<string, (typeof SITE_PHOTO_TYPES)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
/** The type a photo's name announces (what its upload says it is); the browser's own guess otherwise. */
export function photoTypeOfName(fileName: string, browserType: string): (typeof SITE_PHOTO_TYPES)[number] {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return PHOTO_TYPE_BY_EXTENSION[extension] ?? (browserType as (typeof SITE_PHOTO_TYPES)[number]);
}

/**
 * `POST …/site/{id}/photos?fileName=…`: the image's own bytes as the body, its type in
 * `Content-Type` (jpeg, png or webp, proven by its first bytes; at most 25 Mo).
 */
export const UploadSitePhotoQuerySchema = z.strictObject({ fileName: requiredText(255) });
export type UploadSitePhotoQuery = z.infer<typeof UploadSitePhotoQuerySchema>;
