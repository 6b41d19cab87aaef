import {
  addDays,
  formatZonedInstant,
  fr,
  uuidv7,
  zonedEpochMs,
  type Circuit,
  type CreateCircuitSchema,
} from '@portal/contracts';
import { AppError, transaction, type Sql, type Tx, type WriteContext } from '@portal/service-kit';
import type { z } from 'zod';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { fieldError } from '../checkpoints/checkpoint-errors.js';
import { enforcePlanningChecks } from '../services/planning-checks.js';
import { findServicesByIds, insertServices, takeServiceReferences } from '../services/repo.js';
import { announceServices } from '../services/service-events.js';
import { requireServiceAgents, requireServiceSite } from '../services/service-rules.js';
import { attachStops, findCircuit, insertCircuit, takeCircuitReference } from './repo.js';

type CreateCircuit = z.output<typeof CreateCircuitSchema>;
type Stop = CreateCircuit['stops'][number];

/**
 * The stops' slots: a stop starting at an earlier time than the first stop is on the next day (a
 * night tour crossing midnight), and ends the day after it starts when its end is not after its start.
 */
export function stopSlots(date: string, stops: readonly Stop[]): { startAt: string; endAt: string }[] {
  const firstTime = stops[0]?.startTime ?? '00:00';
  return stops.map((stop, index) => {
    const day = stop.startTime < firstTime ? addDays(date, 1) : date;
    const startMs = zonedEpochMs(day, stop.startTime);
    const endMs = zonedEpochMs(stop.endTime <= stop.startTime ? addDays(day, 1) : day, stop.endTime);
    // Only on the spring change can a slot vanish (02:00–03:00 does not exist that night).
    if (endMs <= startMs) throw fieldError(`stops.${index}.endTime`, fr.SERVICE_END_AFTER_START);
    return { startAt: formatZonedInstant(startMs), endAt: formatZonedInstant(endMs) };
  });
}

/** The stop's site, its refusal shown under that stop's field. */
async function requireStopSite(tx: Tx, agencyId: string, siteId: string, index: number): Promise<void> {
  try {
    await requireServiceSite(tx, agencyId, siteId);
  } catch (error) {
    const issues = error instanceof AppError ? (error.details?.['issues'] as { message: string }[] | undefined) : null;
    if (!issues?.[0]) throw error;
    throw fieldError(`stops.${index}.siteId`, issues[0].message, `stop ${index}: site ${siteId} refused`);
  }
}

/**
 * `POST /agency/{id}/circuit`: the circuit and one service per stop (its position in the circuit, the
 * circuit's agents on each), through the planning checks of the services, each stop announced
 * `operations.service.created`, in one transaction.
 */
export async function createCircuit(
  sql: Sql,
  agencyId: string,
  input: CreateCircuit,
  context: WriteContext,
): Promise<Circuit> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      await requireProvisionedAgency(tx, agencyId);
      for (const [index, stop] of input.stops.entries()) await requireStopSite(tx, agencyId, stop.siteId, index);
      await requireServiceAgents(tx, agencyId, input.agentIds);
      const circuitId = uuidv7();
      // Stops of one circuit: the checks take them as one duty (no rest owed between them).
      const candidates = stopSlots(input.date, input.stops).map((slot, index) => ({
        ...slot,
        id: uuidv7(),
        siteId: input.stops[index]!.siteId,
        agentIds: input.agentIds,
        circuitId,
      }));
      await enforcePlanningChecks(tx, agencyId, candidates, input.confirmed);

      const starts = candidates.map((candidate) => Date.parse(candidate.startAt));
      const ends = candidates.map((candidate) => Date.parse(candidate.endAt));
      await insertCircuit(tx, agencyId, {
        id: circuitId,
        reference: await takeCircuitReference(tx, agencyId),
        name: input.name,
        startAt: new Date(Math.min(...starts)).toISOString(),
        endAt: new Date(Math.max(...ends)).toISOString(),
      });
      const references = await takeServiceReferences(tx, agencyId, candidates.length);
      await insertServices(
        tx,
        agencyId,
        candidates.map((candidate, index) => {
          const stop = input.stops[index]!;
          return {
            ...candidate,
            reference: references[index]!,
            seriesId: circuitId,
            category: stop.category,
            prestation: stop.prestation,
            billingMode: stop.billingMode,
            nbAgents: Math.max(1, input.agentIds.length),
            comment: '',
          };
        }),
      );
      const serviceIds = candidates.map((candidate) => candidate.id);
      await attachStops(tx, agencyId, circuitId, serviceIds);
      const services = await findServicesByIds(tx, agencyId, serviceIds);
      await announceServices(tx, 'operations.service.created', agencyId, services, context);
      return (await findCircuit(tx, agencyId, circuitId))!;
    },
    context.audit,
  );
}
