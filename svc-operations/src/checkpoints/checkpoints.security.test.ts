import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKPOINT_CALLS, CheckpointSchema, DEFAULT_AGENT_RIGHTS, uuidv7, type Right } from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { fillPath, routeTable } from '@portal/service-kit/testing/route-table';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { agencyWithSite, countCheckpointRows } from './test-fixtures.js';

let h: OperationsHarness;
let agencyId: string;
let owner: string;
let siteId: string;
let hallId: string;
beforeAll(async () => {
  h = await startOperationsHarness();
  ({
    agencyId,
    owner,
    site: { siteId },
  } = await agencyWithSite(h));
  const created = await h.request('POST', `/agency/${agencyId}/checkpoint`, {
    token: owner,
    json: { siteId, name: 'Hall', badge: 'CAFE0001' },
  });
  hallId = CheckpointSchema.parse(created.body).id;
});
afterAll(async () => {
  await h?.close();
});

const staff = (rights: Right[]) => h.tokenFor(agencyId, { role: 'staff', rights });
const save = async (token: string, json: object) =>
  h.request('POST', `/agency/${agencyId}/checkpoint`, { token, json });

async function readHall() {
  return CheckpointSchema.parse(
    (await h.request('GET', `/agency/${agencyId}/checkpoint/${hallId}`, { token: owner })).body,
  );
}

describe('one POST, two rights: creating needs checkpoints.create, editing checkpoints.edit', () => {
  it('a user holding only the create right creates, and is refused the edit naming the edit right', async () => {
    const token = await staff(['checkpoints.create']);
    expect((await save(token, { siteId, name: 'Parking' })).status).toBe(201);
    const edit = await save(token, { id: hallId, siteId, name: 'Renommé' });
    expect([edit.status, edit.error?.code, edit.error?.message, edit.error?.details]).toEqual([
      403,
      'RIGHT_MISSING',
      'Vous ne bénéficiez pas de l\'autorisation "Points de contrôle : modification".',
      { right: 'checkpoints.edit', label: 'Points de contrôle : modification' },
    ]);
    expect((await readHall()).name).toBe('Hall');
  });

  it('a user holding only the edit right edits, and is refused the creation naming the create right', async () => {
    const token = await staff(['checkpoints.list', 'checkpoints.edit']);
    const before = await countCheckpointRows(h, agencyId);
    const create = await save(token, { siteId, name: 'Toit' });
    expect([create.status, create.error?.code, create.error?.details]).toEqual([
      403,
      'RIGHT_MISSING',
      { right: 'checkpoints.create', label: 'Points de contrôle : création' },
    ]);
    expect(await countCheckpointRows(h, agencyId)).toBe(before);
    const edit = await save(token, { id: hallId, siteId, name: 'Hall principal' });
    expect(edit.status).toBe(200);
    expect((await readHall()).name).toBe('Hall principal');
  });

  it('the right is checked before the body: an invalid body without the right is a 403, not a 400', async () => {
    const token = await staff(['checkpoints.list']);
    const answer = await save(token, { id: hallId, name: '' });
    expect([answer.status, answer.error?.details?.right]).toEqual([403, 'checkpoints.edit']);
  });
});

