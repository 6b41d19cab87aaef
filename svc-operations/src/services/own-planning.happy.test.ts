import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_AGENT_RIGHTS,
  DEFAULT_CUSTOMER_RIGHTS,
  OWN_PLANNING_CALLS,
  SavedServicesSchema,
  type CreateServices,
} from '@portal/contracts';
import { insertTestSite } from '../checkpoints/test-fixtures.js';
import { createThroughApi, newCollaborator } from '../collaborators/test-fixtures.js';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { planningAgency, serviceBody } from './test-fixtures.js';

let h: OperationsHarness;
let agencyId: string;
let owner: string;
let mine: { siteId: string; customerId: string };
let theirs: { siteId: string; customerId: string };
let karim: string;
let other: string;
const refs: Record<string, string> = {};

async function plan(name: string, body: CreateServices) {
  const answer = await h.request('POST', `/agency/${agencyId}/services`, {
    token: owner,
    json: { ...body, confirmed: true },
  });
  expect(answer.status).toBe(201);
  const service = SavedServicesSchema.parse(answer.body).data[0]!;
  refs[name] = service.reference;
  return service.id;
}

beforeAll(async () => {
  h = await startOperationsHarness();
  const agency = await planningAgency(h);
  ({ agencyId, owner } = agency);
  mine = { siteId: agency.siteId, customerId: agency.customerId };
  theirs = await insertTestSite(h, agencyId, { name: 'Odysseum – Parking P1' });
  karim = agency.agentId;
  other = await createThroughApi(h, agencyId, owner, newCollaborator());

  await plan('mineKarim', serviceBody(mine.siteId, '2026-06-01', { agentIds: [karim] }));
  await plan('mineOther', serviceBody(mine.siteId, '2026-06-02', { agentIds: [other] }));
  await plan('theirsKarim', serviceBody(theirs.siteId, '2026-06-03', { agentIds: [karim] }));
  await plan('theirsOther', serviceBody(theirs.siteId, '2026-06-04', { agentIds: [other] }));
  const archived = await plan('archivedKarim', serviceBody(mine.siteId, '2026-06-05', { agentIds: [karim] }));
  await h.asPlatform((tx) => tx`update services set status = 600 where id = ${archived}`);
  await plan('laterKarim', serviceBody(mine.siteId, '2026-07-20', { agentIds: [karim] }));
});
afterAll(async () => {
  await h?.close();
});

const window = { from: '2026-06-01', to: '2026-06-07' };

describe('the customer planning of his sites', () => {
  const pathOf = (customerId: string) => `/agency/${agencyId}/customer/${customerId}/fetch/sites/with-services`;

  it("shows only his own sites' services, whatever the body asks", async () => {
    const token = await h.tokenFor(agencyId, {
      role: 'customer',
      customer: mine.customerId,
      rights: [...DEFAULT_CUSTOMER_RIGHTS],
    });
    for (const json of [
      window,
      { ...window, customerId: theirs.customerId },
      { ...window, siteIds: [mine.siteId, theirs.siteId] },
    ]) {
      const answer = await h.request('POST', pathOf(mine.customerId), { token, json });
      expect(answer.status).toBe(200);
      const planning = OWN_PLANNING_CALLS.customerSitesPlanning.response.parse(answer.body);
      expect(planning.sites.map((site) => site.id)).toEqual([mine.siteId]);
      expect(planning.services.map((service) => service.reference)).toEqual([refs.mineKarim, refs.mineOther]);
      expect(planning.services[0]).toMatchObject({ siteName: 'Résidence Les Oliviers', status: 100 });
      expect(planning.services[0]!.agents.map((agent) => agent.id)).toEqual([karim]);
    }
  });

  it("answers 404 for another customer's id", async () => {
    const token = await h.tokenFor(agencyId, {
      role: 'customer',
      customer: mine.customerId,
      rights: [...DEFAULT_CUSTOMER_RIGHTS],
    });
    const answer = await h.request('POST', pathOf(theirs.customerId), { token, json: window });
    expect(answer.status).toBe(404);
    expect(answer.error?.code).toBe('NOT_FOUND');
  });

  it("lets the agency's staff read any of its customers, bounded by that customer", async () => {
    const staff = await h.tokenFor(agencyId, { role: 'staff', rights: ['planning.list'] });
    const answer = await h.request('POST', pathOf(theirs.customerId), { token: staff, json: window });
    expect(answer.status).toBe(200);
    const planning = OWN_PLANNING_CALLS.customerSitesPlanning.response.parse(answer.body);
    expect(planning.sites.map((site) => site.name)).toEqual(['Odysseum – Parking P1']);
    expect(planning.services.map((service) => service.reference)).toEqual([refs.theirsKarim, refs.theirsOther]);
  });
});

