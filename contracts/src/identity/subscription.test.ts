import { describe, expect, it } from 'vitest';
import { FREE_TRIAL_DAYS } from '../constants.js';
import {
  AgencySubscriptionSchema,
  freeTrialAvailable,
  SUBSCRIPTION_STATE_LABELS,
  SUBSCRIPTION_STATES,
  subscriptionState,
  trialDaysLeft,
} from './subscription.js';

const now = new Date('2026-03-15T12:00:00.000Z');
const daysFromNow = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('the subscription states of spec 00 §4', () => {
  it('is a valid subscription while the paid period lasts, whatever the trial', () => {
    const validUntil = daysFromNow(30);
    expect(subscriptionState({ trialEndsAt: null, validUntil }, now)).toEqual({
      state: 'valid',
      trialEndsAt: null,
      validUntil: validUntil.toISOString(),
      accessGranted: true,
    });
    expect(subscriptionState({ trialEndsAt: daysFromNow(-60), validUntil }, now).state).toBe('valid');
    expect(subscriptionState({ trialEndsAt: daysFromNow(5), validUntil }, now).state).toBe('valid');
  });

  it('is a free trial in progress until its end, with access', () => {
    const trialEndsAt = daysFromNow(FREE_TRIAL_DAYS);
    expect(subscriptionState({ trialEndsAt, validUntil: null }, now)).toEqual({
      state: 'free_trial',
      trialEndsAt: trialEndsAt.toISOString(),
      validUntil: null,
      accessGranted: true,
    });
  });

  it('is a finished free trial for an agency that never paid, without access', () => {
    expect(subscriptionState({ trialEndsAt: daysFromNow(-3), validUntil: null }, now)).toMatchObject({
      state: 'free_trial_finished',
      accessGranted: false,
    });
  });

  it('is expired once a paid period has ended', () => {
    expect(subscriptionState({ trialEndsAt: daysFromNow(-400), validUntil: daysFromNow(-1) }, now)).toMatchObject({
      state: 'expired',
      accessGranted: false,
    });
    expect(subscriptionState({ trialEndsAt: null, validUntil: daysFromNow(-1) }, now).state).toBe('expired');
  });

  it('offers the free trial to an agency that had neither trial nor payment, without access until it starts', () => {
    expect(subscriptionState({ trialEndsAt: null, validUntil: null }, now)).toEqual({
      state: 'free_trial_available',
      trialEndsAt: null,
      validUntil: null,
      accessGranted: false,
    });
    expect(freeTrialAvailable({ trialEndsAt: null, validUntil: null })).toBe(true);
    expect(freeTrialAvailable({ trialEndsAt: null, validUntil: null, locked: true })).toBe(false);
    expect(freeTrialAvailable({ trialEndsAt: daysFromNow(-3), validUntil: null })).toBe(false);
    expect(freeTrialAvailable({ trialEndsAt: null, validUntil: daysFromNow(-1) })).toBe(false);
  });

  it('counts the last instant of a period as inside it', () => {
    expect(subscriptionState({ trialEndsAt: null, validUntil: now }, now).state).toBe('valid');
    expect(subscriptionState({ trialEndsAt: now, validUntil: null }, now).state).toBe('free_trial');
    const justAfter = new Date(now.getTime() + 1);
    expect(subscriptionState({ trialEndsAt: now, validUntil: null }, justAfter).state).toBe('free_trial_finished');
  });

  it('takes ISO strings as well as dates (the portal reads them from JSON) and answers the schema', () => {
    const fromStrings = subscriptionState(
      { trialEndsAt: '2026-03-20T00:00:00+01:00', validUntil: null },
      '2026-03-15T12:00:00Z',
    );
    expect(fromStrings).toEqual({
      state: 'free_trial',
      trialEndsAt: '2026-03-19T23:00:00.000Z',
      validUntil: null,
      accessGranted: true,
    });
    expect(AgencySubscriptionSchema.parse(fromStrings)).toEqual(fromStrings);
  });

  it('counts the days left of a trial, a day begun counting, never below 0', () => {
    expect(trialDaysLeft(daysFromNow(FREE_TRIAL_DAYS), now)).toBe(FREE_TRIAL_DAYS);
    expect(trialDaysLeft(new Date(now.getTime() + 3_600_000), now)).toBe(1);
    expect(trialDaysLeft(now, now)).toBe(0);
    expect(trialDaysLeft(daysFromNow(-2), now)).toBe(0);
  });

  it('labels every state in French', () => {
    expect(SUBSCRIPTION_STATES.map((state) => SUBSCRIPTION_STATE_LABELS[state])).toEqual([
      'Essai gratuit disponible',
      'Essai gratuit en cours',
      'Essai gratuit terminé',
      'Abonnement valide',
      'Abonnement expiré',
      'Compte bloqué',
    ]);
  });
});
