import {
  ARTICLE_ORDER_STATUS_LABELS,
  articleOrderStatusChange,
  type AgencyArticleOrder,
  type ArticleOrderStatus,
} from '@portal/contracts';

export type ArticleOrderStatusSummary = { change: number; already: number };

/** How the selected orders fare with the status: moved, or already in it (skipped). */
export function articleOrderStatusSummary(
  orders: readonly Pick<AgencyArticleOrder, 'status'>[],
  status: ArticleOrderStatus,
): ArticleOrderStatusSummary {
  const summary: ArticleOrderStatusSummary = { change: 0, already: 0 };
  for (const order of orders) summary[articleOrderStatusChange(order, status)] += 1;
  return summary;
}

const plural = (count: number, one: string, many: string) => (count > 1 ? many : one);

/**
 * The confirmation's sentences (02 §4: the orders already in the status are skipped, with the
 * count): '3 commandes seront modifiées (statut « Envoyée »).', '1 commande déjà dans ce statut
 * sera ignorée.'
 */
export function articleOrderStatusSentences(summary: ArticleOrderStatusSummary, status: ArticleOrderStatus): string[] {
  const { change, already } = summary;
  const sentences = [
    `${change} ${plural(change, 'commande sera modifiée', 'commandes seront modifiées')} (statut «\u00a0${ARTICLE_ORDER_STATUS_LABELS[status]}\u00a0»).`,
  ];
  if (already > 0) {
    sentences.push(
      `${already} ${plural(already, 'commande déjà dans ce statut sera ignorée', 'commandes déjà dans ce statut seront ignorées')}.`,
    );
  }
  return sentences;
}

/** The success message once done: '3 commandes modifiées'. */
export function articleOrderStatusDone(changed: number): string {
  return `${changed} ${plural(changed, 'commande modifiée', 'commandes modifiées')}`;
}
