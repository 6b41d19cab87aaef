import { describe, expect, it } from 'vitest';
import { subscriptionState } from '@portal/contracts';
import { trialSummary } from './trial-summary.js';

const now = new Date('2026-11-26T10:00:00.000Z');
const days = (count: number) => new Date(now.getTime() + count * 86_400_000);
const summaryOf = (dates: { trialEndsAt: Date | null; validUntil: Date | null }) =>
  trialSummary(subscriptionState(dates, now), now);

describe('the free-trial page', () => {
  it('offers the 14 days to an agency that had neither trial nor payment', () => {
    expect(summaryOf({ trialEndsAt: null, validUntil: null })).toBe(
      'Essayez gratuitement toutes les fonctionnalités du portail pendant 14 jours, sans engagement et sans moyen de paiement.',
    );
  });

  it('counts the days left of a trial in progress, singular and plural', () => {
    expect(summaryOf({ trialEndsAt: days(14), validUntil: null })).toBe(
      "Il vous reste 14 jours d'essai gratuit, jusqu'au 10/12/2026. Toutes les fonctionnalités de votre agence sont accessibles.",
    );
    expect(summaryOf({ trialEndsAt: days(0.5), validUntil: null })).toMatch(/^Il vous reste 1 jour d'essai gratuit,/);
  });

  it('says a finished trial leaves only home, free trial and payments', () => {
    expect(summaryOf({ trialEndsAt: days(-3), validUntil: null })).toMatch(/^Votre essai gratuit est terminé : seuls/);
  });
});
