import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_LICENCE_LIMITS,
  DEFAULT_OPERATIONS_SETTINGS,
  OperationsDashboardSchema,
  OperationsSettingsSchema,
} from '@portal/contracts';
import { agencyCreatedPayload } from '@portal/service-kit/testing/agency-events';
import { settingsStore } from '../settings/repo.js';
import { startOperationsEventsHarness, type OperationsEventsHarness } from '../testing/harness.js';
import { findAgency } from './repo.js';

let h: OperationsEventsHarness;
beforeAll(async () => {
  h = await startOperationsEventsHarness();
});
afterAll(async () => {
  await h?.close();
});

/** For effects whose delay this file does not measure (the 1 s bound is asserted once, below). */
const WAIT = { timeout: 5000, interval: 20 };
const agencyOf = (agencyId: string) => h.asPlatform((tx) => findAgency(tx, agencyId));
const settingsOf = (agencyId: string) => h.asPlatform((tx) => settingsStore.find(tx, agencyId));
describe('provisioning from identity.agency.created', () => {
  it("provisions the agency and its default settings within 1 s of identity's announcement", async () => {
    const payload = agencyCreatedPayload({
      stockSimplified: true,
      activity: 'cleaning',
      currency: 'MAD',
      vatLabel: 'TVA MA',
    });
    const started = performance.now();
    await h.identity.announce('identity.agency.created', payload, payload.agencyId);

    await vi.waitFor(async () => expect(await settingsOf(payload.agencyId)).toBeDefined(), {
      timeout: 1000,
      interval: 20,
    });
    expect(performance.now() - started).toBeLessThan(1000);

    expect(await agencyOf(payload.agencyId)).toMatchObject({
      id: payload.agencyId,
      name: payload.name,
      activity: 'cleaning',
      currency: 'MAD',
      vatLabel: 'TVA MA',
      holidayLocale: 'FR',
      country: 'FR',
      stockSimplified: true,
      agentsLimit: DEFAULT_LICENCE_LIMITS.agentsLimit,
      accountsLimit: DEFAULT_LICENCE_LIMITS.accountsLimit,
      freeAccounts: DEFAULT_LICENCE_LIMITS.freeAccounts,
    });
    expect((await settingsOf(payload.agencyId))?.settings).toEqual({
      ...DEFAULT_OPERATIONS_SETTINGS,
      stockSimplified: true,
    });

    const token = await h.tokenFor(payload.agencyId);
    const answer = await h.request('GET', `/agency/${payload.agencyId}/settings`, { token });
    expect(answer.status).toBe(200);
    expect(OperationsSettingsSchema.parse(answer.body)).toEqual({
      ...DEFAULT_OPERATIONS_SETTINGS,
      stockSimplified: true,
    });
  });
});

describe('following the agency', () => {
  it('identity.agency.updated updates the copy and the stock-simplified setting', async () => {
    const payload = agencyCreatedPayload();
    await h.identity.announce('identity.agency.created', payload, payload.agencyId);
    const { limits: _limits, ...profile } = payload;
    await h.identity.announce(
      'identity.agency.updated',
      {
        ...profile,
        name: 'Sécurité du Sud',
        currency: 'CHF',
        holidayLocale: 'CH',
        country: 'CH',
        stockSimplified: true,
      },
      payload.agencyId,
    );

    await vi.waitFor(async () => expect((await agencyOf(payload.agencyId))?.name).toBe('Sécurité du Sud'), WAIT);
    expect(await agencyOf(payload.agencyId)).toMatchObject({
      currency: 'CHF',
      holidayLocale: 'CH',
      country: 'CH',
      stockSimplified: true,
    });
    expect((await settingsOf(payload.agencyId))?.settings.stockSimplified).toBe(true);
  });

  it('identity.agency.limits-changed stores the limits the collaborator quota reads', async () => {
    const payload = agencyCreatedPayload();
    await h.identity.announce('identity.agency.created', payload, payload.agencyId);
    const limits = { agentsLimit: 42, accountsLimit: 7, freeAccounts: 3 };
    await h.identity.announce(
      'identity.agency.limits-changed',
      { agencyId: payload.agencyId, limits },
      payload.agencyId,
    );

    await vi.waitFor(async () => expect((await agencyOf(payload.agencyId))?.agentsLimit).toBe(42), WAIT);
    expect(await agencyOf(payload.agencyId)).toMatchObject({ accountsLimit: 7, freeAccounts: 3 });
    const answer = await h.request('GET', `/agency/${payload.agencyId}/dashboard`, {
      token: await h.tokenFor(payload.agencyId),
    });
    expect(OperationsDashboardSchema.parse(answer.body).limits).toEqual(limits);
  });

  it('an update of an agency whose creation never arrived provisions it from the profile', async () => {
    const { limits: _limits, ...profile } = agencyCreatedPayload({ stockSimplified: true });
    await h.identity.announce('identity.agency.updated', profile, profile.agencyId);

    await vi.waitFor(async () => expect(await settingsOf(profile.agencyId)).toBeDefined(), WAIT);
    expect(await agencyOf(profile.agencyId)).toMatchObject({
      name: profile.name,
      agentsLimit: DEFAULT_LICENCE_LIMITS.agentsLimit,
    });
    expect((await settingsOf(profile.agencyId))?.settings.stockSimplified).toBe(true);
  });
});
