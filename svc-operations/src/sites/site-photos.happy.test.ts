import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse, SitePhoto } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { IMAGES, addCustomer, createSiteThroughApi, imageBytes, siteBody, uploadPhoto } from './testing/fixtures.js';

let h: OperationsHarness;
let agencyId: string;
let token: string;
let hall: string;
let parking: string;
beforeAll(async () => {
  h = await startOperationsHarness();
  agencyId = (await h.provisionAgency()).agencyId;
  token = await h.tokenFor(agencyId);
  const customerId = (await addCustomer(h, agencyId)).customerId;
  hall = (await createSiteThroughApi(h, agencyId, siteBody(customerId, { name: 'Hall' }))).id;
  parking = (await createSiteThroughApi(h, agencyId, siteBody(customerId, { name: 'Parking' }))).id;
});
afterAll(async () => {
  await h?.close();
});

const upload = (siteId: string, fileName: string, kind: 'png' | 'jpeg' | 'webp') =>
  uploadPhoto(h, { agencyId, siteId, token }, { fileName, contentType: `image/${kind}`, bytes: imageBytes(kind) });
const library = async (filters: Record<string, unknown> = {}) => {
  const answer = await h.request('POST', `/agency/${agencyId}/fetch/site-photos`, { token, json: { filters } });
  expect(answer.status).toBe(200);
  return answer.body as ListResponse<SitePhoto>;
};

describe('site photos', () => {
  it('uploads jpeg, png and webp images and lists them newest first, across sites or for one', async () => {
    const png = await upload(hall, 'entrée.png', 'png');
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({
      siteId: hall,
      siteName: 'Hall',
      fileName: 'entrée.png',
      contentType: 'image/png',
      size: Buffer.from(IMAGES.png, 'base64').length,
    });
    expect((await upload(parking, 'rampe.jpg', 'jpeg')).status).toBe(201);
    expect((await upload(hall, 'issue.webp', 'webp')).status).toBe(201);

    const all = await library();
    expect(all.filteredCount).toBe(3);
    expect(all.data.map((photo) => photo.fileName)).toEqual(['issue.webp', 'rampe.jpg', 'entrée.png']);
    const ofHall = await library({ siteId: hall });
    expect(ofHall.data.map((photo) => photo.fileName)).toEqual(['issue.webp', 'entrée.png']);
    expect(ofHall.data.every((photo) => photo.siteName === 'Hall')).toBe(true);
  });

  it('downloads the image with its type, then deletes it', async () => {
    const photo = (await upload(parking, 'plan.png', 'png')).body as SitePhoto;
    const response = await h.app.request(`/agency/${agencyId}/site-photo/${photo.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(IMAGES.png, 'base64'))).toBe(true);

    const deleted = await h.request('DELETE', `/agency/${agencyId}/site-photo/${photo.id}`, { token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: photo.id, deleted: true });
    const again = await h.request('GET', `/agency/${agencyId}/site-photo/${photo.id}`, { token });
    expect([again.status, again.error?.message]).toEqual([404, 'Photo introuvable']);
    expect((await library({ siteId: parking })).data.map((row) => row.id)).not.toContain(photo.id);
  });

  it('takes an image of 25 Mo exactly, kept in 1 MiB chunks and given back byte for byte', async () => {
    const big = Buffer.alloc(25_000_000);
    for (let i = 0; i < big.length; i += 4096) big[i] = i % 251;
    Buffer.from(IMAGES.jpeg, 'base64').copy(big);
    const answer = await uploadPhoto(
      h,
      { agencyId, siteId: hall, token },
      { fileName: 'grande.JPG', contentType: 'image/jpeg', bytes: new Uint8Array(big) },
    );
    expect(answer.status).toBe(201);
    const photo = answer.body as SitePhoto;
    expect(photo).toMatchObject({ size: 25_000_000, fileName: 'grande.JPG' });
    const [file] = await h.asPlatform(
      (tx) =>
        tx<{ id: string; chunks: number; stored: number }[]>`
        select f.id, f.chunks, (select count(*)::int from stored_file_chunks c where c.file_id = f.id) as stored
          from stored_files f join site_photos p on p.file_id = f.id where p.id = ${photo.id}`,
    );
    expect(file).toMatchObject({ chunks: 24, stored: 24 });
    const response = await h.app.request(`/agency/${agencyId}/site-photo/${photo.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.headers.get('content-length')).toBe('25000000');
    expect(Buffer.from(await response.arrayBuffer()).equals(big)).toBe(true);

    // Deleting the photo deletes its image.
    expect((await h.request('DELETE', `/agency/${agencyId}/site-photo/${photo.id}`, { token })).status).toBe(200);
    const left = await h.asPlatform((tx) => tx`select 1 from stored_file_chunks where file_id = ${file?.id ?? ''}`);
    expect(left).toHaveLength(0);
  });
});
