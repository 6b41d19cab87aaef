import type { CreateServices } from '@portal/contracts';
import { insertTestSite } from '../checkpoints/test-fixtures.js';
import { createThroughApi, newCollaborator } from '../collaborators/test-fixtures.js';
import type { OperationsHarness } from '../testing/harness.js';

/** An agency with one active site, one plannable agent and its owner's token. */
export async function planningAgency(h: OperationsHarness) {
  const { agencyId } = await h.provisionAgency();
  const site = await insertTestSite(h, agencyId, { name: 'Résidence Les Oliviers' });
  const owner = await h.tokenFor(agencyId);
  const agentId = await createThroughApi(h, agencyId, owner, newCollaborator());
  return { agencyId, siteId: site.siteId, customerId: site.customerId, owner, agentId };
}

/** A creation body: one service on `day`, 08:00–16:00, billed by the hour. */
export function serviceBody(siteId: string, day: string, overrides: Partial<CreateServices> = {}): CreateServices {
  return {
    siteId,
    category: 'GUARDING',
    prestation: { label: 'Gardiennage de jour', unitPrice: '24.50' },
    billingMode: 2,
    nbAgents: 1,
    agentIds: [],
    startDate: day,
    endDate: day,
    startTime: '08:00',
    endTime: '16:00',
    ...overrides,
  };
}

/** The service events of an agency written to the outbox, oldest first. */
export async function serviceEvents(h: OperationsHarness, agencyId: string, subjects = 'operations.service.') {
  const rows = await h.sql<{ subject: string; envelope: { payload: Record<string, unknown> } }[]>`
    select subject, envelope from outbox
     where subject like ${`${subjects}%`} and envelope ->> 'agencyId' = ${agencyId}
     order by created_at, id`;
  return rows.map((row) => ({ subject: row.subject, payload: row.envelope.payload }));
}
