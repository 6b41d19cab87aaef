import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '@portal/service-kit';
import { createAgencyWithOwner } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { KNOWN_DEVICE, rememberDevice } from './known-devices.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => h?.close());

describe('rememberDevice', () => {
  it('logins at once beyond the devices kept, the oldest devices again among them: none fails, 20 kept', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const remember = (proof?: string) =>
      transaction(h.sql, { kind: 'platform' }, (tx) => rememberDevice(tx, owner.userId, proof));
    const proofs: string[] = [];
    for (let index = 0; index < KNOWN_DEVICE.perUser; index += 1) proofs.push(await remember());
    const failures: string[] = [];
    for (let round = 0; round < 20; round += 1) {
      // New devices push the oldest out while the oldest log in again: the prunes of each login meet
      // the rows the others hold.
      const oldest = proofs.slice(0, 3);
      const answers = await Promise.allSettled([remember(), ...oldest.map((proof) => remember(proof)), remember()]);
      for (const answer of answers) {
        if (answer.status === 'rejected') failures.push(String(answer.reason));
        else if (!proofs.includes(answer.value)) proofs.push(answer.value);
      }
    }
    expect(failures).toEqual([]);
    // Rows held by another login were skipped; the next login alone prunes them.
    await remember();
    const [kept] = await h.sql<{ count: number }[]>`
      select count(*)::int as count from known_devices where user_id = ${owner.userId}`;
    expect(kept?.count).toBe(KNOWN_DEVICE.perUser);
  });
});
