import { circuitProgress, circuitStatus, type Circuit, type Service, type ServiceAgent } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';
import { serviceColumns, serviceJoins, toService, type StoredService } from '../services/service-view.js';

type Db = Sql | Tx;

/** A circuit as stored, its span read from its stops (the stored one when it has none left). */
export type StoredCircuit = {
  id: string;
  reference: string;
  name: string;
  startAt: Date;
  endAt: Date;
  createdAt: Date;
  updatedAt: Date;
};

/** Takes the agency's next circuit reference ('C-000001'…) under its counter row's lock. */
export async function takeCircuitReference(tx: Tx, agencyId: string): Promise<string> {
  const [row] = await tx<{ lastNumber: number }[]>`
    insert into circuit_counters (agency_id, last_number) values (${agencyId}, 1)
    on conflict (agency_id) do update set last_number = circuit_counters.last_number + 1
    returning last_number`;
  return `C-${String(row!.lastNumber).padStart(6, '0')}`;
}

export async function insertCircuit(
  tx: Tx,
  agencyId: string,
  circuit: { id: string; reference: string; name: string; startAt: string; endAt: string },
): Promise<void> {
  await tx`insert into circuits ${tx({ ...circuit, agencyId })}`;
}

/** Makes the services, in order, the stops 1, 2… of the circuit. */
export async function attachStops(tx: Tx, agencyId: string, circuitId: string, serviceIds: readonly string[]) {
  await tx`update services s set circuit_id = ${circuitId}, circuit_position = stop.position, updated_at = now()
             from unnest(${serviceIds as string[]}::uuid[]) with ordinality as stop(id, position)
            where s.agency_id = ${agencyId} and s.id = stop.id`;
}

/**
 * The circuits and what their status needs, from their stops not archived: `from` clause of every
 * circuit query (alias `ci`, stats `st`).
 */
export function circuitsFrom(tx: Tx) {
  return tx`circuits ci left join lateral (
              select count(*)::int as total,
                     count(*) filter (where s.status = 300)::int as finished,
                     count(*) filter (where s.status in (200, 250, 500))::int as active,
                     min(s.start_at) as first_start, max(s.end_at) as last_end
                from services s
               where s.agency_id = ci.agency_id and s.circuit_id = ci.id and s.status <> 600
            ) st on true`;
}

/** The circuit's span: its stops', or the stored one when it has none left. */
export const circuitStartSql = (tx: Tx) => tx`coalesce(st.first_start, ci.start_at)`;
export const circuitEndSql = (tx: Tx) => tx`coalesce(st.last_end, ci.end_at)`;

/** `circuitStatus` (circuit-status.ts) in SQL, for filters and counts: keep the two alike. */
export function circuitStatusSql(tx: Tx, now: Date) {
  return tx`(case when st.total = 0 then 100
                  when st.finished = st.total then 400
                  when st.active > 0 then 200
                  when st.last_end <= ${now} then 30
                  else 100 end)`;
}

export function circuitColumns(tx: Tx) {
  return tx`ci.id, ci.reference, ci.name, ${circuitStartSql(tx)} as start_at, ${circuitEndSql(tx)} as end_at,
            ci.created_at, ci.updated_at`;
}

/** The stops of the circuits, in order, by circuit. */
export async function stopsOfCircuits(db: Db, agencyId: string, circuitIds: readonly string[]) {
  const stops = new Map<string, Service[]>(circuitIds.map((id) => [id, []]));
  if (circuitIds.length === 0) return stops;
  const rows = await db<(StoredService & { circuitId: string })[]>`
    select ${serviceColumns(db as Tx)}, s.circuit_id from services s ${serviceJoins(db as Tx)}
     where s.agency_id = ${agencyId} and s.circuit_id = any(${circuitIds as string[]}::uuid[])
     order by s.circuit_id, s.circuit_position`;
  for (const row of rows) stops.get(row.circuitId)?.push(toService(row));
  return stops;
}

/** Every agent of its stops, once, by name. */
function agentsOf(stops: readonly Service[]): ServiceAgent[] {
  const agents = new Map(stops.flatMap((stop) => stop.agents.map((agent) => [agent.id, agent] as const)));
  return [...agents.values()].sort((a, b) =>
    `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`, 'fr'),
  );
}

export function toCircuit(row: StoredCircuit, stops: Service[], now: number): Circuit {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    status: circuitStatus(stops, now),
    agents: agentsOf(stops),
    services: stops,
    ...circuitProgress(stops),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The circuits' rows with their stops, as the API answers them. */
export async function withStops(db: Db, agencyId: string, rows: readonly StoredCircuit[], now: number) {
  const stops = await stopsOfCircuits(
    db,
    agencyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCircuit(row, stops.get(row.id) ?? [], now));
}

export async function findCircuit(db: Db, agencyId: string, id: string, now = Date.now()): Promise<Circuit | null> {
  const rows = await db<StoredCircuit[]>`
    select ${circuitColumns(db as Tx)} from ${circuitsFrom(db as Tx)}
     where ci.agency_id = ${agencyId} and ci.id = ${id}`;
  const [circuit] = await withStops(db, agencyId, rows, now);
  return circuit ?? null;
}
