import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AgencySchema,
  AgencySubscriptionSchema,
  AuditListSchema,
  CurrentUserSchema,
  FREE_TRIAL_DAYS,
  fr,
} from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { call } from '@portal/service-kit/testing/call';
import {
  alterInto,
  createPlatformAccount,
  createTestAgency,
  daysFromNow,
  setSubscription,
  tokenOf,
} from '../testing/agency-fixtures.js';
import { createMember } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { claimsOf } from '../testing/session-requests.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => h?.close());

const startTrial = (agencyId: string, token: string) =>
  call(h.app, 'POST', `/agency/${agencyId}/free-trial`, { token });

/** The agency's stored trial end, read in platform scope. */
async function storedTrialEnd(agencyId: string): Promise<Date | null> {
  const [row] = await transaction(
    h.sql,
    { kind: 'platform' },
    (tx) => tx<{ trialEndsAt: Date | null }[]>`select trial_ends_at from agencies where id = ${agencyId}`,
  );
  return row?.trialEndsAt ?? null;
}

describe('POST /agency/:agencyId/free-trial', () => {
  it('a new agency has its free trial offered, without access; its owner starts 14 days of it, and his next token opens the app', async () => {
    const { agency, owner } = await createTestAgency(h.sql, { trial: false });
    expect(agency.subscription).toEqual({
      state: 'free_trial_available',
      trialEndsAt: null,
      validUntil: null,
      accessGranted: false,
    });
    const before = await tokenOf(h, owner);
    expect(claimsOf(before).access).toBeNull();
    // Only the pages open without a subscription answer him until then (00 §2.1).
    expect((await call(h.app, 'GET', `/agency/${agency.id}/licences`, { token: before })).status).toBe(402);

    const started = Date.now();
    const result = await startTrial(agency.id, before);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const subscription = AgencySubscriptionSchema.parse(result.body);
    expect(subscription).toMatchObject({ state: 'free_trial', validUntil: null, accessGranted: true });
    const ends = new Date(subscription.trialEndsAt ?? '').getTime();
    expect(ends - started).toBeGreaterThan(FREE_TRIAL_DAYS * 86_400_000 - 5_000);
    expect(ends - started).toBeLessThan(FREE_TRIAL_DAYS * 86_400_000 + 5_000);
    expect((await storedTrialEnd(agency.id))?.toISOString()).toBe(subscription.trialEndsAt);

    const after = await tokenOf(h, owner);
    expect(claimsOf(after).access).toBe(subscription.trialEndsAt);
    expect((await call(h.app, 'GET', `/agency/${agency.id}/licences`, { token: after })).status).toBe(200);
    const user = CurrentUserSchema.parse((await call(h.app, 'GET', '/user', { token: after })).body);
    expect(user.session.subscription).toEqual(subscription);
  });

  it('starts once: a second start, two at once, a finished trial, a paid period or a lock answer 409 in French and change nothing', async () => {
    const { agency, owner } = await createTestAgency(h.sql, { trial: false });
    const token = await tokenOf(h, owner);
    const twice = await Promise.all([startTrial(agency.id, token), startTrial(agency.id, token)]);
    expect(twice.map((result) => result.status).sort()).toEqual([200, 409]);
    const trialEnd = await storedTrialEnd(agency.id);
    const again = await startTrial(agency.id, token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: { code: 'FREE_TRIAL_ALREADY_USED', message: fr.FREE_TRIAL_ALREADY_USED },
    });
    expect(await storedTrialEnd(agency.id)).toEqual(trialEnd);

    await setSubscription(h.sql, agency.id, { trialEndsAt: daysFromNow(-1), validUntil: null });
    expect((await startTrial(agency.id, token)).status).toBe(409);

    const paid = await createTestAgency(h.sql, { trial: false });
    await setSubscription(h.sql, paid.agency.id, { trialEndsAt: null, validUntil: daysFromNow(-10) });
    expect((await startTrial(paid.agency.id, await tokenOf(h, paid.owner))).status).toBe(409);
    expect(await storedTrialEnd(paid.agency.id)).toBeNull();

    const locked = await createTestAgency(h.sql, { trial: false });
    await transaction(
      h.sql,
      { kind: 'platform' },
      (tx) => tx`update agencies set locked = true where id = ${locked.agency.id}`,
    );
    expect((await startTrial(locked.agency.id, await tokenOf(h, locked.owner))).status).toBe(409);
    expect(await storedTrialEnd(locked.agency.id)).toBeNull();
  });

  it('needs the subscriptions right, and another agency’s id answers 404', async () => {
    const { agency } = await createTestAgency(h.sql, { trial: false });
    const staff = await createMember(h.sql, agency.id, { rights: ['agencySettings.list'] });
    const refused = await startTrial(agency.id, await tokenOf(h, staff));
    expect(refused.status).toBe(403);

    const other = await createTestAgency(h.sql);
    expect((await startTrial(agency.id, await tokenOf(h, other.owner))).status).toBe(404);
    expect(await storedTrialEnd(agency.id)).toBeNull();
  });

  it('support may start it acting as the agency, and the audit trail names him', async () => {
    const support = await createPlatformAccount(h.sql, 'support');
    const { agency, owner } = await createTestAgency(h.sql, { trial: false });
    const altered = await alterInto(h, await tokenOf(h, support), agency.id);
    expect((await startTrial(agency.id, altered.token)).status).toBe(200);

    const audit = await call(h.app, 'GET', `/agency/${agency.id}/audit`, { token: await tokenOf(h, owner) });
    const [latest] = AuditListSchema.parse(audit.body).data;
    expect(latest).toMatchObject({ action: 'POST /agency/:agencyId/free-trial', actorUserId: support.userId });
    const read = await call(h.app, 'GET', `/agency/${agency.id}`, { token: await tokenOf(h, owner) });
    expect(AgencySchema.parse(read.body).subscription.state).toBe('free_trial');
  });
});
