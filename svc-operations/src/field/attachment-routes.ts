import { Hono, type Context } from 'hono';
import { FIELD_ATTACHMENT_CALLS, FIELD_PHOTO_TYPES, type FieldPhotoType } from '@portal/contracts';
import {
  authenticate,
  receiveUpload,
  requireRight,
  requireTenant,
  scopeOf,
  validate,
  writeContextOf,
  type AppEnv,
} from '@portal/service-kit';
import { SERVICE_NAME, type OperationsDeps } from '../deps.js';
import { idParam } from '../sites/route-params.js';
import { attachmentContent, storeAttachment, uploadedAttachment } from './attachments.js';

const { uploadAttachment, attachment } = FIELD_ATTACHMENT_CALLS;

/** The upload's path: its body is the photo, streamed by the route (not the 1 Mo JSON limit). */
export const FIELD_PHOTO_UPLOAD = /^\/agency\/[^/]+\/field\/attachment\/[^/]+\/?$/;

/** A photo as the browser shows it (inline, kept an hour in the user's own cache). */
export const photoAnswer = (c: Context<AppEnv>, photo: Awaited<ReturnType<typeof attachmentContent>>) =>
  c.body(photo.content, 200, {
    'content-type': photo.contentType,
    'content-length': String(photo.size),
    'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(photo.fileName)}`,
    'cache-control': 'private, max-age=3600',
  });

/** The photos of field messages: uploaded by the phone before the messages carrying them, and read back. */
export function fieldAttachmentRoutes(deps: OperationsDeps) {
  const auth = authenticate(deps.verify);
  const uploaderOf = (c: Context<AppEnv>) => ({
    agencyId: c.req.param('agencyId') ?? '',
    userId: c.get('session').userId,
  });
  return new Hono<AppEnv>()
    .put(
      uploadAttachment.path,
      auth,
      requireTenant,
      requireRight(uploadAttachment.right),
      validate('query', uploadAttachment.query),
      async (c) => {
        const id = idParam(c, 'attachmentId', 'FIELD_ATTACHMENT_NOT_FOUND');
        const uploader = uploaderOf(c);
        // A resent photo is answered before a byte of it is read again.
        const known = await uploadedAttachment(deps.sql, scopeOf(c.get('session')), uploader, id);
        if (known) return c.json(known);
        const file = await receiveUpload(c, { fileName: c.req.valid('query').fileName, accept: FIELD_PHOTO_TYPES });
        try {
          const photo = { ...file, contentType: file.contentType as FieldPhotoType };
          return c.json(await storeAttachment(deps.sql, uploader, id, photo, writeContextOf(c, SERVICE_NAME)), 201);
        } finally {
          await file.discard();
        }
      },
    )
    .get(attachment.path, auth, requireTenant, requireRight(attachment.right), async (c) => {
      const id = idParam(c, 'attachmentId', 'FIELD_ATTACHMENT_NOT_FOUND');
      const session = c.get('session');
      const reader =
        session.role === 'agent' ? { kind: 'agent' as const, agentId: session.userId } : { kind: 'office' as const };
      return photoAnswer(c, await attachmentContent(deps.sql, scopeOf(session), c.req.param('agencyId'), id, reader));
    });
}
