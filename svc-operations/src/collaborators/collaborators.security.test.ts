import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7, type Right } from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { countCollaborators, createThroughApi, newCollaborator, outboxEvents, ownAgency } from './test-fixtures.js';

/**
 * What the generated suite (app.security.test.ts) does not see: the second right of a deletion,
 * rights one by one on a staff member, the directory's roles, support's audit trail and row-level
 * security on the collaborators table.
 */
let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

const staff = (agencyId: string, rights: Right[]) => h.tokenFor(agencyId, { role: 'staff', rights });

describe('rights of a staff member', () => {
  it('agents.list reads but does not create, edit or delete, with the permission text', async () => {
    const { agencyId, token } = await ownAgency(h);
    const id = await createThroughApi(h, agencyId, token);
    const reader = await staff(agencyId, ['agents.list']);
    expect((await h.request('POST', `/agency/${agencyId}/fetch/agents`, { token: reader, json: {} })).status).toBe(200);
    expect((await h.request('GET', `/agency/${agencyId}/agent/${id}`, { token: reader })).status).toBe(200);
    expect((await h.request('GET', `/agency/${agencyId}/agents/usage`, { token: reader })).status).toBe(200);
    const refused = await h.request('POST', `/agency/${agencyId}/agent`, { token: reader, json: newCollaborator() });
    expect([refused.status, refused.error?.message]).toEqual([
      403,
      'Vous ne bénéficiez pas de l\'autorisation "Collaborateurs : création".',
    ]);
    const edit = await h.request('PATCH', `/agency/${agencyId}/agent/${id}/archive`, { token: reader });
    expect(edit.error?.message).toBe('Vous ne bénéficiez pas de l\'autorisation "Collaborateurs : modification".');
    expect(await countCollaborators(h, agencyId)).toBe(1);
  });

  it('deleting needs agents.delete besides agents.edit; the other actions do not', async () => {
    const { agencyId, token } = await ownAgency(h);
    const id = await createThroughApi(h, agencyId, token);
    const editor = await staff(agencyId, ['agents.list', 'agents.edit']);
    const refused = await h.request('PATCH', `/agency/${agencyId}/agent/${id}/delete`, { token: editor });
    expect([refused.status, refused.error?.message, refused.error?.details]).toEqual([
      403,
      'Vous ne bénéficiez pas de l\'autorisation "Collaborateurs : suppression".',
      { right: 'agents.delete', label: 'Collaborateurs : suppression' },
    ]);
    expect((await h.request('PATCH', `/agency/${agencyId}/agent/${id}/archive`, { token: editor })).status).toBe(200);
    const deleter = await staff(agencyId, ['agents.list', 'agents.edit', 'agents.delete']);
    expect((await h.request('PATCH', `/agency/${agencyId}/agent/${id}/delete`, { token: deleter })).status).toBe(200);
  });
});

describe('the agent directory', () => {
  it('is open to every member of the agency but customers', async () => {
    const { agencyId } = await ownAgency(h);
    for (const role of ['owner', 'staff', 'agent', 'support', 'super_admin'] as const) {
      const answer = await h.request('POST', `/agency/${agencyId}/fetch/directory`, {
        token: await h.tokenFor(agencyId, { role }),
        json: {},
      });
      expect([role, answer.status]).toEqual([role, 200]);
    }
    const customer = await h.request('POST', `/agency/${agencyId}/fetch/directory`, {
      token: await h.tokenFor(agencyId, { role: 'customer', customer: uuidv7(), rights: ['agents.list'] }),
      json: {},
    });
    expect([customer.status, customer.error?.code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('support acting as the agency', () => {
  it('is audited on every write, and named as the actor of the events', async () => {
    const { agencyId } = await ownAgency(h);
    const supportUser = { sub: uuidv7(), email: 'support@plateforme.test' };
    const token = await h.tokenFor(agencyId, { role: 'support', act: supportUser });
    const id = await createThroughApi(h, agencyId, token);
    await h.request('PATCH', `/agency/${agencyId}/agent/${id}/archive`, { token });
    const lines = await h.asPlatform(
      (tx) => tx<{ action: string; alteredByEmail: string }[]>`
        select action, altered_by_email from audit_log where agency_id = ${agencyId} order by occurred_at`,
    );
    expect(lines).toEqual([
      { action: 'POST /agency/:agencyId/agent', alteredByEmail: 'support@plateforme.test' },
      { action: 'PATCH /agency/:agencyId/agent/:agentId/:action', alteredByEmail: 'support@plateforme.test' },
    ]);
    const [event] = await h.sql<{ actor: { alteredBy: string } }[]>`
      select envelope -> 'actor' as actor from outbox where envelope ->> 'agencyId' = ${agencyId} limit 1`;
    expect(event?.actor.alteredBy).toBe(supportUser.sub);
    expect(await outboxEvents(h, agencyId)).toHaveLength(2);
  });
});

describe('row-level security on collaborators (the second wall)', () => {
  it("a transaction scoped to one agency neither sees nor changes another's collaborators", async () => {
    const mine = await ownAgency(h);
    const other = await ownAgency(h);
    const foreign = await createThroughApi(h, other.agencyId, other.token);
    const seen = await transaction(h.sql, { kind: 'tenant', agencyId: mine.agencyId }, async (tx) => ({
      rows: await tx`select id from collaborators`,
      updated: await tx`update collaborators set status = 300 where id = ${foreign} returning id`,
    }));
    expect(seen).toEqual({ rows: [], updated: [] });
    await expect(
      transaction(
        h.sql,
        { kind: 'tenant', agencyId: mine.agencyId },
        (tx) => tx`insert into collaborators (id, agency_id, identity_info, agent_infos, search_text, sort_name)
                   values (${uuidv7()}, ${other.agencyId}, '{"firstName":"x","lastName":"y","email":"z@a.fr"}',
                           '{"type":"EMPLOYEE","plannable":true}', 'x', 'y')`,
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
