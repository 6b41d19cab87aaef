import type { PlanningAnomaly, Service, ServiceHistoryEntry, UpdateServiceSchema } from '@portal/contracts';
import { AppError, type Sql, type Tx, type WriteContext } from '@portal/service-kit';
import type { z } from 'zod';
import { onEditableService } from './editable-service.js';
import { enforcePlanningChecks } from './planning-checks.js';
import { findService, updateService, type NewService } from './repo.js';
import { agentNames, recordHistory, slotText } from './history.js';
import { announceServices } from './service-events.js';
import { requireServiceAgents } from './service-rules.js';

type UpdateService = z.output<typeof UpdateServiceSchema>;
type Saved = { data: Service[]; anomalies: PlanningAnomaly[] };
type ServiceChange = Omit<NewService, 'reference' | 'seriesId'>;

/** How the timeline tells a change, once saved. */
type Told = (saved: Service) => { kind: ServiceHistoryEntry['kind']; detail: string };

/** Checks the changed service against the agents' schedules, saves it, announces it and writes its timeline. */
export async function saveChecked(
  tx: Tx,
  agencyId: string,
  change: ServiceChange,
  confirmed: boolean,
  context: WriteContext,
  told: Told,
): Promise<Saved> {
  await requireServiceAgents(tx, agencyId, change.agentIds);
  const anomalies = await enforcePlanningChecks(tx, agencyId, [change], confirmed);
  await updateService(tx, agencyId, change);
  const service = await findService(tx, agencyId, change.id);
  if (!service) throw new AppError('INTERNAL_ERROR', { internal: `service ${change.id} vanished` });
  await announceServices(tx, 'operations.service.updated', agencyId, [service], context);
  await recordHistory(tx, agencyId, [{ serviceId: service.id, ...told(service) }], context);
  return { data: [service], anomalies };
}

/**
 * `PUT /agency/{id}/services/{serviceId}`: a service not started yet gets a new slot, agents and
 * sale, checked against the agents' schedules; announces `operations.service.updated`.
 */
export function updateServiceCommand(
  sql: Sql,
  agencyId: string,
  serviceId: string,
  input: UpdateService,
  context: WriteContext,
): Promise<Saved> {
  return onEditableService(sql, agencyId, serviceId, context, (tx, current) =>
    saveChecked(
      tx,
      agencyId,
      { ...input, id: serviceId, siteId: current.siteId },
      input.confirmed,
      context,
      (saved) => ({
        kind: 'updated',
        detail: `Modifié : ${slotText(saved)} — ${agentNames(saved.agents)}`,
      }),
    ),
  );
}

/**
 * `POST /agency/{id}/service/{serviceId}/agents`: the planning's assignment of one more agent
 * (dropped on an agent's row), checked like an edit.
 */
export function assignServiceAgent(
  sql: Sql,
  agencyId: string,
  serviceId: string,
  input: { agentId: string; confirmed: boolean },
  context: WriteContext,
): Promise<Saved> {
  return onEditableService(sql, agencyId, serviceId, context, (tx, current) => {
    const agentIds = [...new Set([...current.agents.map((agent) => agent.id), input.agentId])];
    const change: ServiceChange = {
      id: serviceId,
      siteId: current.siteId,
      startAt: current.startAt,
      endAt: current.endAt,
      agentIds,
      category: current.category,
      prestation: current.prestation,
      billingMode: current.billingMode,
      // An agent added beyond the planned number raises it: the planner chose to send one more.
      nbAgents: Math.max(current.nbAgents, agentIds.length),
      comment: current.comment,
    };
    return saveChecked(tx, agencyId, change, input.confirmed, context, (saved) => ({
      kind: 'assigned',
      detail: `Collaborateur affecté : ${agentNames(saved.agents.filter((agent) => agent.id === input.agentId))}`,
    }));
  });
}
