import type { PlanningAnomaly, Service, UpdateServiceSchema } from '@portal/contracts';
import { AppError, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import type { z } from 'zod';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { enforcePlanningChecks } from './planning-checks.js';
import { findService, updateService } from './repo.js';
import { announceServices } from './service-events.js';
import { requireEditable, requireServiceAgents } from './service-rules.js';

type UpdateService = z.output<typeof UpdateServiceSchema>;
type Saved = { data: Service[]; anomalies: PlanningAnomaly[] };

/**
 * `PUT /agency/{id}/services/{serviceId}`: a service not started yet gets a new slot, agents and
 * sale, checked against the agents' schedules; announces `operations.service.updated`.
 */
export async function updateServiceCommand(
  sql: Sql,
  agencyId: string,
  serviceId: string,
  input: UpdateService,
  context: WriteContext,
): Promise<Saved> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      await requireProvisionedAgency(tx, agencyId);
      const current = await findService(tx, agencyId, serviceId, { forUpdate: true });
      requireEditable(current);
      await requireServiceAgents(tx, agencyId, input.agentIds);
      const candidate = { id: serviceId, siteId: current.siteId, ...input };
      const anomalies = await enforcePlanningChecks(tx, agencyId, [candidate], input.confirmed);
      await updateService(tx, agencyId, candidate);
      return announceUpdated(tx, agencyId, serviceId, anomalies, context);
    },
    context.audit,
  );
}

/**
 * `POST /agency/{id}/service/{serviceId}/agents`: the planning's assignment of one more agent
 * (drop on an agent's row), checked like an edit.
 */
export async function assignServiceAgent(
  sql: Sql,
  agencyId: string,
  serviceId: string,
  input: { agentId: string; confirmed: boolean },
  context: WriteContext,
): Promise<Saved> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      await requireProvisionedAgency(tx, agencyId);
      const current = await findService(tx, agencyId, serviceId, { forUpdate: true });
      requireEditable(current);
      await requireServiceAgents(tx, agencyId, [input.agentId]);
      const agentIds = [...new Set([...current.agents.map((agent) => agent.id), input.agentId])];
      const candidate = {
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
      const anomalies = await enforcePlanningChecks(tx, agencyId, [candidate], input.confirmed);
      await updateService(tx, agencyId, candidate);
      return announceUpdated(tx, agencyId, serviceId, anomalies, context);
    },
    context.audit,
  );
}

async function announceUpdated(
  tx: Parameters<typeof findService>[0] & Parameters<typeof announceServices>[0],
  agencyId: string,
  serviceId: string,
  anomalies: PlanningAnomaly[],
  context: WriteContext,
): Promise<Saved> {
  const service = await findService(tx, agencyId, serviceId);
  if (!service) throw new AppError('INTERNAL_ERROR', { internal: `service ${serviceId} vanished` });
  await announceServices(tx, 'operations.service.updated', agencyId, [service], context);
  return { data: [service], anomalies };
}
