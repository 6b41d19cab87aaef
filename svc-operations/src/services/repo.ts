import type { Prestation, ServiceCategory, ServiceStatus } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';
import { serviceColumns, serviceJoins, toService, type StoredService } from './service-view.js';

type Db = Sql | Tx;

/** A service to insert: its slot and what every service of its creation shares. */
export type NewService = {
  id: string;
  reference: string;
  seriesId: string;
  siteId: string;
  startAt: string;
  endAt: string;
  category: ServiceCategory;
  prestation: Prestation;
  billingMode: 1 | 2 | 3;
  nbAgents: number;
  agentIds: readonly string[];
  comment: string;
};

/** Takes `count` references of the agency ('S-000001'…) under its counter row's lock. */
export async function takeServiceReferences(tx: Tx, agencyId: string, count: number): Promise<string[]> {
  const [row] = await tx<{ lastNumber: number }[]>`
    insert into service_counters (agency_id, last_number) values (${agencyId}, ${count})
    on conflict (agency_id) do update set last_number = service_counters.last_number + ${count}
    returning last_number`;
  const last = row!.lastNumber;
  return Array.from({ length: count }, (_, index) => `S-${String(last - count + index + 1).padStart(6, '0')}`);
}

export async function insertServices(tx: Tx, agencyId: string, services: readonly NewService[]): Promise<void> {
  if (services.length === 0) return;
  await tx`insert into services ${tx(
    services.map((service) => ({
      id: service.id,
      agencyId,
      reference: service.reference,
      seriesId: service.seriesId,
      siteId: service.siteId,
      startAt: service.startAt,
      endAt: service.endAt,
      category: service.category,
      prestationLabel: service.prestation.label,
      unitPrice: service.prestation.unitPrice,
      billingMode: service.billingMode,
      nbAgents: service.nbAgents,
      comment: service.comment,
    })),
  )}`;
  const assignments = services.flatMap((service) =>
    service.agentIds.map((agentId) => ({ agencyId, serviceId: service.id, agentId })),
  );
  if (assignments.length > 0) await tx`insert into service_agents ${tx(assignments)}`;
}

/** Replaces a service's slot, what it sells and its agents. */
export async function updateService(
  tx: Tx,
  agencyId: string,
  service: Omit<NewService, 'reference' | 'seriesId' | 'siteId'>,
) {
  await tx`update services
              set start_at = ${service.startAt}, end_at = ${service.endAt}, category = ${service.category},
                  prestation_label = ${service.prestation.label}, unit_price = ${service.prestation.unitPrice},
                  billing_mode = ${service.billingMode}, nb_agents = ${service.nbAgents}, comment = ${service.comment},
                  updated_at = now()
            where agency_id = ${agencyId} and id = ${service.id}`;
  await tx`delete from service_agents where service_id = ${service.id}`;
  if (service.agentIds.length > 0) {
    await tx`insert into service_agents ${tx(service.agentIds.map((agentId) => ({ agencyId, serviceId: service.id, agentId })))}`;
  }
}

export async function findServicesByIds(db: Db, agencyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db<StoredService[]>`
    select ${serviceColumns(db as Tx)} from services s ${serviceJoins(db as Tx)}
     where s.agency_id = ${agencyId} and s.id = any(${ids as string[]}::uuid[])
     order by s.start_at, s.reference`;
  return rows.map(toService);
}

export async function findService(db: Db, agencyId: string, id: string, options: { forUpdate?: boolean } = {}) {
  if (options.forUpdate) await db`select 1 from services where agency_id = ${agencyId} and id = ${id} for update`;
  const [service] = await findServicesByIds(db, agencyId, [id]);
  return service ?? null;
}

export async function setServiceStatus(tx: Tx, agencyId: string, id: string, status: ServiceStatus, finished: boolean) {
  await tx`update services set status = ${status}, updated_at = now(),
                  finished_at = ${finished ? tx`now()` : tx`finished_at`}
            where agency_id = ${agencyId} and id = ${id}`;
}

export async function deleteService(tx: Tx, agencyId: string, id: string): Promise<void> {
  await tx`delete from services where agency_id = ${agencyId} and id = ${id}`;
}
