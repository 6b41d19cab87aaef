import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_FIELD_CALLS, DEFAULT_CUSTOMER_RIGHTS, uuidv7 } from '@portal/contracts';
import { addCustomer, createSiteThroughApi, imageBytes, siteBody } from '../sites/testing/fixtures.js';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { GENESIS_HASH, entryHash } from './main-courante.js';
import { agencyOnDuty, at, message, syncOk } from './testing/fixtures.js';

/**
 * customerMc: the customer reads the main courante of his own sites (the types they show him, with
 * their photos) and verifies its whole chain; nothing of another customer's, nothing hidden from him.
 */
let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

const PNG = imageBytes('png');

async function dayWithEvents() {
  const day = await agencyOnDuty(h);
  const photoId = uuidv7();
  const upload = await h.request('PUT', `/agency/${day.agencyId}/field/attachment/${photoId}?fileName=vitre.png`, {
    token: day.agent,
    bytes: PNG,
    headers: { 'content-type': 'image/png' },
  });
  expect(upload.status).toBe(201);
  await syncOk(h, day.agencyId, day.agent, [
    message({ type: 'service.start', serviceId: day.service.id, createdAt: at('08:01') }),
    message({
      type: 'event.create',
      eventId: uuidv7(),
      serviceId: day.service.id,
      typeKey: 'incident',
      content: 'Vitre brisée au rez-de-chaussée',
      attachmentIds: [photoId],
      createdAt: at('09:10'),
    }),
    message({ type: 'break.start', serviceId: day.service.id, createdAt: at('12:00') }),
    message({ type: 'break.stop', serviceId: day.service.id, createdAt: at('12:20') }),
  ]);
  const customer = await h.tokenFor(day.agencyId, {
    role: 'customer',
    customer: day.customerId,
    rights: [...DEFAULT_CUSTOMER_RIGHTS],
  });
  return { ...day, photoId, customer };
}

const prefix = (agencyId: string, customerId: string) => `/agency/${agencyId}/customer/${customerId}`;

describe('customerMc: the main courante of the customer’s own sites', () => {
  it('lists the events his site shows him with their photos, and verifies the whole chain', async () => {
    const day = await dayWithEvents();
    const base = prefix(day.agencyId, day.customerId);
    const listed = await h.request('POST', `${base}/fetch/events`, {
      token: day.customer,
      json: { filters: { siteId: day.siteId } },
    });
    expect(listed.status).toBe(200);
    const events = CUSTOMER_FIELD_CALLS.customerEvents.response.parse(listed.body);
    // The pause is the agency's business (hidden from customers by default).
    expect(events.data.map((event) => event.typeKey)).toEqual(['incident', 'service_start']);
    expect(events.filteredCount).toBe(2);
    expect(events.data[0]!.messages).toMatchObject([
      { content: 'Vitre brisée au rez-de-chaussée', attachmentIds: [day.photoId] },
    ]);

    const photo = await h.app.request(`${base}/field/attachment/${day.photoId}`, {
      headers: { authorization: `Bearer ${day.customer}` },
    });
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PNG);

    const verified = await h.request('GET', `${base}/main-courante/${day.siteId}/verify`, { token: day.customer });
    // Every entry is checked, the pause's included, though he cannot read them.
    expect(verified.body).toMatchObject({ chainId: day.siteId, valid: true, brokenAtSeq: null, entries: 4 });

    // His export: the pause's entries keep their hashes only; the others can be recomputed, and every link checked.
    const exported = CUSTOMER_FIELD_CALLS.customerExportMainCourante.response.parse(
      (await h.request('GET', `${base}/main-courante/${day.siteId}/export`, { token: day.customer })).body,
    );
    expect(exported.entries.map((entry) => (entry.redacted ? 'hidden' : entry.typeKey))).toEqual([
      'service_start',
      'incident',
      'hidden',
      'hidden',
    ]);
    expect(exported.entries[2]).toEqual({
      seq: 3,
      prevHash: exported.entries[1]!.hash,
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      redacted: true,
    });
    exported.entries.forEach((entry, index) => {
      expect(entry.prevHash).toBe(index === 0 ? GENESIS_HASH : exported.entries[index - 1]!.hash);
      if (entry.redacted) return;
      const { seq, prevHash, hash, redacted: _, ...fields } = entry;
      expect(entryHash(prevHash, seq, fields)).toBe(hash);
    });
  });

  it('an event type the site hides from its customer leaves his list, and its photos with it', async () => {
    const day = await dayWithEvents();
    const hidden = await h.request('PUT', `/agency/${day.agencyId}/site/${day.siteId}/service-event-types/incident`, {
      token: day.owner,
      json: { enabled: true, customerShow: false, notifyAgency: true, notifyCustomer: false },
    });
    expect(hidden.status).toBe(200);
    const base = prefix(day.agencyId, day.customerId);
    const listed = await h.request('POST', `${base}/fetch/events`, {
      token: day.customer,
      json: { filters: { siteId: day.siteId } },
    });
    expect(CUSTOMER_FIELD_CALLS.customerEvents.response.parse(listed.body).data.map((event) => event.typeKey)).toEqual([
      'service_start',
    ]);
    const photo = await h.request('GET', `${base}/field/attachment/${day.photoId}`, { token: day.customer });
    expect(photo.status).toBe(404);
  });

  it('another customer’s site, or another customer’s prefix, answers 404; the office reads any customer’s', async () => {
    const day = await dayWithEvents();
    const other = (await addCustomer(h, day.agencyId, { name: 'Odysseum' })).customerId;
    const otherSite = await createSiteThroughApi(h, day.agencyId, siteBody(other, { name: 'Parking P1' }));
    const mine = prefix(day.agencyId, day.customerId);
    const theirs = prefix(day.agencyId, other);
    for (const [method, path, json] of [
      ['POST', `${mine}/fetch/events`, { filters: { siteId: otherSite.id } }],
      ['GET', `${mine}/main-courante/${otherSite.id}/verify`, undefined],
      ['POST', `${theirs}/fetch/events`, { filters: { siteId: otherSite.id } }],
      ['GET', `${theirs}/main-courante/${otherSite.id}/verify`, undefined],
      ['GET', `${mine}/main-courante/${otherSite.id}/export`, undefined],
      ['GET', `${theirs}/field/attachment/${day.photoId}`, undefined],
    ] as const) {
      const answer = await h.request(method, path, { token: day.customer, json });
      expect([path, answer.status]).toEqual([path, 404]);
    }
    // The office on the customer's behalf: the same bounds (his sites, the types shown to him).
    const asOffice = await h.request('POST', `${mine}/fetch/events`, {
      token: day.owner,
      json: { filters: { siteId: day.siteId } },
    });
    expect(CUSTOMER_FIELD_CALLS.customerEvents.response.parse(asOffice.body).filteredCount).toBe(2);
    const wrongSite = await h.request('POST', `${mine}/fetch/events`, {
      token: day.owner,
      json: { filters: { siteId: otherSite.id } },
    });
    expect(wrongSite.status).toBe(404);
    // A list without its site is refused before anything is read.
    const noSite = await h.request('POST', `${mine}/fetch/events`, { token: day.customer, json: { filters: {} } });
    expect(noSite.status).toBe(400);
  });
});
