import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, startJobScheduler } from '@portal/service-kit';
import { createAgencyWithOwner, uniqueEmail } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { logIn } from '../testing/session-requests.js';
import { IDENTITY_JOBS } from './purges.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => h?.close());

describe('identity.purge-sessions', () => {
  it('deletes the traces of sessions a day after they stopped counting, and keeps the live ones', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    await logIn(h.app, owner);
    const email = uniqueEmail('purged');
    await h.sql`insert into login_failures (email, ip, failed_at)
                values (${email}, '203.0.113.1', now() - interval '3 days'), (${email}, '203.0.113.1', now())`;
    await h.sql`insert into known_devices (proof_hash, user_id, expires_at)
                values ('expired-device', ${owner.userId}, now() - interval '1 minute')`;
    await h.sql`insert into refresh_tokens (id, family_id, user_id, token_hash, agency_id, expires_at)
                select gen_random_uuid(), gen_random_uuid(), user_id, 'expired-token', agency_id, now() - interval '2 days'
                  from refresh_tokens where user_id = ${owner.userId} limit 1`;

    const scheduler = startJobScheduler({ sql: h.sql, logger: createLogger('test', 'silent'), jobs: IDENTITY_JOBS });
    await scheduler.runDue();
    await scheduler.stop();

    expect(await h.sql`select 1 from login_failures where email = ${email}`).toHaveLength(1);
    expect(await h.sql`select 1 from known_devices where proof_hash = 'expired-device'`).toHaveLength(0);
    expect(await h.sql`select 1 from known_devices where user_id = ${owner.userId}`).toHaveLength(1);
    expect(await h.sql`select 1 from refresh_tokens where token_hash = 'expired-token'`).toHaveLength(0);
    expect(await h.sql`select 1 from refresh_tokens where user_id = ${owner.userId}`).toHaveLength(1);
    const [run] = await h.sql<{ result: Record<string, number> }[]>`
      select result from scheduled_job_runs where job = 'identity.purge-sessions'`;
    expect(run?.result.knownDevices).toBeGreaterThanOrEqual(1);
  });
});
