import { Card, Descriptions, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  IDENTITY_AGENCY_CALLS,
  PAYMENT_PERIOD_LABELS,
  PRO_OFFER_LICENCES,
  SUBSCRIPTION_COMMITMENT_MONTHS,
  SUBSCRIPTION_NOTICE_MONTHS,
  type AgencyInvoice,
} from '@portal/contracts';
import { callApi, formatDate, useAgencyId, useCan, useCurrentUser, SubscriptionStateTag } from '@portal/kit';
import { fetchAgencyInvoices } from '../agency-invoices/agency-invoice-calls.js';
import { PlanTermination } from './plan-termination.js';

const { licences } = IDENTITY_AGENCY_CALLS;

/** The latest paid invoice holding a plan (PRO, the website): what runs now, with what came with it. */
const runningPlanOf = (invoices: AgencyInvoice[]) =>
  invoices.find(
    (invoice) => invoice.status === 200 && invoice.lines.some((line) => line.offerType === 1 || line.offerType === 2),
  );

/**
 * agencySubscription/subscriptions (Dates d'abonnements, 02 §2): where the subscription stands, what
 * runs (the last plan paid and what came with it), until when, the free trial, the licences it gives,
 * the terms (02 §9), and the plan's commitment and termination.
 */
export default function SubscriptionDatesPage() {
  const agencyId = useAgencyId();
  const { session } = useCurrentUser();
  const canSeeLicences = useCan('agents.list');
  const usage = useQuery({
    queryKey: ['identity', 'licences', agencyId],
    enabled: canSeeLicences && session.subscription?.accessGranted === true,
    queryFn: () => callApi('identity', licences.path.replace(':agencyId', agencyId), { schema: licences.response }),
  });
  const canSeeInvoices = useCan('subscriptionInvoices.list');
  const invoices = useQuery({
    queryKey: ['billing', 'agency-invoices', agencyId, 1],
    enabled: canSeeInvoices,
    queryFn: () => fetchAgencyInvoices(agencyId, 1),
  });
  const running = invoices.data ? runningPlanOf(invoices.data.data) : undefined;
  const subscription = session.subscription;
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          Dates d&apos;abonnements
        </Typography.Title>
      }
    >
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="État">
          {subscription ? <SubscriptionStateTag state={subscription.state} /> : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Abonnement en cours">
          {running
            ? `${running.lines.map((line) => `${line.quantity} × ${line.designation}`).join(', ')} (${PAYMENT_PERIOD_LABELS[running.period].toLowerCase()}, facture ${running.number} du ${formatDate(running.date)})`
            : 'Aucun'}
        </Descriptions.Item>
        <Descriptions.Item label="Abonnement valide jusqu'au">
          {subscription?.validUntil ? formatDate(subscription.validUntil) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Fin de l'essai gratuit">
          {subscription?.trialEndsAt ? formatDate(subscription.trialEndsAt) : '—'}
        </Descriptions.Item>
        {usage.data ? (
          <Descriptions.Item label="Licences">
            {usage.data.countAgents} / {usage.data.agentsLimit} licences utilisées
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label="Conditions">
          Offre PRO : sans engagement, {PRO_OFFER_LICENCES} licences incluses, payée chaque mois. Autres abonnements :
          engagement de {SUBSCRIPTION_COMMITMENT_MONTHS} mois, préavis de {SUBSCRIPTION_NOTICE_MONTHS} mois, paiement
          mensuel ou annuel.
        </Descriptions.Item>
      </Descriptions>
      <PlanTermination />
    </Card>
  );
}
