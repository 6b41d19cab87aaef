import { describe, expect, it } from 'vitest';
import { terminationEffectiveAt } from './termination-date.js';

const at = (iso: string) => new Date(`${iso}T10:00:00.000Z`);

describe('when a terminated plan ends (02 §9)', () => {
  it('PRO, without commitment: at the end of the paid period running, or of the one already invoiced', () => {
    const pro = {
      offerType: 1,
      period: 'monthly',
      periodEnd: at('2026-12-10'),
      firstPaidAt: at('2026-06-10'),
    } as const;
    expect(terminationEffectiveAt(pro, at('2026-11-26'), false)).toEqual(at('2026-12-10'));
    expect(terminationEffectiveAt(pro, at('2026-12-09'), true)).toEqual(at('2027-01-10'));
  });

  it('a committed plan: not before 12 months from its first payment, nor before 2 months of notice', () => {
    const website = {
      offerType: 2,
      period: 'monthly',
      periodEnd: at('2026-12-10'),
      firstPaidAt: at('2026-06-10'),
    } as const;
    // Commitment until 2027-06-10: the period ending then.
    expect(terminationEffectiveAt(website, at('2026-11-26'), false)).toEqual(at('2027-06-10'));
    // Commitment over (first paid 2025-03-10): the notice of 2 months decides, to the next period end.
    const older = { ...website, firstPaidAt: at('2025-03-10') };
    expect(terminationEffectiveAt(older, at('2026-11-26'), false)).toEqual(at('2027-02-10'));
  });

  it('a yearly committed plan ends at the end of a paid year', () => {
    const yearly = {
      offerType: 2,
      period: 'yearly',
      periodEnd: at('2027-01-31'),
      firstPaidAt: at('2026-01-31'),
    } as const;
    expect(terminationEffectiveAt(yearly, at('2026-12-15'), false)).toEqual(at('2028-01-31'));
    expect(terminationEffectiveAt(yearly, at('2026-10-15'), false)).toEqual(at('2027-01-31'));
  });
});
