import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@portal/contracts';
import { createEvent } from '@portal/service-kit';
import { agencyCreatedPayload } from '@portal/service-kit/testing/agency-events';
import { consumerState, publishRaw } from '@portal/service-kit/testing/jetstream-api';
import { startOperationsEventsHarness, type OperationsEventsHarness } from '../testing/harness.js';
import { AGENCY_PROVISIONING_DURABLE } from './events.js';
import { findAgency } from './repo.js';

let h: OperationsEventsHarness;
beforeAll(async () => {
  h = await startOperationsEventsHarness();
});
afterAll(async () => {
  await h?.close();
});

const agencyOf = (agencyId: string) => h.asPlatform((tx) => findAgency(tx, agencyId));

describe('identity events operations cannot apply', () => {
  it('an agency.created failing its schema is dropped, never retried, and the next events still apply', async () => {
    const bad = agencyCreatedPayload();
    const envelope = createEvent('identity.agency.created', bad, { agencyId: bad.agencyId, actor: null });
    await publishRaw(h.nc, envelope.subject, { ...envelope, payload: { ...bad, activity: 'gardening' } });
    await publishRaw(h.nc, envelope.subject, 'not json at all');
    const good = agencyCreatedPayload();
    await h.identity.announce('identity.agency.created', good, good.agencyId);

    await h.caughtUp();
    expect(await agencyOf(good.agencyId)).toBeDefined();
    expect(await agencyOf(bad.agencyId)).toBeUndefined();
    expect((await consumerState(h.nc, 'IDENTITY', AGENCY_PROVISIONING_DURABLE)).num_redelivered).toBe(0);
  });

  it('limits of an agency operations never heard of are acknowledged and change nothing', async () => {
    const unknown = uuidv7();
    const event = await h.identity.announce(
      'identity.agency.limits-changed',
      { agencyId: unknown, limits: { agentsLimit: 1, accountsLimit: 1, freeAccounts: 0 } },
      unknown,
    );
    await h.caughtUp();
    expect(await agencyOf(unknown)).toBeUndefined();
    const inbox = await h.asPlatform((tx) => tx`select 1 from inbox where event_id = ${event.id}`);
    expect(inbox).toHaveLength(1);
  });
});
