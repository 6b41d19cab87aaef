import { FREE_TRIAL_DAYS, trialDaysLeft, type AgencySubscription } from '@portal/contracts';
import { formatDate } from '@portal/kit';

/** What the free-trial page says of each state (00 §4: trial available, in progress, finished; the subscription). */
export function trialSummary(subscription: AgencySubscription, now: Date = new Date()): string {
  switch (subscription.state) {
    case 'free_trial_available':
      return `Essayez gratuitement toutes les fonctionnalités du portail pendant ${FREE_TRIAL_DAYS} jours, sans engagement et sans moyen de paiement.`;
    case 'free_trial': {
      const days = trialDaysLeft(subscription.trialEndsAt ?? now, now);
      return `Il vous reste ${days} jour${days > 1 ? 's' : ''} d'essai gratuit, jusqu'au ${formatDate(subscription.trialEndsAt ?? '')}. Toutes les fonctionnalités de votre agence sont accessibles.`;
    }
    case 'valid':
      return 'Toutes les fonctionnalités de votre agence sont accessibles.';
    case 'free_trial_finished':
      return "Votre essai gratuit est terminé : seuls l'accueil, l'essai gratuit et les pages de paiement sont accessibles. Choisissez une offre pour retrouver toutes les fonctionnalités.";
    case 'expired':
    case 'locked':
      return "Seuls l'accueil, l'essai gratuit et les pages de paiement sont accessibles. Choisissez une offre pour retrouver toutes les fonctionnalités.";
  }
}
