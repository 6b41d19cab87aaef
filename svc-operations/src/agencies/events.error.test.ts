import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@portal/contracts';
import { startOperationsEventsHarness, type OperationsEventsHarness } from '../testing/harness.js';
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
