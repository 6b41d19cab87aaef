import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse, SitePhoto } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { IMAGES, addCustomer, createSiteThroughApi, siteBody } from './testing/fixtures.js';

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
  h.request('POST', `/agency/${agencyId}/site/${siteId}/photos`, {
    token,
    json: { fileName, contentType: `image/${kind}`, data: IMAGES[kind] },
  });
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

  it('takes an image of nearly 25 Mo, above the usual 1 Mo JSON limit', async () => {
    const big = Buffer.alloc(24_000_000);
    Buffer.from(IMAGES.jpeg, 'base64').copy(big);
    const answer = await h.request('POST', `/agency/${agencyId}/site/${hall}/photos`, {
      token,
      json: { fileName: 'grande.jpg', contentType: 'image/jpeg', data: big.toString('base64') },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ size: 24_000_000 });
  });
});
