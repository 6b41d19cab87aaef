import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, readEvent, transaction } from '@portal/service-kit';
import { uuidv7, type EventEnvelope, type SitePayload } from '@portal/contracts';
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
  // As the kit's consumer reads it off the stream: an event it refuses never reaches the handler.
  const read = readEvent(
    subject,
    new TextEncoder().encode(JSON.stringify(createEvent(subject, site, { agencyId: from, actor: null }))),
  );
  if (!read.ok) return read.reason;
  const event = read.event as EventEnvelope<SitePayload>;
  await transaction(h.sql, { kind: 'tenant', agencyId: from }, (tx) => siteEventHandlers()[subject](tx, event));
  return 'handled';
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
    expect(await deliver('operations.site.created', site, other.agencyId)).toBe('agency-mismatch');
    expect(await sitesOf(agencyId, [site.siteId])).toEqual([]);
    expect(await deliver('operations.site.created', site)).toBe('handled');
    expect(await sitesOf(other.agencyId, [site.siteId])).toEqual([]);
  });
});
