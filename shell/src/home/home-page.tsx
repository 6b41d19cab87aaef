import { Card, Col, Descriptions, Row, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { IdentityDashboardSchema, ROLE_LABELS } from '@portal/contracts';
import { callApi, formatDate, useCan, useCurrentUser, useSession, SubscriptionStateTag } from '@portal/kit';
import { TrialNotice } from './trial-notice.js';

/** Home (00 §2.2): who is logged in, in which agency, its subscription, and the agency's people. */
export default function HomePage() {
  const user = useCurrentUser();
  const session = useSession();
  const canSeeDashboard = useCan('dashboard.list');
  const agencyId = session.status === 'anonymous' ? null : session.claims.agency;
  const role = session.status === 'anonymous' ? undefined : session.claims.role;
  const dashboard = useQuery({
    queryKey: ['identity', 'dashboard', agencyId],
    enabled: Boolean(agencyId) && canSeeDashboard,
    queryFn: () => callApi('identity', `/agency/${agencyId}/dashboard`, { schema: IdentityDashboardSchema }),
  });
  const membership = user.userCompanies.find((company) => company.agency.id === agencyId);
  const subscription = user.session.subscription;

  return (
    <div>
      <Typography.Title level={3}>Bonjour {user.user.firstName || user.user.email}</Typography.Title>
      <TrialNotice subscription={subscription} role={role} />
      <Card style={{ marginBottom: 16 }}>
        <Descriptions column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="Profil">{role ? ROLE_LABELS[role] : ''}</Descriptions.Item>
          <Descriptions.Item label="Agence">
            {membership?.agency.name ?? (agencyId ? '—' : 'Espace support')}
          </Descriptions.Item>
          {subscription ? (
            <Descriptions.Item label="Abonnement">
              <SubscriptionStateTag state={subscription.state} />
              {subscription.validUntil ? `jusqu'au ${formatDate(subscription.validUntil)}` : null}
              {!subscription.validUntil && subscription.trialEndsAt
                ? `fin de l'essai : ${formatDate(subscription.trialEndsAt)}`
                : null}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Card>
      {dashboard.data ? (
        <Row gutter={[16, 16]}>
          {[
            ['Gérants', dashboard.data.owners],
            ['Collaborateurs non planifiables', dashboard.data.staff],
            ['Collaborateurs planifiables', dashboard.data.agents],
            ['Utilisateurs clients', dashboard.data.customers],
            ['Appareils enregistrés', dashboard.data.devices],
          ].map(([title, value]) => (
            <Col key={String(title)} xs={24} sm={12} lg={8} xl={4}>
              <Card>
                <Statistic title={title} value={value} />
              </Card>
            </Col>
          ))}
        </Row>
      ) : null}
    </div>
  );
}
