import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteSchema, type Site } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { addCustomer, createSiteThroughApi, siteBody } from './testing/fixtures.js';

let h: OperationsHarness;
let agencyId: string;
let customerId: string;
let token: string;
beforeAll(async () => {
  h = await startOperationsHarness();
  agencyId = (await h.provisionAgency()).agencyId;
  customerId = (await addCustomer(h, agencyId, { name: 'Résidence Les Oliviers' })).customerId;
  token = await h.tokenFor(agencyId);
});
afterAll(async () => {
  await h?.close();
});

const outboxOf = (siteId: string) =>
  h.asPlatform(
    (tx) => tx<{ subject: string; envelope: { payload: unknown; agencyId: string; actor: unknown } }[]>`
      select subject, envelope from outbox where envelope -> 'payload' ->> 'siteId' = ${siteId} order by created_at`,
  );

describe('POST /agency/{id}/site', () => {
  it('creates the site with the defaults (radius 100, France, active) and announces it', async () => {
    const answer = await h.request('POST', `/agency/${agencyId}/site`, {
      token,
      json: { name: '  Bâtiment A  ', customerId },
    });
    expect(answer.status).toBe(201);
    const site = SiteSchema.parse(answer.body);
    expect(site).toMatchObject({
      name: 'Bâtiment A',
      customerId,
      customerName: 'Résidence Les Oliviers',
      status: 100,
      radius: 100,
      address: { street: '', complement: '', zipcode: '', city: '', country: 'FR', location: null },
      closures: [],
      specialties: [],
      rightsAgent: {},
      rightsCustomer: {},
      notifications: { instructionsToAgents: false, instructionsToAdmins: false, instructionsToCustomers: false },
      eventReportEnabled: false,
      interventionReportAfterServiceEnabled: false,
      interventionReportTemplate: 'intervention',
      reportSignatureRequired: false,
    });
    const events = await outboxOf(site.id);
    expect(events.map((event) => event.subject)).toEqual(['operations.site.created']);
    expect(events[0]?.envelope).toMatchObject({
      agencyId,
      payload: { agencyId, siteId: site.id, customerId, name: 'Bâtiment A', status: 100 },
    });
  });

  it('keeps every field of the dialog, the location set on the map among them', async () => {
    const body = siteBody(customerId, {
      name: 'Odysseum – Parking P1',
      status: 200,
      address: {
        street: '2 place de Lisbonne',
        complement: 'Niveau -1',
        zipcode: '34000',
        city: 'Montpellier',
        country: 'FR',
        location: { latitude: 43.6047, longitude: 3.9197 },
      },
      radius: 250,
      comments: 'Accès par la rampe nord',
      instructions: 'Ronde toutes les deux heures',
      closures: [{ startDate: '2026-08-01', endDate: '2026-08-15', reason: 'Congés' }],
      specialties: ['SSIAP 1', 'Cynophile'],
      rightsAgent: { 'siteItems.list': true, 'checkpoints.list': false },
      rightsCustomer: { 'planning.list': true },
      notifications: { instructionsToAgents: true, instructionsToAdmins: false, instructionsToCustomers: true },
      eventReportEnabled: true,
      interventionReportAfterServiceEnabled: true,
      interventionReportTemplate: 'audit',
      reportSignatureRequired: true,
    });
    const site = await createSiteThroughApi(h, agencyId, body);
    const { name: _name, customerId: _customer, ...rest } = body;
    expect(site).toMatchObject(rest);
    const read = await h.request('GET', `/agency/${agencyId}/site/${site.id}`, { token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(site);
  });
});

describe('PUT /agency/{id}/site/{siteId}', () => {
  it('replaces the site and announces operations.site.updated', async () => {
    const site = await createSiteThroughApi(h, agencyId, siteBody(customerId, { radius: 300 }));
    const other = await addCustomer(h, agencyId, { name: 'Clinique du Parc' });
    const answer = await h.request('PUT', `/agency/${agencyId}/site/${site.id}`, {
      token,
      json: siteBody(other.customerId, { name: 'Hall principal', address: { city: 'Lyon' } }),
    });
    expect(answer.status).toBe(200);
    const updated = answer.body as Site;
    expect(updated).toMatchObject({
      id: site.id,
      name: 'Hall principal',
      customerId: other.customerId,
      customerName: 'Clinique du Parc',
      radius: 100,
      address: { city: 'Lyon', country: 'FR' },
      createdAt: site.createdAt,
    });
    const events = await outboxOf(site.id);
    expect(events.map((event) => event.subject)).toEqual(['operations.site.created', 'operations.site.updated']);
    expect(events[1]?.envelope.payload).toEqual({
      agencyId,
      siteId: site.id,
      customerId: other.customerId,
      name: 'Hall principal',
      status: 100,
    });
  });

  it('keeps a customer archived since the site was made', async () => {
    const customer = await addCustomer(h, agencyId);
    const site = await createSiteThroughApi(h, agencyId, siteBody(customer.customerId));
    await h.asPlatform((tx) => tx`update customers set status = 300 where id = ${customer.customerId}`);
    const answer = await h.request('PUT', `/agency/${agencyId}/site/${site.id}`, {
      token,
      json: siteBody(customer.customerId, { name: 'Renommé' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Renommé', customerId: customer.customerId });
  });
});

describe('PATCH /agency/{id}/site/{siteId}/{action}', () => {
  it('deactivates, archives and reactivates, announcing each change once', async () => {
    const site = await createSiteThroughApi(h, agencyId, siteBody(customerId));
    const statuses: number[] = [];
    for (const action of ['deactivate', 'archive', 'archive', 'reactivate']) {
      const answer = await h.request('PATCH', `/agency/${agencyId}/site/${site.id}/${action}`, { token });
      expect(answer.status).toBe(200);
      statuses.push((answer.body as Site).status);
    }
    expect(statuses).toEqual([200, 300, 300, 100]);
    const events = await outboxOf(site.id);
    expect(events.map((event) => (event.envelope.payload as { status: number }).status)).toEqual([100, 200, 300, 100]);
  });
});

describe('the actor of the events', () => {
  it('names the user, and the support user acting as the agency, with an audit line', async () => {
    const supportId = '0190a5a0-0000-7000-8000-00000000abcd';
    const altered = await h.tokenFor(agencyId, {
      role: 'support',
      act: { sub: supportId, email: 'support@plateforme.test' },
    });
    const answer = await h.request('POST', `/agency/${agencyId}/site`, { token: altered, json: siteBody(customerId) });
    expect(answer.status).toBe(201);
    const [event] = await outboxOf((answer.body as Site).id);
    expect(event?.envelope.actor).toMatchObject({ alteredBy: supportId });
    const audit = await h.asPlatform(
      (tx) => tx`select action from audit_log where agency_id = ${agencyId} and altered_by_user_id = ${supportId}`,
    );
    expect(audit.map((row) => row.action)).toContain('POST /agency/:agencyId/site');
  });
});
