import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { IMAGES, addCustomer, createSiteThroughApi, imageBytes, siteBody, uploadPhoto } from './testing/fixtures.js';

let h: OperationsHarness;
let agencyId: string;
let token: string;
let customerId: string;
let siteId: string;
beforeAll(async () => {
  h = await startOperationsHarness();
  agencyId = (await h.provisionAgency()).agencyId;
  token = await h.tokenFor(agencyId);
  customerId = (await addCustomer(h, agencyId)).customerId;
  siteId = (await createSiteThroughApi(h, agencyId, siteBody(customerId, { name: 'Existant' }))).id;
});
afterAll(async () => {
  await h?.close();
});

const countSites = async () =>
  (await h.asPlatform((tx) => tx<{ count: number }[]>`select count(*)::int as count from sites`))[0]?.count;
const countEvents = async () =>
  (await h.asPlatform((tx) => tx<{ count: number }[]>`select count(*)::int as count from outbox`))[0]?.count;

async function expectNothingWritten(write: () => Promise<unknown>) {
  const [sites, events] = [await countSites(), await countEvents()];
  await write();
  expect([await countSites(), await countEvents()]).toEqual([sites, events]);
}

describe('creating a site refused', () => {
  it('without a name or a customer: French field errors, nothing written', async () => {
    await expectNothingWritten(async () => {
      const answer = await h.request('POST', `/agency/${agencyId}/site`, { token, json: { name: '   ' } });
      expect([answer.status, answer.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(answer.error?.details?.issues).toEqual(
        expect.arrayContaining([
          { path: 'name', message: 'Obligatoire' },
          { path: 'customerId', message: 'Obligatoire' },
        ]),
      );
    });
  });

  it('with a radius out of 10–5000, an unknown country, a closure ending before it starts, an unknown right', async () => {
    const answer = await h.request('POST', `/agency/${agencyId}/site`, {
      token,
      json: siteBody(customerId, {
        radius: 5,
        address: { country: 'XX' as never },
        closures: [{ startDate: '2026-05-10', endDate: '2026-05-01', reason: '' }],
        rightsAgent: { 'agencySettings.edit': true } as never,
      }),
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.details?.issues).toEqual(
      expect.arrayContaining([
        { path: 'radius', message: 'Le périmètre doit être compris entre 10 et 5000 mètres' },
        { path: 'address.country', message: 'Format invalide' },
        { path: 'closures.0.endDate', message: 'La date de fin doit être postérieure ou égale à la date de début' },
        { path: 'rightsAgent.agencySettings.edit', message: 'Champ non autorisé' },
      ]),
    );
  });

  it("for an archived customer: 'Ce client est archivé' on customerId", async () => {
    const archived = await addCustomer(h, agencyId, { status: 300 });
    await expectNothingWritten(async () => {
      const answer = await h.request('POST', `/agency/${agencyId}/site`, {
        token,
        json: siteBody(archived.customerId),
      });
      expect([answer.status, answer.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(answer.error?.details?.issues).toEqual([{ path: 'customerId', message: 'Ce client est archivé' }]);
    });
  });

  it("for another agency's customer or an unknown one: 'Client introuvable' on customerId", async () => {
    const other = (await h.provisionAgency()).agencyId;
    const foreign = await addCustomer(h, other);
    for (const id of [foreign.customerId, uuidv7()]) {
      await expectNothingWritten(async () => {
        const answer = await h.request('POST', `/agency/${agencyId}/site`, { token, json: siteBody(id) });
        expect([answer.status, answer.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
        expect(answer.error?.details?.issues).toEqual([{ path: 'customerId', message: 'Client introuvable' }]);
      });
    }
  });
});

describe('editing a site refused', () => {
  it('moving it to an archived customer', async () => {
    const archived = await addCustomer(h, agencyId, { status: 300 });
    await expectNothingWritten(async () => {
      const answer = await h.request('PUT', `/agency/${agencyId}/site/${siteId}`, {
        token,
        json: siteBody(archived.customerId),
      });
      expect(answer.error?.details?.issues).toEqual([{ path: 'customerId', message: 'Ce client est archivé' }]);
    });
    const read = await h.request('GET', `/agency/${agencyId}/site/${siteId}`, { token });
    expect(read.body).toMatchObject({ name: 'Existant', customerId });
  });

  it("an unknown site, another agency's site or a malformed id: 404 'Site introuvable'", async () => {
    const other = (await h.provisionAgency()).agencyId;
    const foreign = await createSiteThroughApi(h, other, siteBody((await addCustomer(h, other)).customerId));
    for (const id of [uuidv7(), foreign.id, 'pas-un-uuid']) {
      for (const [method, path, json] of [
        ['GET', `/agency/${agencyId}/site/${id}`, undefined],
        ['PUT', `/agency/${agencyId}/site/${id}`, siteBody(customerId)],
        ['PATCH', `/agency/${agencyId}/site/${id}/archive`, undefined],
        ['GET', `/agency/${agencyId}/site/${id}/items`, undefined],
        ['POST', `/agency/${agencyId}/site/${id}/items`, { items: [] }],
      ] as const) {
        const answer = await h.request(method, path, { token, json });
        expect([method, path, answer.status, answer.error?.message]).toEqual([method, path, 404, 'Site introuvable']);
      }
      const photo = await uploadPhoto(
        h,
        { agencyId, siteId: id, token },
        { fileName: 'a.png', contentType: 'image/png', bytes: imageBytes('png') },
      );
      expect([photo.status, photo.error?.message]).toEqual([404, 'Site introuvable']);
    }
    const untouched = await h.request('GET', `/agency/${other}/site/${foreign.id}`, { token: await h.tokenFor(other) });
    expect(untouched.body).toMatchObject({ status: 100, name: foreign.name });
  });

  it('an unknown action: 404', async () => {
    const answer = await h.request('PATCH', `/agency/${agencyId}/site/${siteId}/supprimer`, { token });
    expect([answer.status, answer.error?.code]).toEqual([404, 'ROUTE_NOT_FOUND']);
  });

  it('items without a label', async () => {
    const answer = await h.request('POST', `/agency/${agencyId}/site/${siteId}/items`, {
      token,
      json: { items: [{ label: '', position: 0 }] },
    });
    expect(answer.error?.details?.issues).toEqual([{ path: 'items.0.label', message: 'Obligatoire' }]);
  });
});

describe('lists refused', () => {
  it('a sort column outside the whitelist, an unknown filter', async () => {
    const answer = await h.request('POST', `/agency/${agencyId}/fetch/sites`, {
      token,
      json: { orderBy: 'comments', filters: { radius: 100 } },
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.details?.issues).toEqual(
      expect.arrayContaining([
        { path: 'orderBy', message: 'Format invalide' },
        { path: 'filters.radius', message: 'Champ non autorisé' },
      ]),
    );
  });
});

describe('photos refused', () => {
  const upload = (file: { fileName: string; contentType: string; bytes: Uint8Array<ArrayBuffer> }) =>
    uploadPhoto(h, { agencyId, siteId, token }, file);
  const countPhotos = async () =>
    (await h.asPlatform((tx) => tx<{ count: number }[]>`select count(*)::int as count from site_photos`))[0]?.count;
  const invalid = [{ path: 'file', message: 'Le fichier est invalide' }];

  it("a type other than jpeg, png or webp, content that is not the image announced, or a name that says otherwise: 'Le fichier est invalide'", async () => {
    const gif = await upload({ fileName: 'anim.gif', contentType: 'image/gif', bytes: imageBytes('gif') });
    expect([gif.status, gif.error?.details?.issues]).toEqual([400, invalid]);
    const disguised = await upload({ fileName: 'anim.png', contentType: 'image/png', bytes: imageBytes('gif') });
    expect(disguised.error?.details?.issues).toEqual(invalid);
    const misnamed = await upload({ fileName: 'photo.exe', contentType: 'image/png', bytes: imageBytes('png') });
    expect(misnamed.error?.details?.issues).toEqual(invalid);
    const mislabelled = await upload({ fileName: 'photo.png', contentType: 'image/jpeg', bytes: imageBytes('png') });
    expect(mislabelled.error?.details?.issues).toEqual(invalid);
    const empty = await upload({ fileName: 'vide.png', contentType: 'image/png', bytes: new Uint8Array(0) });
    expect(empty.status).toBe(400);
    const unnamed = await h.request('POST', `/agency/${agencyId}/site/${siteId}/photos`, {
      token,
      bytes: imageBytes('png'),
      headers: { 'content-type': 'image/png' },
    });
    expect([unnamed.status, unnamed.error?.details?.issues]).toEqual([
      400,
      [{ path: 'fileName', message: 'Obligatoire' }],
    ]);
    expect(await countPhotos()).toBe(0);
  });

  it('an image above 25 Mo: 413 with the files_sizes_too_large text, announced or streamed', async () => {
    const image = Buffer.alloc(25_000_001);
    Buffer.from(IMAGES.png, 'base64').copy(image);
    const answer = await upload({ fileName: 'trop.png', contentType: 'image/png', bytes: new Uint8Array(image) });
    expect([answer.status, answer.error?.code]).toEqual([413, 'FILES_SIZES_TOO_LARGE']);
    expect(answer.error?.message).toBe(
      'Les fichiers dépassent 25 Mo : importez-les un par un ou réduisez leur taille.',
    );
    // Without a length (chunked): cut off as soon as it passes 25 Mo.
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 40_000_000) return controller.close();
        const chunk = new Uint8Array(1_000_000);
        if (sent === 0) chunk.set(imageBytes('png'));
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const streamed = await h.app.request(`/agency/${agencyId}/site/${siteId}/photos?fileName=flux.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(40_000_000);
    expect(await countPhotos()).toBe(0);
  });

  it('any other route keeps the 1 Mo JSON limit', async () => {
    const answer = await h.request('POST', `/agency/${agencyId}/site`, {
      token,
      json: siteBody(customerId, { comments: 'x'.repeat(1_100_000) }),
    });
    expect([answer.status, answer.error?.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it("an unknown photo: 404 'Photo introuvable'", async () => {
    for (const id of [uuidv7(), 'pas-un-uuid']) {
      const read = await h.request('GET', `/agency/${agencyId}/site-photo/${id}`, { token });
      const deleted = await h.request('DELETE', `/agency/${agencyId}/site-photo/${id}`, { token });
      expect([read.status, read.error?.message, deleted.status]).toEqual([404, 'Photo introuvable', 404]);
    }
  });
});
