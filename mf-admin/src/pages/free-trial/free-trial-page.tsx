import { useState } from 'react';
import { App, Button, Card, Descriptions, Result, Typography } from 'antd';
import { Link } from 'react-router';
import { fr, SUBSCRIPTION_STATE_LABELS, type AgencySubscription } from '@portal/contracts';
import {
  formatDate,
  isPlatformRole,
  reloadSession,
  sessionRole,
  useAgencyId,
  useCan,
  useCurrentUser,
  useSession,
  SubscriptionStateTag,
} from '@portal/kit';
import { startFreeTrial } from './free-trial-calls.js';
import { trialSummary } from './trial-summary.js';

const RESULT_STATUS: Record<AgencySubscription['state'], 'info' | 'success' | 'warning'> = {
  free_trial_available: 'info',
  free_trial: 'success',
  valid: 'success',
  free_trial_finished: 'warning',
  expired: 'warning',
  locked: 'warning',
};

/** 'Démarrer mon essai gratuit': starts the trial, then a new token carrying the access (the menu opens). */
function StartTrialButton() {
  const agencyId = useAgencyId();
  const { message } = App.useApp();
  const [starting, setStarting] = useState(false);

  async function start() {
    setStarting(true);
    try {
      await startFreeTrial(agencyId);
      await reloadSession();
      void message.success(fr.FREE_TRIAL_STARTED);
    } catch {
      // The HTTP client has shown the refusal.
    } finally {
      setStarting(false);
    }
  }

  return (
    <Button type="primary" loading={starting} onClick={() => void start()}>
      Démarrer mon essai gratuit
    </Button>
  );
}

/**
 * free-trial: the agency's trial (to start, in progress, finished) or subscription, and the way
 * further — starting the trial, or the offers (plan_options). 02 §6: the trial is not offered to
 * support or the super admin, and whoever may not subscribe sees no payment choice.
 */
export default function FreeTrialPage() {
  const { session } = useCurrentUser();
  const platformUser = isPlatformRole(sessionRole(useSession()));
  const canStart = useCan('subscriptions.edit') && !platformUser;
  const canSubscribe = useCan('subscriptions.list');
  const subscription = session.subscription;
  if (!subscription) return <Result status="info" title="Aucune agence" />;
  const available = subscription.state === 'free_trial_available';
  const action = available ? (
    canStart ? (
      <StartTrialButton />
    ) : (
      <Typography.Text type="secondary">Le gérant de votre agence peut démarrer l&apos;essai gratuit.</Typography.Text>
    )
  ) : canSubscribe ? (
    <Link to="/agencySubscription/plan_options">
      <Button type={subscription.accessGranted ? 'default' : 'primary'}>Choisir mon abonnement</Button>
    </Link>
  ) : null;
  return (
    <Card title="Essai gratuit et abonnement">
      <Result
        status={RESULT_STATUS[subscription.state]}
        title={SUBSCRIPTION_STATE_LABELS[subscription.state]}
        subTitle={trialSummary(subscription)}
        extra={action}
      />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="État">
          <SubscriptionStateTag state={subscription.state} />
        </Descriptions.Item>
        <Descriptions.Item label="Fin de l'essai gratuit">
          {subscription.trialEndsAt ? formatDate(subscription.trialEndsAt) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Abonnement valide jusqu'au">
          {subscription.validUntil ? formatDate(subscription.validUntil) : '—'}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
