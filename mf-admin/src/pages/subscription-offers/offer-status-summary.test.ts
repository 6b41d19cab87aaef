import { describe, expect, it } from 'vitest';
import { offerStatusDone, offerStatusSentences, offerStatusSummary } from './offer-status-summary.js';

describe("the multi-select's confirmation", () => {
  const offers = [
    { type: 300, status: 100 },
    { type: 210, status: 100 },
    { type: 200, status: 100 },
    { type: 100, status: 200 },
    { type: 1, status: 100 },
    { type: 300, status: 300 },
  ] as const;

  it('counts the offers moved, already in the status, and not modifiable or deleted', () => {
    expect(offerStatusSummary(offers, 200)).toEqual({ change: 3, already: 1, locked: 2 });
    expect(offerStatusSummary(offers, 300)).toEqual({ change: 4, already: 1, locked: 1 });
  });

  it('words them in French, singular and plural', () => {
    expect(offerStatusSentences({ change: 3, already: 1, locked: 0 }, 200)).toEqual([
      '3 offres seront désactivées.',
      '1 offre déjà dans ce statut sera ignorée.',
    ]);
    expect(offerStatusSentences({ change: 1, already: 2, locked: 2 }, 100)).toEqual([
      '1 offre sera activée.',
      '2 offres déjà dans ce statut seront ignorées.',
      '2 offres non modifiables ou supprimées seront ignorées.',
    ]);
    expect(offerStatusDone(1, 300)).toBe('1 offre supprimée');
    expect(offerStatusDone(4, 200)).toBe('4 offres désactivées');
  });
});
