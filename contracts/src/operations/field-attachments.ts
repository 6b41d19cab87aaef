import { z } from 'zod';
import type { CallTable } from '../common/calls.js';
import { SITE_PHOTO_EXTENSIONS, SITE_PHOTO_TYPES, UploadSitePhotoQuerySchema } from './site-photos.js';

/** What an agent may attach on duty: photos, as the sites' library takes them (25 Mo at most, 00 §9). */
export const FIELD_PHOTO_TYPES = SITE_PHOTO_TYPES;
export const FIELD_PHOTO_EXTENSIONS = SITE_PHOTO_EXTENSIONS;
export type FieldPhotoType = (typeof FIELD_PHOTO_TYPES)[number];

/** At most this many photos on one event message or one end of service. */
export const FIELD_ATTACHMENTS_MAX = 10;

export const FieldAttachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.enum(FIELD_PHOTO_TYPES),
  size: z.int(),
  uploadedAt: z.iso.datetime({ offset: true }),
});
export type FieldAttachment = z.infer<typeof FieldAttachmentSchema>;

/**
 * The photos of field messages (01 §3 Event message attachments). The phone names each photo with a
 * uuid of its own when it is taken, queues it with the message that carries it, and uploads it just
 * before that message: the upload is idempotent by that id (sent twice after a lost answer, it is
 * kept once), and a message may only carry photos its author uploaded.
 */
export const FIELD_ATTACHMENT_CALLS = {
  uploadAttachment: {
    method: 'PUT',
    path: '/agency/:agencyId/field/attachment/:attachmentId',
    right: 'missionEvents.create',
    query: UploadSitePhotoQuerySchema,
    upload: { types: FIELD_PHOTO_TYPES },
    response: FieldAttachmentSchema,
  },
  /** The photo itself (binary): its author's, or one on an event the caller may read. */
  attachment: {
    method: 'GET',
    path: '/agency/:agencyId/field/attachment/:attachmentId',
    right: 'missionEvents.list',
    response: z.instanceof(Blob),
  },
} as const satisfies CallTable;
