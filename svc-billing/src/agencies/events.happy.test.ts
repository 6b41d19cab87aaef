import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BillingSettingsSchema, DEFAULT_BILLING_SETTINGS } from '@portal/contracts';
import { agencyCreatedPayload } from '@portal/service-kit/testing/agency-events';
import { settingsStore } from '../settings/repo.js';
import { startBillingEventsHarness, type BillingEventsHarness } from '../testing/harness.js';
import { findAgency } from './repo.js';

let h: BillingEventsHarness;
beforeAll(async () => {
  h = await startBillingEventsHarness();
});
afterAll(async () => {
  await h?.close();
});

/** For effects whose delay this file does not measure (the 1 s bound is asserted once, below). */
const WAIT = { timeout: 5000, interval: 20 };
const agencyOf = (agencyId: string) => h.asPlatform((tx) => findAgency(tx, agencyId));
const settingsOf = (agencyId: string) => h.asPlatform((tx) => settingsStore.find(tx, agencyId));
const inboxRows = (eventId: string) =>
  h.asPlatform((tx) => tx`select consumer from inbox where event_id = ${eventId}`).then((rows) => rows.length);

describe('provisioning from identity.agency.created', () => {
  it("provisions the agency and its default settings within 1 s of identity's announcement", async () => {
    const payload = agencyCreatedPayload({ activity: 'cleaning', currency: 'GBP', vatLabel: 'VAT' });
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
      currency: 'GBP',
      vatLabel: 'VAT',
      holidayLocale: 'FR',
      country: 'FR',
      stockSimplified: false,
    });
    const expected = { ...DEFAULT_BILLING_SETTINGS, currency: 'GBP', vatLabel: 'VAT' };
    expect((await settingsOf(payload.agencyId))?.settings).toEqual(expected);

    const token = await h.tokenFor(payload.agencyId);
    const answer = await h.request('GET', `/agency/${payload.agencyId}/settings`, { token });
    expect(answer.status).toBe(200);
    expect(BillingSettingsSchema.parse(answer.body)).toEqual(expected);
  });
});

describe('following the agency', () => {
  it('identity.agency.updated updates the copy, and the currency and VAT label of the settings', async () => {
    const payload = agencyCreatedPayload();
    await h.identity.announce('identity.agency.created', payload, payload.agencyId);
    await vi.waitFor(async () => expect(await settingsOf(payload.agencyId)).toBeDefined(), WAIT);
    const token = await h.tokenFor(payload.agencyId);
    await h.request('PUT', `/agency/${payload.agencyId}/settings`, { token, json: { invoicePrefix: 'FAC-' } });

    const { limits: _limits, ...profile } = payload;
    const update = { ...profile, name: 'Propreté du Lac', currency: 'CHF', vatLabel: 'TVA CH', country: 'CH' } as const;
    await h.identity.announce('identity.agency.updated', update, payload.agencyId);

    await vi.waitFor(async () => expect((await agencyOf(payload.agencyId))?.name).toBe('Propreté du Lac'), WAIT);
    expect(await agencyOf(payload.agencyId)).toMatchObject({ currency: 'CHF', vatLabel: 'TVA CH', country: 'CH' });
    expect((await settingsOf(payload.agencyId))?.settings).toMatchObject({
      currency: 'CHF',
      vatLabel: 'TVA CH',
      invoicePrefix: 'FAC-',
    });
  });

  it('an update of an agency whose creation never arrived provisions it from the profile', async () => {
    const { limits: _limits, ...profile } = agencyCreatedPayload({ currency: 'CAD' });
    await h.identity.announce('identity.agency.updated', profile, profile.agencyId);

    await vi.waitFor(async () => expect(await settingsOf(profile.agencyId)).toBeDefined(), WAIT);
    expect(await agencyOf(profile.agencyId)).toMatchObject({ name: profile.name, currency: 'CAD' });
    expect((await settingsOf(profile.agencyId))?.settings.currency).toBe('CAD');
  });

  it('identity.agency.limits-changed is not billing’s concern: acknowledged, nothing recorded', async () => {
    const payload = agencyCreatedPayload();
    await h.identity.announce('identity.agency.created', payload, payload.agencyId);
    const event = await h.identity.announce(
      'identity.agency.limits-changed',
      { agencyId: payload.agencyId, limits: { agentsLimit: 1, accountsLimit: 1, freeAccounts: 0 } },
      payload.agencyId,
    );
    await h.caughtUp();
    expect(await inboxRows(event.id)).toBe(0);
  });
});
