import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldAttachmentSchema, FieldEventSchema, uuidv7 } from '@portal/contracts';
import { imageBytes } from '../sites/testing/fixtures.js';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { agencyOnDuty, at, message, secondAgent, sync, syncOk } from './testing/fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

type Photo = { fileName: string; contentType: string; bytes: Uint8Array<ArrayBuffer> };
const PNG: Photo = { fileName: 'vitre-cassee.png', contentType: 'image/png', bytes: imageBytes('png') };

const put = (agencyId: string, token: string, id: string, photo: Photo) =>
  h.request('PUT', `/agency/${agencyId}/field/attachment/${id}?fileName=${encodeURIComponent(photo.fileName)}`, {
    token,
    bytes: photo.bytes,
    headers: { 'content-type': photo.contentType },
  });

const attachmentRows = async (agencyId: string) => {
  const [row] = await h.asPlatform(
    (tx) => tx<{ count: number }[]>`select count(*)::int as count from field_attachments where agency_id = ${agencyId}`,
  );
  return row!.count;
};

describe('field mode: photos of the messages', () => {
  it('a photo uploaded under the phone’s id, resent harmlessly, carried by an observation and read back by the office', async () => {
    const day = await agencyOnDuty(h);
    const photoId = uuidv7();
    const first = await put(day.agencyId, day.agent, photoId, PNG);
    expect(first.status).toBe(201);
    expect(FieldAttachmentSchema.parse(first.body)).toMatchObject({
      id: photoId,
      fileName: 'vitre-cassee.png',
      size: PNG.bytes.length,
    });
    // The answer was lost: the phone sends it again; it is kept once.
    const again = await put(day.agencyId, day.agent, photoId, PNG);
    expect([again.status, (again.body as { id: string }).id]).toEqual([200, photoId]);
    expect(await attachmentRows(day.agencyId)).toBe(1);

    const eventId = uuidv7();
    await syncOk(h, day.agencyId, day.agent, [
      message({ type: 'service.start', serviceId: day.service.id, createdAt: at('08:01') }),
      message({
        type: 'event.create',
        eventId,
        serviceId: day.service.id,
        typeKey: 'observation',
        content: '',
        attachmentIds: [photoId],
        createdAt: at('09:10'),
      }),
    ]);
    const event = await h.request('GET', `/agency/${day.agencyId}/event/${eventId}`, { token: day.owner });
    expect(FieldEventSchema.parse(event.body).messages[0]!.attachmentIds).toEqual([photoId]);

    for (const token of [day.owner, day.agent]) {
      const image = await h.app.request(`/agency/${day.agencyId}/field/attachment/${photoId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG.bytes);
    }
  });

  it("a photo not uploaded, or another agent's, refuses the message (404 'Photo introuvable'); another agent cannot read it", async () => {
    const day = await agencyOnDuty(h);
    const other = await secondAgent(h, day.agencyId, day.owner);
    const othersPhoto = uuidv7();
    expect((await put(day.agencyId, other.token, othersPhoto, PNG)).status).toBe(201);
    // The same id again by someone else: not his to replace.
    const stolen = await put(day.agencyId, day.agent, othersPhoto, PNG);
    expect([stolen.status, stolen.error?.message]).toEqual([404, 'Photo introuvable']);

    await syncOk(h, day.agencyId, day.agent, [
      message({ type: 'service.start', serviceId: day.service.id, createdAt: at('08:01') }),
    ]);
    for (const photoId of [uuidv7(), othersPhoto]) {
      const declared = message({
        type: 'event.create',
        eventId: uuidv7(),
        serviceId: day.service.id,
        typeKey: 'observation',
        content: 'Photo jointe',
        attachmentIds: [photoId],
        createdAt: at('09:00'),
      });
      const answer = await sync(h, day.agencyId, day.agent, [declared]);
      expect([answer.status, answer.error?.code, answer.error?.message, answer.error?.details?.['uuid']]).toEqual([
        404,
        'FIELD_ATTACHMENT_NOT_FOUND',
        'Photo introuvable',
        declared.uuid,
      ]);
    }
    const [events] = await h.asPlatform(
      (tx) => tx<{ count: number }[]>`select count(*)::int as count from events where agency_id = ${day.agencyId}`,
    );
    expect(events!.count).toBe(1); // the start's own progress event only

    const read = await h.request('GET', `/agency/${day.agencyId}/field/attachment/${othersPhoto}`, {
      token: day.agent,
    });
    expect([read.status, read.error?.message]).toEqual([404, 'Photo introuvable']);
  });

  it("a renamed executable, a type that is not a photo, 25 Mo + 1 byte: refused, nothing kept; another agency's photo id: 404", async () => {
    const day = await agencyOnDuty(h);
    const executable = new Uint8Array(
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'),
    );
    const renamed = await put(day.agencyId, day.agent, uuidv7(), { ...PNG, fileName: 'photo.png', bytes: executable });
    expect([renamed.status, renamed.error?.details?.issues]).toEqual([
      400,
      [{ path: 'file', message: 'Le fichier est invalide' }],
    ]);
    const pdf = await put(day.agencyId, day.agent, uuidv7(), {
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      bytes: executable,
    });
    expect(pdf.status).toBe(400);
    const huge = Buffer.alloc(25_000_001);
    Buffer.from(PNG.bytes).copy(huge);
    const tooLarge = await put(day.agencyId, day.agent, uuidv7(), { ...PNG, bytes: new Uint8Array(huge) });
    expect([tooLarge.status, tooLarge.error?.code]).toEqual([413, 'FILES_SIZES_TOO_LARGE']);
    expect(await attachmentRows(day.agencyId)).toBe(0);

    const elsewhere = await agencyOnDuty(h);
    const theirs = uuidv7();
    expect((await put(elsewhere.agencyId, elsewhere.agent, theirs, PNG)).status).toBe(201);
    const taken = await put(day.agencyId, day.agent, theirs, PNG);
    const read = await h.request('GET', `/agency/${day.agencyId}/field/attachment/${theirs}`, { token: day.owner });
    expect([taken.status, read.status]).toEqual([404, 404]);
    expect(await attachmentRows(day.agencyId)).toBe(0);
  });
});
