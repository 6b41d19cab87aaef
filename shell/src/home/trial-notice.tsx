import { Alert, Button } from 'antd';
import { Link } from 'react-router';
import { FREE_TRIAL_DAYS, trialDaysLeft, type AgencySubscription, type Role } from '@portal/contracts';
import { isPlatformRole } from '@portal/kit';

/** The notice home shows of the free trial, and where it leads; null when there is nothing to say. */
function noticeOf(subscription: AgencySubscription) {
  switch (subscription.state) {
    case 'free_trial_available':
      return {
        type: 'info' as const,
        message: `Votre essai gratuit de ${FREE_TRIAL_DAYS} jours vous attend : toutes les fonctionnalités du portail, sans engagement.`,
        action: 'Démarrer mon essai gratuit',
      };
    case 'free_trial': {
      const days = trialDaysLeft(subscription.trialEndsAt ?? new Date(), new Date());
      return {
        type: 'info' as const,
        message: `Essai gratuit en cours : il vous reste ${days} jour${days > 1 ? 's' : ''}.`,
        action: "Voir l'essai gratuit",
      };
    }
    case 'free_trial_finished':
      return {
        type: 'warning' as const,
        message: 'Votre essai gratuit est terminé : choisissez une offre pour retrouver toutes les fonctionnalités.',
        action: "Voir l'essai gratuit",
      };
    default:
      return null;
  }
}

/** Home's trial card (02 §6: not shown to support or the super admin), leading to free-trial. */
export function TrialNotice(props: { subscription: AgencySubscription | null; role: Role | undefined }) {
  if (!props.subscription || isPlatformRole(props.role)) return null;
  const notice = noticeOf(props.subscription);
  if (!notice) return null;
  // The button under the text rather than beside it: a phone keeps the whole width for the sentence.
  return (
    <Alert
      style={{ marginBottom: 16 }}
      type={notice.type}
      showIcon
      message={notice.message}
      description={
        <Link to="/free-trial">
          <Button size="small" type={notice.type === 'info' ? 'primary' : 'default'}>
            {notice.action}
          </Button>
        </Link>
      }
    />
  );
}
