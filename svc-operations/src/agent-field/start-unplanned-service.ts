import {
  fr,
  localDateOf,
  localTimeOf,
  type Service,
  type StartUnplannedService,
  type UnplannedPrestation,
} from '@portal/contracts';
import { AppError, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { fieldError } from '../checkpoints/checkpoint-errors.js';
import { requireServiceSite } from '../services/service-rules.js';
import { createServices } from '../services/create-services.js';
import { findPrestationOf, findSitePrestations } from './repo.js';

const MINUTE_MS = 60_000;

/** The prestations an unplanned service on this active site may be (the site refused as a service would). */
export async function listUnplannedPrestations(
  sql: Sql,
  context: Pick<WriteContext, 'scope'>,
  agencyId: string,
  siteId: string,
): Promise<UnplannedPrestation[]> {
  return transaction(sql, context.scope, async (tx) => {
    await requireProvisionedAgency(tx, agencyId);
    await requireServiceSite(tx, agencyId, siteId);
    return findSitePrestations(tx, agencyId, siteId);
  });
}

/**
 * servicesNonPlanifies: a service for the agent himself, from this minute for the chosen duration, with a
 * prestation already sold on the site, created by the same use case as the office's creation (site and
 * agent rules, planning checks, reference, history, operations.service.created).
 */
export async function startUnplannedService(
  sql: Sql,
  agencyId: string,
  agentId: string,
  input: StartUnplannedService,
  context: WriteContext,
  now = new Date(),
): Promise<Service> {
  const prestation = await transaction(sql, context.scope, async (tx) => {
    await requireProvisionedAgency(tx, agencyId);
    await requireServiceSite(tx, agencyId, input.siteId);
    return findPrestationOf(tx, agencyId, input.siteId, input.fromServiceId);
  });
  if (!prestation)
    throw fieldError('fromServiceId', fr.REQUIRED, `prestation of ${input.fromServiceId} not on the site`);
  const start = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  const end = new Date(start.getTime() + input.durationMinutes * MINUTE_MS);
  const startDate = localDateOf(start);
  const created = await createServices(
    sql,
    agencyId,
    {
      siteId: input.siteId,
      category: prestation.category,
      prestation: { label: prestation.label, unitPrice: prestation.unitPrice },
      billingMode: prestation.billingMode,
      nbAgents: 1,
      agentIds: [agentId],
      startDate,
      endDate: startDate,
      startTime: localTimeOf(start),
      endTime: localTimeOf(end),
      recurrence: null,
      comment: 'Service non planifié',
      confirmed: input.confirmed,
    },
    context,
  );
  const service = created.data[0];
  if (!service) throw new AppError('SERVICE_NOT_FOUND');
  return service;
}
