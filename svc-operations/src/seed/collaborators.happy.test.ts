import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCIES } from '@portal/service-kit/demo/agencies';
import { demoIds } from '@portal/service-kit/demo/ids';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { seedDemoCollaborators } from './collaborators.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

const vigie = DEMO_AGENCIES.find((demo) => demo.key === 'vigie');

describe('seedDemoCollaborators', () => {
  it('inserts the staff and agent members of the agencies held, once, announcing only the new ones', async () => {
    // Only Vigie is provisioned here: Éclat's members wait for its copy.
    await h.provisionAgency({ agencyId: demoIds.agency('vigie'), name: 'Vigie Sécurité' });
    expect(await seedDemoCollaborators(h.sql)).toBe(4);
    expect(await seedDemoCollaborators(h.sql)).toBe(0);

    const rows = await h.asPlatform(
      (tx) => tx<{ id: string; email: string; plannable: boolean; status: number }[]>`
        select id, email, plannable, status from collaborators order by email`,
    );
    expect(rows).toEqual([
      { id: demoIds.user('agent2@vigie-demo.fr'), email: 'agent2@vigie-demo.fr', plannable: true, status: 100 },
      { id: demoIds.user('agent@vigie-demo.fr'), email: 'agent@vigie-demo.fr', plannable: true, status: 100 },
      { id: demoIds.user('comptable@vigie-demo.fr'), email: 'comptable@vigie-demo.fr', plannable: false, status: 100 },
      {
        id: demoIds.user('planificateur@vigie-demo.fr'),
        email: 'planificateur@vigie-demo.fr',
        plannable: false,
        status: 100,
      },
    ]);
    expect(rows.map((row) => row.email)).not.toContain(vigie?.agency.owner.email);
    const events = await h.sql<{ subject: string; payload: { email: string } }[]>`
      select subject, envelope -> 'payload' as payload from outbox where subject like 'operations.collaborator.%'`;
    expect(events).toHaveLength(4);
    expect(new Set(events.map((event) => event.subject))).toEqual(new Set(['operations.collaborator.created']));
  });
});
