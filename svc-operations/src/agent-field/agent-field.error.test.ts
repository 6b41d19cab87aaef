import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AGENT_RIGHTS, uuidv7 } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { planService, secondAgent } from '../field/testing/fixtures.js';
import { planningAgency } from '../services/test-fixtures.js';
import { insertTestSite } from '../checkpoints/test-fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

const start = (agencyId: string, token: string, json: object) =>
  h.request('POST', `/agency/${agencyId}/field/unplanned-service`, { token, json });

async function setUp() {
  const agency = await planningAgency(h);
  const sold = await planService(h, agency, agency.agentId, { day: '2031-07-07' });
  const claims = { sub: agency.agentId, role: 'agent' as const, plannable: true };
  const agent = await h.tokenFor(agency.agencyId, { ...claims, rights: [...DEFAULT_AGENT_RIGHTS, 'services.create'] });
  const body = { siteId: agency.siteId, fromServiceId: sold.id, durationMinutes: 60 };
  return { ...agency, sold, claims, agent, body };
}

describe('POST /agency/:agencyId/field/unplanned-service refused', () => {
  it('without the create-service right → 403 RIGHT_MISSING in French', async () => {
    const { agencyId, claims, body } = await setUp();
    const agent = await h.tokenFor(agencyId, { ...claims, rights: [...DEFAULT_AGENT_RIGHTS] });
    const answer = await start(agencyId, agent, body);
    expect([answer.status, answer.error?.code]).toEqual([403, 'RIGHT_MISSING']);
    expect(answer.error?.message).toBe('Vous ne bénéficiez pas de l\'autorisation "Services : création".');
  });

  it('for the office (not an agent) → 403 FORBIDDEN: it plans through POST …/services', async () => {
    const { agencyId, owner, body } = await setUp();
    const answer = await start(agencyId, owner, body);
    expect([answer.status, answer.error?.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('another agency’s site, or a prestation not sold on the site → 400 with the French field error, nothing made', async () => {
    const { agencyId, agent, body } = await setUp();
    const other = await planningAgency(h);
    const foreign = await start(agencyId, agent, { ...body, siteId: other.siteId });
    expect([foreign.status, foreign.error?.details]).toEqual([
      400,
      { issues: [{ path: 'siteId', message: 'Site introuvable' }] },
    ]);
    const elsewhere = await insertTestSite(h, agencyId, { name: 'Autre site' });
    const notSold = await start(agencyId, agent, { ...body, siteId: elsewhere.siteId });
    expect([notSold.status, notSold.error?.details]).toEqual([
      400,
      { issues: [{ path: 'fromServiceId', message: 'Obligatoire' }] },
    ]);
    const [row] = await h.asPlatform(
      (tx) => tx<{ count: number }[]>`select count(*)::int as count from services where agency_id = ${agencyId}`,
    );
    expect(row?.count).toBe(1);
  });

  it('an agent who is not a collaborator of the agency → 400 Collaborateur introuvable', async () => {
    const { agencyId, body } = await setUp();
    const stranger = await h.tokenFor(agencyId, {
      sub: uuidv7(),
      role: 'agent',
      rights: [...DEFAULT_AGENT_RIGHTS, 'services.create'],
    });
    const answer = await start(agencyId, stranger, body);
    expect([answer.status, answer.error?.details]).toEqual([
      400,
      { issues: [{ path: 'agentIds', message: 'Collaborateur introuvable' }] },
    ]);
  });

  it('a duration out of bounds → 400 with the field named', async () => {
    const { agencyId, agent, body } = await setUp();
    const answer = await start(agencyId, agent, { ...body, durationMinutes: 721 });
    expect(answer.status).toBe(400);
    expect((answer.error?.details as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual([
      'durationMinutes',
    ]);
  });
});

describe('GET /agency/:agencyId/badge/agent/:agentId refused', () => {
  it('another collaborator’s badge for an agent → 404 Collaborateur introuvable', async () => {
    const { agencyId, owner, agent } = await setUp();
    const colleague = await secondAgent(h, agencyId, owner);
    const answer = await h.request('GET', `/agency/${agencyId}/badge/agent/${colleague.agentId}`, { token: agent });
    expect([answer.status, answer.error?.code, answer.error?.message]).toEqual([
      404,
      'COLLABORATOR_NOT_FOUND',
      'Collaborateur introuvable',
    ]);
  });
});
