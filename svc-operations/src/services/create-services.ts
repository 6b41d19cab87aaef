import {
  expandRecurrence,
  SERVICES_PER_CREATION_MAX,
  fr,
  uuidv7,
  type CreateServicesSchema,
  type PlanningAnomaly,
  type Service,
} from '@portal/contracts';
import { publicHolidays } from '@portal/contracts/planning/holidays';
import { AppError, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import type { z } from 'zod';
import { fieldError } from '../checkpoints/checkpoint-errors.js';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { enforcePlanningChecks } from './planning-checks.js';
import { findServicesByIds, insertServices, takeServiceReferences } from './repo.js';
import { agentNames, recordHistory, slotText } from './history.js';
import { announceServices } from './service-events.js';
import { requireServiceAgents, requireServiceSite } from './service-rules.js';

type CreateServices = z.output<typeof CreateServicesSchema>;

/**
 * `POST /agency/{id}/services`: one service per day of the recurrence, checked together against the
 * agents' schedules, saved with their `operations.service.created` in one transaction.
 */
export async function createServices(
  sql: Sql,
  agencyId: string,
  input: CreateServices,
  context: WriteContext,
): Promise<{ data: Service[]; anomalies: PlanningAnomaly[] }> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const agency = await requireProvisionedAgency(tx, agencyId);
      await requireServiceSite(tx, agencyId, input.siteId);
      await requireServiceAgents(tx, agencyId, input.agentIds);
      const holidays = publicHolidays(agency.holidayLocale, input.startDate, input.endDate);
      const slots = expandRecurrence(input, holidays);
      if (slots.length === 0) throw fieldError('recurrence', fr.RECURRENCE_EMPTY);
      if (slots.length > SERVICES_PER_CREATION_MAX) {
        throw new AppError('SERVICES_TOO_MANY', { params: { max: SERVICES_PER_CREATION_MAX } });
      }
      const seriesId = uuidv7();
      const candidates = slots.map((slot) => ({
        ...slot,
        id: uuidv7(),
        siteId: input.siteId,
        agentIds: input.agentIds,
      }));
      const anomalies = await enforcePlanningChecks(tx, agencyId, candidates, input.confirmed);
      const references = await takeServiceReferences(tx, agencyId, candidates.length);
      await insertServices(
        tx,
        agencyId,
        candidates.map((candidate, index) => ({
          ...candidate,
          reference: references[index]!,
          seriesId,
          category: input.category,
          prestation: input.prestation,
          billingMode: input.billingMode,
          nbAgents: input.nbAgents,
          comment: input.comment,
        })),
      );
      const services = await findServicesByIds(
        tx,
        agencyId,
        candidates.map((candidate) => candidate.id),
      );
      await announceServices(tx, 'operations.service.created', agencyId, services, context);
      await recordHistory(
        tx,
        agencyId,
        services.map((service) => ({
          serviceId: service.id,
          kind: 'created' as const,
          detail: `Planifié ${slotText(service)} — ${agentNames(service.agents)}`,
        })),
        context,
      );
      return { data: services, anomalies };
    },
    context.audit,
  );
}
