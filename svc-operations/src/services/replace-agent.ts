import { fr, type PlanningAnomaly, type ReplaceServiceAgentSchema, type Service } from '@portal/contracts';
import type { Sql, WriteContext } from '@portal/service-kit';
import type { z } from 'zod';
import { fieldError } from '../checkpoints/checkpoint-errors.js';
import { onEditableService } from './editable-service.js';
import { agentNames } from './history.js';
import { saveChecked } from './update-service.js';

/**
 * `POST /agency/{id}/service/{serviceId}/replacement` (cover/replacement): one agent of the service
 * gives way to another, checked against the replacement's schedule like any edit.
 */
export function replaceServiceAgent(
  sql: Sql,
  agencyId: string,
  serviceId: string,
  input: z.output<typeof ReplaceServiceAgentSchema>,
  context: WriteContext,
): Promise<{ data: Service[]; anomalies: PlanningAnomaly[] }> {
  return onEditableService(sql, agencyId, serviceId, context, (tx, current) => {
    const replaced = current.agents.find((agent) => agent.id === input.agentId);
    if (!replaced) throw fieldError('agentId', fr.AGENT_NOT_ON_SERVICE);
    const agentIds = [
      ...new Set(current.agents.map((agent) => (agent.id === input.agentId ? input.replacementId : agent.id))),
    ];
    const change = { ...current, agentIds };
    return saveChecked(tx, agencyId, change, input.confirmed, context, (saved) => ({
      kind: 'replaced',
      detail: `${agentNames([replaced])} remplacé par ${agentNames(saved.agents.filter((agent) => agent.id === input.replacementId))}`,
    }));
  });
}