describe('field agents and customers', () => {
  it("an agent with the default agent rights lists and looks up badges, but can't change anything", async () => {
    const token = await h.tokenFor(agencyId, { role: 'agent', rights: [...DEFAULT_AGENT_RIGHTS], plannable: true });
    expect((await h.request('GET', `/agency/${agencyId}/checkpoints?siteId=${siteId}`, { token })).status).toBe(200);
    expect((await h.request('GET', `/agency/${agencyId}/badge-infos/CAFE0001`, { token })).status).toBe(200);
    expect((await save(token, { siteId, name: 'Agent' })).error?.details?.right).toBe('checkpoints.create');
    const put = await h.request('PUT', `/agency/${agencyId}/checkpoint/${hallId}/badge`, {
      token,
      json: { badge: null },
    });
    expect(put.error?.details?.right).toBe('checkpoints.edit');
    const remove = await h.request('DELETE', `/agency/${agencyId}/checkpoint/${hallId}`, { token });
    expect(remove.error?.details?.right).toBe('checkpoints.delete');
    expect((await readHall()).badge).toBe('CAFE0001');
  });

  it('a customer user does not load checkpoints (01 §6): 404 on every checkpoint route, whatever rights', async () => {
    const token = await h.tokenFor(agencyId, {
      role: 'customer',
      customer: uuidv7(),
      rights: ['checkpoints.list', 'checkpoints.create', 'checkpoints.edit', 'checkpoints.delete'],
    });
    const ids = { agencyId, checkpointId: hallId, badge: 'CAFE0001' };
    const paths = new Set(Object.values(CHECKPOINT_CALLS).map((call) => `${call.method} ${call.path}`));
    const routes = routeTable(h.app).filter((route) => paths.has(`${route.method} ${route.path}`));
    expect(routes).toHaveLength(paths.size);
    for (const route of routes) {
      const json =
        route.method === 'POST' || route.method === 'PUT' ? { siteId, name: 'Client', badge: null } : undefined;
      const query = route.path.endsWith('/checkpoints') ? `?siteId=${siteId}` : '';
      const answer = await h.request(route.method, `${fillPath(route, ids)}${query}`, { token, json });
      expect([route.path, answer.status, answer.error?.code]).toEqual([route.path, 404, 'NOT_FOUND']);
    }
    expect(await readHall()).toMatchObject({ badge: 'CAFE0001' });
  });
});

describe('support acting as the agency', () => {
  it('writes are audited with the support user, reads are not', async () => {
    const token = await h.tokenFor(agencyId, {
      role: 'support',
      act: { sub: uuidv7(), email: 'support@plateforme.test' },
    });
    await h.request('GET', `/agency/${agencyId}/checkpoint/${hallId}`, { token });
    const put = await h.request('PUT', `/agency/${agencyId}/checkpoint/${hallId}/badge`, {
      token,
      json: { badge: 'CAFE0009' },
    });
    expect(put.status).toBe(200);
    const lines = await h.asPlatform(
      (tx) => tx<{ action: string; alteredByEmail: string }[]>`
        select action, altered_by_email from audit_log where agency_id = ${agencyId} order by occurred_at`,
    );
    expect(lines).toEqual([
      { action: 'PUT /agency/:agencyId/checkpoint/:checkpointId/badge', alteredByEmail: 'support@plateforme.test' },
    ]);
  });
});

describe('row-level security on checkpoints (the second wall)', () => {
  it("a transaction scoped to one agency neither sees nor writes another's checkpoints", async () => {
    const other = await agencyWithSite(h);
    await h.request('POST', `/agency/${other.agencyId}/checkpoint`, {
      token: other.owner,
      json: { siteId: other.site.siteId, name: 'Le leur' },
    });
    const seen = await transaction(h.sql, { kind: 'tenant', agencyId }, (tx) => tx`select agency_id from checkpoints`);
    expect(new Set(seen.map((row) => row.agencyId))).toEqual(new Set([agencyId]));
    await expect(
      transaction(
        h.sql,
        { kind: 'tenant', agencyId },
        (tx) => tx`insert into checkpoints (id, agency_id, site_id, name)
                   values (${uuidv7()}, ${other.agencyId}, ${other.site.siteId}, 'Intrus')`,
      ),
    ).rejects.toThrow(/row-level security/);
    const renamed = await transaction(
      h.sql,
      { kind: 'tenant', agencyId },
      (tx) => tx`update checkpoints set name = 'x' where agency_id = ${other.agencyId} returning id`,
    );
    expect(renamed).toHaveLength(0);
  });
});
