import { Avatar, Card, Descriptions, Empty, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { COLLABORATOR_TYPE_LABELS, fr } from '@portal/contracts';
import { useAgencyId, useSession } from '@portal/kit';
import { agentFieldKeys, fetchAgentBadge } from '../../field/agent-field-calls.js';

/** agentBadge (00 §2.2, a basic screen): the signed-in collaborator's card, to show when asked. */
export default function AgentBadgePage() {
  const agencyId = useAgencyId();
  const session = useSession();
  const agentId = session.status === 'anonymous' ? '' : session.claims.sub;
  const badge = useQuery({
    queryKey: agentFieldKeys.badge(agencyId, agentId),
    queryFn: () => fetchAgentBadge(agencyId, agentId),
    retry: false,
  });

  if (badge.isPending) return <Spin />;
  if (badge.isError) return <Empty description={fr.COLLABORATOR_NOT_FOUND} />;
  const agent = badge.data;
  const initials = `${agent.firstName.charAt(0)}${agent.lastName.charAt(0)}`.toUpperCase();

  return (
    <Card
      aria-label="Ma carte professionnelle"
      style={{ width: '100%', maxWidth: 420, margin: '0 auto', borderTop: '6px solid #1677ff' }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, textAlign: 'center' }}>
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {agent.agencyName}
        </Typography.Text>
        <Avatar size={96} style={{ backgroundColor: '#1677ff', fontSize: 36 }} aria-hidden>
          {initials}
        </Avatar>
        <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {agent.firstName} {agent.lastName.toUpperCase()}
        </Typography.Title>
        {agent.position ? <Typography.Text>{agent.position}</Typography.Text> : null}
      </div>
      <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
        <Descriptions.Item label="Carte professionnelle">
          <span style={{ overflowWrap: 'anywhere' }}>{agent.cardNumber ?? 'Non renseignée'}</span>
        </Descriptions.Item>
        {agent.registrationNumber ? (
          <Descriptions.Item label="Matricule">{agent.registrationNumber}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label="Statut">{COLLABORATOR_TYPE_LABELS[agent.type]}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
