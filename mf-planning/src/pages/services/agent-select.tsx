import { Select, type SelectProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { COLLABORATOR_CALLS, type CollaboratorRow } from '@portal/contracts';
import { callApi, useAgencyId } from '@portal/kit';

/** Most agents the select lists for one search. */
const AGENT_OPTIONS_LIMIT = 250;

const nameOf = (agent: Pick<CollaboratorRow, 'firstName' | 'lastName'>) => `${agent.firstName} ${agent.lastName}`;

/**
 * The plannable collaborators with a licence (01 §6: agents are listed only if plannable), searched
 * by the service as the user types; one, or several when `multiple`.
 */
export function AgentSelect({
  multiple = false,
  ...props
}: Omit<SelectProps<string | string[]>, 'options' | 'mode'> & { multiple?: boolean }) {
  const agencyId = useAgencyId();
  const [search, setSearch] = useState('');
  const agents = useQuery({
    queryKey: ['operations', 'agent-options', agencyId, search],
    queryFn: ({ signal }) =>
      callApi('operations', `/agency/${agencyId}/fetch/agents`, {
        method: 'POST',
        body: {
          filters: { plannable: true, status: [100] },
          limit: AGENT_OPTIONS_LIMIT,
          orderBy: 'lastName',
          ...(search ? { query: search } : {}),
        },
        schema: COLLABORATOR_CALLS.list.response,
        signal,
      }),
  });
  return (
    <Select<string | string[]>
      mode={multiple ? 'multiple' : undefined}
      placeholder={multiple ? 'Choisir des collaborateurs' : 'Choisir un collaborateur'}
      showSearch
      filterOption={false}
      onSearch={setSearch}
      loading={agents.isLoading}
      notFoundContent="Aucun collaborateur"
      {...props}
      options={(agents.data?.data ?? []).map((agent) => ({ value: agent.id, label: nameOf(agent) }))}
    />
  );
}