describe("the agent's own planning", () => {
  const path = () => `/agency/${agencyId}/agent/fetch/my-services`;
  const agentToken = (sub: string) =>
    h.tokenFor(agencyId, { sub, role: 'agent', plannable: true, rights: [...DEFAULT_AGENT_RIGHTS] });

  it('shows only the services he is assigned to, on every site, archived ones left out', async () => {
    const answer = await h.request('POST', path(), { token: await agentToken(karim), json: window });
    expect(answer.status).toBe(200);
    const { services } = OWN_PLANNING_CALLS.myServices.response.parse(answer.body);
    expect(services.map((service) => service.reference)).toEqual([refs.mineKarim, refs.theirsKarim]);
    expect(services.map((service) => service.startAt)).toEqual([
      '2026-06-01T06:00:00.000Z',
      '2026-06-03T06:00:00.000Z',
    ]);

    const theirsAnswer = await h.request('POST', path(), { token: await agentToken(other), json: window });
    const theirServices = OWN_PLANNING_CALLS.myServices.response.parse(theirsAnswer.body).services;
    expect(theirServices.map((service) => service.reference)).toEqual([refs.mineOther, refs.theirsOther]);
  });

  it('reads only the window asked, of at most 62 days', async () => {
    const token = await agentToken(karim);
    const july = await h.request('POST', path(), { token, json: { from: '2026-07-13', to: '2026-07-19' } });
    expect(OWN_PLANNING_CALLS.myServices.response.parse(july.body).services).toEqual([]);
    const tooLong = await h.request('POST', path(), { token, json: { from: '2026-06-01', to: '2026-08-31' } });
    expect([tooLong.status, tooLong.error?.code]).toEqual([400, 'PLANNING_RANGE_TOO_LONG']);
    const reversed = await h.request('POST', path(), { token, json: { from: '2026-06-07', to: '2026-06-01' } });
    expect(reversed.status).toBe(400);
  });

  it('is kept for agents: an owner gets 403', async () => {
    const answer = await h.request('POST', path(), { token: owner, json: window });
    expect(answer.status).toBe(403);
    expect(answer.error?.code).toBe('FORBIDDEN');
  });
});

describe("the agent's own hours (hoursAgent)", () => {
  const agentToken = (sub: string) =>
    h.tokenFor(agencyId, { sub, role: 'agent', plannable: true, rights: [...DEFAULT_AGENT_RIGHTS] });

  it('gives his hours of the period only, and none for a period without service', async () => {
    const path = `/agency/${agencyId}/agent/fetch/hours`;
    const june = await h.request('POST', path, {
      token: await agentToken(karim),
      json: { from: '2026-06-01', to: '2026-06-30' },
    });
    expect(june.status).toBe(200);
    // Two services of 8 h (the archived one left out), on a Monday and a Wednesday of June 2026.
    expect(OWN_PLANNING_CALLS.myHours.response.parse(june.body).hours).toMatchObject({
      agentId: karim,
      services: 2,
      hours: { day: 16, night: 0, sunday: 0, holiday: 0, total: 16 },
      overtime: { normal: 16, at25: 0, at50: 0 },
    });
    const may = await h.request('POST', path, {
      token: await agentToken(karim),
      json: { from: '2026-05-01', to: '2026-05-31' },
    });
    expect(OWN_PLANNING_CALLS.myHours.response.parse(may.body).hours).toBeNull();
  });
});
