import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_CALLS, SavedServicesSchema } from '@portal/contracts';
import { createThroughApi, newCollaborator } from '../collaborators/test-fixtures.js';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { planningAgency, serviceBody } from './test-fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('a service’s replacement, timeline and site items', () => {
  it('replaces an agent under the checks and tells it in the timeline', async () => {
    const { agencyId, siteId, owner, agentId } = await planningAgency(h);
    const replacementId = await createThroughApi(h, agencyId, owner, newCollaborator());
    const created = SavedServicesSchema.parse(
      (
        await h.request('POST', `/agency/${agencyId}/services`, {
          token: owner,
          json: serviceBody(siteId, '2026-06-15', { agentIds: [agentId] }),
        })
      ).body,
    ).data[0]!;
    const absent = created.agents[0]!;

    const notOnIt = await h.request('POST', `/agency/${agencyId}/service/${created.id}/replacement`, {
      token: owner,
      json: { agentId: replacementId, replacementId: agentId },
    });
    expect(notOnIt.status).toBe(400);
    expect(notOnIt.error?.details?.issues).toEqual([
      { path: 'agentId', message: "Ce collaborateur n'est pas affecté à ce service" },
    ]);

    const replaced = await h.request('POST', `/agency/${agencyId}/service/${created.id}/replacement`, {
      token: owner,
      json: { agentId, replacementId },
    });
    expect(replaced.status).toBe(200);
    const service = SavedServicesSchema.parse(replaced.body).data[0]!;
    expect(service.agents.map((agent) => agent.id)).toEqual([replacementId]);

    await h.request('PATCH', `/agency/${agencyId}/service/${created.id}/finish`, { token: owner });
    const timeline = SERVICE_CALLS.timeline.response.parse(
      (await h.request('GET', `/agency/${agencyId}/service/${created.id}/timeline`, { token: owner })).body,
    );
    const replacement = service.agents[0]!;
    expect(timeline.data.map((entry) => [entry.kind, entry.detail])).toEqual([
      ['created', `Planifié le 15/06/2026 de 08:00 à 16:00 — ${absent.firstName} ${absent.lastName}`],
      [
        'replaced',
        `${absent.firstName} ${absent.lastName} remplacé par ${replacement.firstName} ${replacement.lastName}`,
      ],
      ['finished', 'Service terminé : 8 h'],
    ]);
  });

  it('lists the items of the service’s site by position, with its instructions', async () => {
    const { agencyId, siteId, owner } = await planningAgency(h);
    await h.request('POST', `/agency/${agencyId}/site/${siteId}/items`, {
      token: owner,
      json: {
        items: [
          { label: 'Trousseau de clés', position: 1 },
          { label: 'Badge parking', position: 0 },
        ],
      },
    });
    const created = SavedServicesSchema.parse(
      (
        await h.request('POST', `/agency/${agencyId}/services`, {
          token: owner,
          json: serviceBody(siteId, '2026-06-16'),
        })
      ).body,
    ).data[0]!;
    const items = SERVICE_CALLS.items.response.parse(
      (await h.request('GET', `/agency/${agencyId}/service/${created.id}/items`, { token: owner })).body,
    );
    expect(items.data.map((item) => item.label)).toEqual(['Badge parking', 'Trousseau de clés']);
    const other = await h.provisionAgency();
    const foreign = await h.request('GET', `/agency/${other.agencyId}/service/${created.id}/items`, {
      token: await h.tokenFor(other.agencyId),
    });
    expect([foreign.status, foreign.error?.message]).toEqual([404, 'Service introuvable.']);
  });
});
