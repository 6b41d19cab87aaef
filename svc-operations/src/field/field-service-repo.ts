import {
  DECLARATIVE_EVENT_TYPE_KEYS,
  addDays,
  zonedEpochMs,
  type FieldService,
  type RoundStatus,
  type RoundStop,
  type ServiceStatus,
} from '@portal/contracts';
import type { Tx } from '@portal/service-kit';
import { reportRequired } from './field-context.js';
import { enabledTypes } from './site-event-types.js';

/** Statuses of a service the agent is on (started, extended or paused). */
export const ACTIVE_STATUSES: readonly ServiceStatus[] = [200, 250, 500];

type Row = {
  id: string;
  reference: string;
  status: ServiceStatus;
  startAt: Date;
  endAt: Date;
  realStartAt: Date | null;
  realEndAt: Date | null;
  pausedAt: Date | null;
  prestation: string;
  category: string;
  comment: string;
  circuitId: string | null;
  circuitReference: string | null;
  circuitName: string | null;
  circuitPosition: number | null;
  roundStartedAt: Date | null;
  roundFinishedAt: Date | null;
  siteId: string;
  siteName: string;
  address: string;
  instructions: string;
  latitude: number | null;
  longitude: number | null;
  radius: number;
  reportRequired: boolean;
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A round's status (01 §4): waiting, in progress, finished, or finished with stops missed (30). */
export function roundStatusOf(
  row: Pick<Row, 'roundStartedAt' | 'roundFinishedAt'>,
  stops: readonly RoundStop[],
): RoundStatus {
  if (!row.roundStartedAt) return 100;
  if (!row.roundFinishedAt) return 200;
  return stops.every((stop) => stop.passedAt) ? 400 : 30;
}

/**
 * The day's window, and since when a service left open (800: started, never ended) is still offered
 * to be ended: an evening shift ending at midnight, found by its agent at 00:10, is yesterday's.
 */
type DayWindow = { from: Date; to: Date; leftOpenSince: Date };

async function rows(tx: Tx, agencyId: string, agentId: string, window: DayWindow): Promise<Row[]> {
  return tx<Row[]>`
    select s.id, s.reference, s.status, s.start_at, s.end_at, s.real_start_at, s.real_end_at, s.paused_at,
           s.prestation_label as prestation, s.category, s.comment, s.circuit_id, s.round_started_at, s.round_finished_at,
           c.reference as circuit_reference, c.name as circuit_name, s.circuit_position,
           si.id as site_id, si.name as site_name, si.instructions,
           concat_ws(' ', nullif(si.street, ''), nullif(si.zipcode, ''), nullif(si.city, '')) as address,
           si.latitude, si.longitude, si.radius, ${reportRequired(tx)}
      from services s
      join service_agents sa on sa.agency_id = s.agency_id and sa.service_id = s.id and sa.agent_id = ${agentId}
      join sites si on si.agency_id = s.agency_id and si.id = s.site_id
      left join circuits c on c.agency_id = s.agency_id and c.id = s.circuit_id
     where s.agency_id = ${agencyId} and s.status <> 600
       and ((s.start_at < ${window.to} and s.end_at > ${window.from}) or s.status in (200, 250, 500)
            or (s.status = 800 and s.end_at > ${window.leftOpenSince}))
     order by case when s.status in (100, 110) then 0 when s.status in (200, 250, 500) then 1 else 2 end, s.start_at, s.reference`;
}

async function stopsOf(tx: Tx, agencyId: string, serviceIds: readonly string[]) {
  if (serviceIds.length === 0) return new Map<string, RoundStop[]>();
  const found = await tx<(Omit<RoundStop, 'passedAt'> & { serviceId: string; passedAt: Date | null })[]>`
    select s.id as service_id, c.id as checkpoint_id, c.name, c.position, c.instructions, c.badge,
           c.badge is null and c.latitude is not null as virtual, c.latitude, c.longitude, p.passed_at, p.method
      from services s
      join checkpoints c on c.agency_id = s.agency_id and c.site_id = s.site_id and c.status = 100
      left join round_passages p on p.agency_id = s.agency_id and p.service_id = s.id and p.checkpoint_id = c.id
     where s.agency_id = ${agencyId} and s.id = any(${serviceIds as string[]}::uuid[])
     order by c.position, c.name, c.id`;
  const stops = new Map<string, RoundStop[]>();
  for (const { serviceId, passedAt, ...stop } of found) {
    const list = stops.get(serviceId) ?? [];
    list.push({ ...stop, passedAt: iso(passedAt) });
    stops.set(serviceId, list);
  }
  return stops;
}

async function views(
  tx: Tx,
  agencyId: string,
  found: readonly Row[],
  endPhotoRequired: boolean,
): Promise<FieldService[]> {
  const stops = await stopsOf(
    tx,
    agencyId,
    found.map((row) => row.id),
  );
  const enabled = await enabledTypes(tx, agencyId, [...new Set(found.map((row) => row.siteId))]);
  return found.map((row) => {
    const round = stops.get(row.id) ?? [];
    return {
      id: row.id,
      reference: row.reference,
      status: row.status,
      startAt: row.startAt.toISOString(),
      endAt: row.endAt.toISOString(),
      realStartAt: iso(row.realStartAt),
      realEndAt: iso(row.realEndAt),
      pausedAt: iso(row.pausedAt),
      prestation: row.prestation,
      category: row.category,
      comment: row.comment,
      circuitId: row.circuitId,
      circuit:
        row.circuitId && row.circuitReference
          ? {
              id: row.circuitId,
              reference: row.circuitReference,
              name: row.circuitName ?? '',
              position: row.circuitPosition ?? 0,
            }
          : null,
      site: {
        id: row.siteId,
        name: row.siteName,
        address: row.address,
        instructions: row.instructions,
        latitude: row.latitude,
        longitude: row.longitude,
        radius: row.radius,
      },
      reportRequired: row.reportRequired,
      endPhotoRequired,
      declarableTypes: DECLARATIVE_EVENT_TYPE_KEYS.filter((key) => enabled(row.siteId, key)),
      round: { status: roundStatusOf(row, round), stops: round },
    };
  });
}

/**
 * The agent's services of a day (Paris time) and those he is still on, the planned ones first: on
 * duty or paused whenever they began, and left open since the day before.
 */
export async function agentDayServices(
  tx: Tx,
  agencyId: string,
  agentId: string,
  day: string,
  endPhotoRequired: boolean,
): Promise<FieldService[]> {
  const from = new Date(zonedEpochMs(day));
  const to = new Date(zonedEpochMs(addDays(day, 1)));
  const leftOpenSince = new Date(zonedEpochMs(addDays(day, -1)));
  const found = await rows(tx, agencyId, agentId, { from, to, leftOpenSince });
  return views(tx, agencyId, found, endPhotoRequired);
}
