import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteItems } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { addCustomer, createSiteThroughApi, siteBody } from './testing/fixtures.js';

let h: OperationsHarness;
let agencyId: string;
let token: string;
let siteId: string;
beforeAll(async () => {
  h = await startOperationsHarness();
  agencyId = (await h.provisionAgency()).agencyId;
  token = await h.tokenFor(agencyId);
  siteId = (await createSiteThroughApi(h, agencyId, siteBody((await addCustomer(h, agencyId)).customerId))).id;
});
afterAll(async () => {
  await h?.close();
});

const itemsPath = () => `/agency/${agencyId}/site/${siteId}/items`;

describe('site items (GET/POST /agency/{id}/site/{siteId}/items)', () => {
  it('a new site has none', async () => {
    const answer = await h.request('GET', itemsPath(), { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: [] });
  });

  it('saves the list in the order of its positions, renumbered, and reads it back ordered', async () => {
    const saved = await h.request('POST', itemsPath(), {
      token,
      json: {
        items: [
          { label: 'Clés du local', position: 5 },
          { label: 'Badge parking', position: 1 },
          { label: 'Registre de sécurité', position: 3 },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const body = saved.body as SiteItems;
    expect(body.data.map(({ label, position }) => [label, position])).toEqual([
      ['Badge parking', 0],
      ['Registre de sécurité', 1],
      ['Clés du local', 2],
    ]);
    expect((await h.request('GET', itemsPath(), { token })).body).toEqual(body);
  });

  it('moves an item up, keeping the ids of the items already saved', async () => {
    const before = ((await h.request('GET', itemsPath(), { token })).body as SiteItems).data;
    const [first, second, third] = before;
    const moved = await h.request('POST', itemsPath(), {
      token,
      json: {
        items: [
          { id: first?.id, label: first?.label, position: 0 },
          { id: third?.id, label: third?.label, position: 1 },
          { id: second?.id, label: second?.label, position: 2 },
          { label: 'Nouvel élément', position: 3 },
        ],
      },
    });
    const after = (moved.body as SiteItems).data;
    expect(after.map((item) => item.label)).toEqual([
      'Badge parking',
      'Clés du local',
      'Registre de sécurité',
      'Nouvel élément',
    ]);
    expect(after.slice(0, 3).map((item) => item.id)).toEqual([first?.id, third?.id, second?.id]);
  });

  it('an empty list removes them all', async () => {
    await h.request('POST', itemsPath(), { token, json: { items: [] } });
    expect((await h.request('GET', itemsPath(), { token })).body).toEqual({ data: [] });
  });
});
