import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '@portal/service-kit';
import { agencyCreatedPayload } from '@portal/service-kit/testing/agency-events';
import { consumerState, publishRaw } from '@portal/service-kit/testing/jetstream-api';
import { startBillingEventsHarness, type BillingEventsHarness } from '../testing/harness.js';
import { AGENCY_PROVISIONING_DURABLE } from './events.js';
import { findAgency } from './repo.js';

let h: BillingEventsHarness;
beforeAll(async () => {
  h = await startBillingEventsHarness();
});
afterAll(async () => {
  await h?.close();
});

const agencyOf = (agencyId: string) => h.asPlatform((tx) => findAgency(tx, agencyId));

describe('identity events billing cannot apply', () => {
  it('an agency.created failing its schema is dropped, never retried, and the next events still apply', async () => {
    const bad = agencyCreatedPayload();
    const envelope = createEvent('identity.agency.created', bad, { agencyId: bad.agencyId, actor: null });
    await publishRaw(h.nc, envelope.subject, { ...envelope, payload: { ...bad, currency: 'EURO' } });
    await publishRaw(h.nc, envelope.subject, 'not json at all');
    const good = agencyCreatedPayload();
    await h.identity.announce('identity.agency.created', good, good.agencyId);

    await h.caughtUp();
    expect(await agencyOf(good.agencyId)).toBeDefined();
    expect(await agencyOf(bad.agencyId)).toBeUndefined();
    expect((await consumerState(h.nc, 'IDENTITY', AGENCY_PROVISIONING_DURABLE)).num_redelivered).toBe(0);
  });
});
