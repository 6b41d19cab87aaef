import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { fetchLicenceUsage, usageQueryKey } from './collaborator-calls.js';

/** 'x / y licences utilisées': collaborators with a licence against the agency's quota. */
export function LicenceUsageLine(props: { agencyId: string }) {
  const usage = useQuery({ queryKey: usageQueryKey(props.agencyId), queryFn: () => fetchLicenceUsage(props.agencyId) });
  if (!usage.data) return null;
  const { countAgents, agentsLimit, agentsLimitReached } = usage.data;
  return (
    <Typography.Text
      type={agentsLimitReached ? 'danger' : 'secondary'}
      aria-label="Licences"
      style={{ fontSize: 'small', fontWeight: 'normal', whiteSpace: 'nowrap' }}
    >
      {countAgents} / {agentsLimit} licences utilisées
    </Typography.Text>
  );
}
