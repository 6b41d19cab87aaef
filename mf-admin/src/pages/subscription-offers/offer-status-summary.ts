import { offerStatusChange, type SubscriptionOffer, type SubscriptionOfferStatus } from '@portal/contracts';

/** What the multi-select's action does: the verb of its confirmation, by status. */
const DONE: Record<SubscriptionOfferStatus, [string, string]> = {
  100: ['activée', 'activées'],
  200: ['désactivée', 'désactivées'],
  300: ['supprimée', 'supprimées'],
};

export type OfferStatusSummary = { change: number; already: number; locked: number };

/** How the selected offers fare with the status: moved, already in it, or not modifiable. */
export function offerStatusSummary(
  offers: readonly Pick<SubscriptionOffer, 'type' | 'status'>[],
  status: SubscriptionOfferStatus,
): OfferStatusSummary {
  const summary: OfferStatusSummary = { change: 0, already: 0, locked: 0 };
  for (const offer of offers) summary[offerStatusChange(offer, status)] += 1;
  return summary;
}

const plural = (count: number, one: string, many: string) => (count > 1 ? many : one);

/**
 * The confirmation's sentences (02 §4: offers already in the status are skipped, with the count):
 * '3 offres seront désactivées.', '1 offre déjà dans ce statut sera ignorée.', '1 offre non
 * modifiable ou supprimée sera ignorée.'
 */
export function offerStatusSentences(summary: OfferStatusSummary, status: SubscriptionOfferStatus): string[] {
  const [one, many] = DONE[status];
  const sentences = [
    `${summary.change} ${plural(summary.change, 'offre sera', 'offres seront')} ${plural(summary.change, one, many)}.`,
  ];
  if (summary.already > 0) {
    sentences.push(
      `${summary.already} ${plural(summary.already, 'offre déjà dans ce statut sera ignorée', 'offres déjà dans ce statut seront ignorées')}.`,
    );
  }
  if (summary.locked > 0) {
    sentences.push(
      `${summary.locked} ${plural(summary.locked, 'offre non modifiable ou supprimée sera ignorée', 'offres non modifiables ou supprimées seront ignorées')}.`,
    );
  }
  return sentences;
}

/** The success message once done: '3 offres désactivées'. */
export function offerStatusDone(changed: number, status: SubscriptionOfferStatus): string {
  const [one, many] = DONE[status];
  return `${changed} ${plural(changed, 'offre', 'offres')} ${plural(changed, one, many)}`;
}
