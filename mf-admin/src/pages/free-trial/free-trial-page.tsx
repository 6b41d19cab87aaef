import { Button, Card, Descriptions, Result, Tag } from 'antd';
import { Link } from 'react-router';
import { SUBSCRIPTION_STATE_LABELS } from '@portal/contracts';
import { formatDate, useCan, useCurrentUser } from '@portal/kit';

/** free-trial: the agency's trial and subscription state, and the way to the offers (plan_options). */
export default function FreeTrialPage() {
  const { session } = useCurrentUser();
  const subscription = session.subscription;
  const canSubscribe = useCan('subscriptions.list');
  if (!subscription) return <Result status="info" title="Aucune agence" />;
  return (
    <Card title="Essai gratuit et abonnement">
      <Result
        status={subscription.accessGranted ? 'success' : 'warning'}
        title={SUBSCRIPTION_STATE_LABELS[subscription.state]}
        subTitle={
          subscription.accessGranted
            ? 'Toutes les fonctionnalités de votre agence sont accessibles.'
            : "Seuls l'accueil, l'essai gratuit et les pages de paiement sont accessibles. Choisissez une offre pour retrouver toutes les fonctionnalités."
        }
        extra={
          canSubscribe ? (
            <Link to="/agencySubscription/plan_options">
              <Button type="primary">Choisir mon abonnement</Button>
            </Link>
          ) : null
        }
      />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="État">
          <Tag color={subscription.accessGranted ? 'green' : 'red'}>
            {SUBSCRIPTION_STATE_LABELS[subscription.state]}
          </Tag>
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
