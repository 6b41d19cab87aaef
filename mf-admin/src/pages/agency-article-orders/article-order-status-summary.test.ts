import { describe, expect, it } from 'vitest';
import {
  articleOrderStatusDone,
  articleOrderStatusSentences,
  articleOrderStatusSummary,
} from './article-order-status-summary.js';

describe("the multi-select's confirmation", () => {
  it('counts the orders moved and those already in the status, whatever status they come from', () => {
    const orders = [{ status: 100 }, { status: 300 }, { status: 500 }, { status: 300 }, { status: 999 }];
    expect(articleOrderStatusSummary(orders, 300)).toEqual({ change: 3, already: 2 });
    expect(articleOrderStatusSummary(orders, 100)).toEqual({ change: 4, already: 1 });
  });

  it('words them in French, singular and plural', () => {
    expect(articleOrderStatusSentences({ change: 3, already: 1 }, 300)).toEqual([
      '3 commandes seront modifiées (statut «\u00a0Envoyée\u00a0»).',
      '1 commande déjà dans ce statut sera ignorée.',
    ]);
    expect(articleOrderStatusSentences({ change: 1, already: 2 }, 500)).toEqual([
      '1 commande sera modifiée (statut «\u00a0Annulée\u00a0»).',
      '2 commandes déjà dans ce statut seront ignorées.',
    ]);
    expect(articleOrderStatusSentences({ change: 2, already: 0 }, 200)).toEqual([
      '2 commandes seront modifiées (statut «\u00a0Validée\u00a0»).',
    ]);
    expect([articleOrderStatusDone(1), articleOrderStatusDone(4)]).toEqual([
      '1 commande modifiée',
      '4 commandes modifiées',
    ]);
  });
});
