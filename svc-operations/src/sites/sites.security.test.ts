import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_AGENT_RIGHTS,
  DEFAULT_CUSTOMER_RIGHTS,
  uuidv7,
  type ListResponse,
  type Site,
  type SiteRow,
} from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { addCustomer, createSiteThroughApi, siteBody } from './testing/fixtures.js';

let h: OperationsHarness;
let agencyId: string;
let mine: string;
let theirs: string;
let mySite: Site;
let theirSite: Site;
let customerToken: string;
beforeAll(async () => {
  h = await startOperationsHarness();
  agencyId = (await h.provisionAgency()).agencyId;
  mine = (await addCustomer(h, agencyId, { name: 'Résidence Les Oliviers' })).customerId;
  theirs = (await addCustomer(h, agencyId, { name: 'Odysseum' })).customerId;
  mySite = await createSiteThroughApi(
    h,
    agencyId,
    siteBody(mine, { name: 'Bâtiment A', comments: 'Note interne', rightsAgent: { 'siteItems.list': true } }),
  );
  await createSiteThroughApi(h, agencyId, siteBody(mine, { name: 'Bâtiment B' }));
  theirSite = await createSiteThroughApi(h, agencyId, siteBody(theirs, { name: 'Parking P1' }));
  customerToken = await h.tokenFor(agencyId, {
    role: 'customer',
    customer: mine,
    rights: [...DEFAULT_CUSTOMER_RIGHTS],
  });
});
afterAll(async () => {
  await h?.close();
});

describe('a customer user', () => {
  it('lists his own sites only, through the customer-prefixed call, whatever the filters ask', async () => {
    const path = `/agency/${agencyId}/customer/${mine}/fetch/sites`;
    const own = await h.request('POST', path, { token: customerToken, json: {} });
    expect(own.status).toBe(200);
    const page = own.body as ListResponse<SiteRow>;
    expect(page.data.map((row) => row.name)).toEqual(['Bâtiment A', 'Bâtiment B']);
    expect(page.filteredCount).toBe(2);
    const asked = await h.request('POST', path, { token: customerToken, json: { filters: { customerId: theirs } } });
    expect(asked.body).toEqual({ data: [], filteredCount: 0 });
    const searched = await h.request('POST', path, { token: customerToken, json: { query: 'parking' } });
    expect(searched.body).toEqual({ data: [], filteredCount: 0 });
  });

  it('reads one of his sites without the agency-internal settings', async () => {
    const answer = await h.request('GET', `/agency/${agencyId}/customer/${mine}/site/${mySite.id}`, {
      token: customerToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: mySite.id, name: 'Bâtiment A', customerName: 'Résidence Les Oliviers' });
    expect(answer.body).not.toHaveProperty('comments');
    expect(answer.body).not.toHaveProperty('rightsAgent');
  });

  it("gets 404 for another customer's site, and for another customer's prefix", async () => {
    const site = await h.request('GET', `/agency/${agencyId}/customer/${mine}/site/${theirSite.id}`, {
      token: customerToken,
    });
    expect([site.status, site.error?.message]).toEqual([404, 'Site introuvable']);
    for (const [method, path] of [
      ['POST', `/agency/${agencyId}/customer/${theirs}/fetch/sites`],
      ['GET', `/agency/${agencyId}/customer/${theirs}/site/${theirSite.id}`],
    ] as const) {
      const answer = await h.request(method, path, { token: customerToken, json: method === 'POST' ? {} : undefined });
      expect([path, answer.status, answer.error?.code]).toEqual([path, 404, 'NOT_FOUND']);
    }
  });

  it('cannot use the agency calls (404), nor the prefixed ones without sites.list (403)', async () => {
    for (const [method, path, json] of [
      ['POST', `/agency/${agencyId}/fetch/sites`, {}],
      ['POST', `/agency/${agencyId}/fetch/site-choices`, {}],
      ['POST', `/agency/${agencyId}/fetch/customers`, {}],
      ['GET', `/agency/${agencyId}/site/${mySite.id}`, undefined],
      ['POST', `/agency/${agencyId}/site`, siteBody(mine)],
    ] as const) {
      const answer = await h.request(method, path, { token: customerToken, json });
      expect([path, answer.status, answer.error?.code]).toEqual([path, 404, 'NOT_FOUND']);
    }
    const without = await h.tokenFor(agencyId, { role: 'customer', customer: mine, rights: ['planning.list'] });
    const answer = await h.request('POST', `/agency/${agencyId}/customer/${mine}/fetch/sites`, {
      token: without,
      json: {},
    });
    expect([answer.status, answer.error?.message]).toEqual([
      403,
      'Vous ne bénéficiez pas de l\'autorisation "Sites : consultation".',
    ]);
  });
});

