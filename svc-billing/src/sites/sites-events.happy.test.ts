import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, transaction } from '@portal/service-kit';
import { uuidv7, type SitePayload } from '@portal/contracts';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { siteEventHandlers } from './events.js';
import { findSites } from './repo.js';

let h: BillingHarness;
let agencyId: string;

beforeAll(async () => {
  h = await startBillingHarness();
  agencyId = (await h.provisionAgency()).agencyId;
});
afterAll(async () => {
  await h?.close();
});

async function deliver(
  subject: 'operations.site.created' | 'operations.site.updated',
  site: SitePayload,
  from = agencyId,
) {
  const event = createEvent(subject, site, { agencyId: from, actor: null });
  await transaction(h.sql, { kind: 'tenant', agencyId: from }, (tx) => siteEventHandlers(h.logger)[subject](tx, event));
}

const sitesOf = (agency: string, ids: string[]) =>
  transaction(h.sql, { kind: 'tenant', agencyId: agency }, (tx) => findSites(tx, agency, ids));

describe("billing's copy of operations' sites", () => {
  it('keeps a created site, then its new name and status', async () => {
    const site = { agencyId, siteId: uuidv7(), customerId: uuidv7(), name: 'Bâtiment A', status: 100 as const };
    await deliver('operations.site.created', site);
    await deliver('operations.site.updated', { ...site, name: 'Bâtiment A (rénové)', status: 200 });
    expect(await sitesOf(agencyId, [site.siteId])).toEqual([
      { id: site.siteId, customerId: site.customerId, name: 'Bâtiment A (rénové)', status: 200 },
    ]);
  });

  it("ignores a site announced for another agency than the event's; another agency never sees ours", async () => {
    const other = await h.provisionAgency();
    const site = { agencyId, siteId: uuidv7(), customerId: uuidv7(), name: 'Intrus', status: 100 as const };
    await deliver('operations.site.created', site, other.agencyId);
    expect(await sitesOf(agencyId, [site.siteId])).toEqual([]);
    await deliver('operations.site.created', site);
    expect(await sitesOf(other.agencyId, [site.siteId])).toEqual([]);
  });
});
