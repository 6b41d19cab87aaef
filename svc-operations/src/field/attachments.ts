import type { FieldAttachment, FieldMessage, FieldPhotoType } from '@portal/contracts';
import {
  AppError,
  findStoredFile,
  storedFileStream,
  storeFile,
  withFileWriteSlot,
  type ReceivedFile,
  type Scope,
  type Sql,
  type Tx,
  type WriteContext,
} from '@portal/service-kit';
import { readInAgency, writeInAgency } from '../agencies/in-agency.js';
import { photoShownToCustomer } from './customer-events.js';

type Uploader = { agencyId: string; userId: string };

const attachmentColumns = (tx: Tx) =>
  tx`id, file_name, content_type, size, to_char(uploaded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as uploaded_at`;

async function findOwnAttachment(tx: Tx, uploader: Uploader, id: string) {
  const [row] = await tx<(FieldAttachment & { uploadedBy: string })[]>`
    select ${attachmentColumns(tx)}, uploaded_by from field_attachments
     where agency_id = ${uploader.agencyId} and id = ${id}`;
  // Another's photo is not the caller's to send again or replace.
  if (row && row.uploadedBy !== uploader.userId) throw new AppError('FIELD_ATTACHMENT_NOT_FOUND');
  if (!row) return undefined;
  const { uploadedBy: _, ...attachment } = row;
  return attachment;
}

/** Before an upload is read: a photo already received under this id answers at once (a resent upload). */
export function uploadedAttachment(sql: Sql, scope: Scope, uploader: Uploader, id: string) {
  return readInAgency(sql, scope, uploader.agencyId, (tx) => findOwnAttachment(tx, uploader, id));
}

/**
 * `PUT …/field/attachment/{id}`: keeps a photo the phone took, under the id the phone gave it; sent
 * again (its answer was lost), the first one stays and is answered.
 */
export function storeAttachment(
  sql: Sql,
  uploader: Uploader,
  id: string,
  file: ReceivedFile & { contentType: FieldPhotoType },
  context: WriteContext,
): Promise<FieldAttachment> {
  return withFileWriteSlot(() =>
    writeInAgency(sql, context, uploader.agencyId, async (tx) => {
      await tx`select pg_advisory_xact_lock(hashtext(${id}))`;
      const known = await findOwnAttachment(tx, uploader, id);
      if (known) return known;
      const stored = await storeFile(tx, uploader.agencyId, file);
      const [row] = await tx<FieldAttachment[]>`
        insert into field_attachments (id, agency_id, uploaded_by, file_id, file_name, content_type, size)
        values (${id}, ${uploader.agencyId}, ${uploader.userId}, ${stored.id}, ${file.fileName}, ${file.contentType}, ${file.size})
        on conflict (id) do nothing
        returning ${attachmentColumns(tx)}`;
      // The id is another agency's photo's: not one the caller may use.
      if (!row) throw new AppError('FIELD_ATTACHMENT_NOT_FOUND', { internal: `attachment ${id} taken elsewhere` });
      return row;
    }),
  );
}

/** The photos a batch's messages carry must have been uploaded by their author, in this agency. */
export async function requireOwnAttachments(tx: Tx, uploader: Uploader, messages: readonly FieldMessage[]) {
  const ids = [...new Set(messages.flatMap((message) => ('attachmentIds' in message ? message.attachmentIds : [])))];
  if (ids.length === 0) return;
  const found = await tx<{ id: string }[]>`
    select id from field_attachments
     where agency_id = ${uploader.agencyId} and uploaded_by = ${uploader.userId} and id = any(${ids}::uuid[])`;
  if (found.length !== ids.length) {
    const known = new Set(found.map((row) => row.id));
    throw new AppError('FIELD_ATTACHMENT_NOT_FOUND', { internal: `missing ${ids.filter((id) => !known.has(id))}` });
  }
}

/** Who asks for a photo: the office, an agent (his id), or a customer's user or the office on his behalf. */
export type PhotoReader =
  { kind: 'office' } | { kind: 'agent'; agentId: string } | { kind: 'customer'; customerId: string };

/**
 * `GET …/field/attachment/{id}`: the photo, streamed. An agent reads the photos he took and those
 * of the events he may read (his declarations, his services'); the office reads the agency's; a
 * customer those of the events his sites show him.
 */
export async function attachmentContent(sql: Sql, scope: Scope, agencyId: string, id: string, reader: PhotoReader) {
  const agentOnly = reader.kind === 'agent' ? reader.agentId : null;
  const found = await readInAgency(sql, scope, agencyId, async (tx) => {
    const [row] = await tx<{ fileId: string; fileName: string; contentType: FieldPhotoType }[]>`
      select a.file_id, a.file_name, a.content_type from field_attachments a
       where a.agency_id = ${agencyId} and a.id = ${id}
         ${
           agentOnly
             ? tx`and (a.uploaded_by = ${agentOnly} or exists (
                    select 1 from event_messages m join events e on e.agency_id = m.agency_id and e.id = m.event_id
                     where m.agency_id = a.agency_id and m.attachment_ids @> ${tx.json([id])}
                       and e.deleted_at is null
                       and (e.author_id = ${agentOnly} or exists (
                         select 1 from service_agents sa where sa.agency_id = e.agency_id
                            and sa.service_id = e.service_id and sa.agent_id = ${agentOnly}))))`
             : tx``
         }`;
    if (row && reader.kind === 'customer' && !(await photoShownToCustomer(tx, agencyId, reader.customerId, id))) {
      return undefined;
    }
    const file = row && (await findStoredFile(tx, row.fileId));
    return row && file ? { ...row, file } : undefined;
  });
  if (!found) throw new AppError('FIELD_ATTACHMENT_NOT_FOUND');
  return {
    fileName: found.fileName,
    contentType: found.contentType,
    size: found.file.size,
    content: storedFileStream(sql, scope, found.file),
  };
}