describe('agency staff', () => {
  it("may read a customer's sites through the prefixed call, bounded by that customer", async () => {
    const token = await h.tokenFor(agencyId, { role: 'staff', rights: ['sites.list'] });
    const answer = await h.request('POST', `/agency/${agencyId}/customer/${theirs}/fetch/sites`, { token, json: {} });
    expect((answer.body as ListResponse<SiteRow>).data.map((row) => row.name)).toEqual(['Parking P1']);
  });

  it("gets 404 'Client introuvable' for a customer the agency does not have, on every prefixed call", async () => {
    const other = await h.provisionAgency();
    const elsewhere = (await addCustomer(h, other.agencyId, { name: 'Client ailleurs' })).customerId;
    const token = await h.tokenFor(agencyId, { role: 'staff', rights: ['sites.list', 'planning.list'] });
    for (const customerId of [elsewhere, uuidv7()]) {
      for (const [method, path, json] of [
        ['POST', `/agency/${agencyId}/customer/${customerId}/fetch/sites`, {}],
        ['GET', `/agency/${agencyId}/customer/${customerId}/site/${theirSite.id}`, undefined],
        [
          'POST',
          `/agency/${agencyId}/customer/${customerId}/fetch/sites/with-services`,
          { from: '2031-03-01', to: '2031-03-31' },
        ],
      ] as const) {
        const answer = await h.request(method, path, { token, json });
        expect([path, answer.status, answer.error?.message]).toEqual([path, 404, 'Client introuvable']);
      }
    }
  });

  it('a field agent reads sites but may not create, edit or archive one', async () => {
    const token = await h.tokenFor(agencyId, { role: 'agent', rights: [...DEFAULT_AGENT_RIGHTS] });
    expect((await h.request('POST', `/agency/${agencyId}/fetch/sites`, { token, json: {} })).status).toBe(200);
    for (const [method, path, json, label] of [
      ['POST', `/agency/${agencyId}/site`, siteBody(mine), 'Sites : création'],
      ['PUT', `/agency/${agencyId}/site/${mySite.id}`, siteBody(mine), 'Sites : modification'],
      ['PATCH', `/agency/${agencyId}/site/${mySite.id}/archive`, undefined, 'Sites : modification'],
    ] as const) {
      const answer = await h.request(method, path, { token, json });
      expect([path, answer.status, answer.error?.details?.label]).toEqual([path, 403, label]);
    }
  });
});

describe('row-level security (the second wall)', () => {
  it("a customer user's transaction sees his customer and his sites only", async () => {
    const seen = await transaction(h.sql, { kind: 'tenant', agencyId, customerId: mine }, async (tx) => ({
      sites: await tx<{ name: string }[]>`select name from sites order by name`,
      customers: await tx<{ id: string }[]>`select id from customers`,
    }));
    expect(seen.sites.map((row) => row.name)).toEqual(['Bâtiment A', 'Bâtiment B']);
    expect(seen.customers.map((row) => row.id)).toEqual([mine]);
  });

  it("an agency's transaction cannot read or write another agency's sites", async () => {
    const other = (await h.provisionAgency()).agencyId;
    const seen = await transaction(h.sql, { kind: 'tenant', agencyId: other }, async (tx) => ({
      sites: await tx`select id from sites`,
      updated: await tx`update sites set name = 'x' where id = ${mySite.id} returning id`,
    }));
    expect(seen).toEqual({ sites: [], updated: [] });
    await expect(
      transaction(
        h.sql,
        { kind: 'tenant', agencyId: other },
        (tx) => tx`insert into site_items (id, agency_id, site_id, label, position)
                   values (gen_random_uuid(), ${agencyId}, ${mySite.id}, 'x', 0)`,
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
