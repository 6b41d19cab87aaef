import type { PlanningService, Service, ServiceAgent, ServiceCategory, ServiceStatus } from '@portal/contracts';
import type { Tx } from '@portal/service-kit';

/** A service as stored, with its site, customer and agents joined. */
export type StoredService = {
  id: string;
  reference: string;
  seriesId: string;
  siteId: string;
  siteName: string;
  customerId: string;
  customerName: string;
  startAt: Date;
  endAt: Date;
  status: ServiceStatus;
  category: ServiceCategory;
  prestationLabel: string;
  unitPrice: string;
  billingMode: 1 | 2 | 3;
  nbAgents: number;
  agents: ServiceAgent[];
  comment: string;
  finishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toService(row: StoredService): Service {
  return {
    id: row.id,
    reference: row.reference,
    seriesId: row.seriesId,
    siteId: row.siteId,
    siteName: row.siteName,
    customerId: row.customerId,
    customerName: row.customerName,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    status: row.status,
    category: row.category,
    prestation: { label: row.prestationLabel, unitPrice: row.unitPrice },
    billingMode: row.billingMode,
    nbAgents: row.nbAgents,
    agents: row.agents,
    comment: row.comment,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A service's agents by name, as one JSON array. */
const agentsColumn = (tx: Tx) =>
  tx`coalesce((select json_agg(json_build_object('id', co.id, 'firstName', co.first_name, 'lastName', co.last_name)
                               order by co.sort_name)
                 from service_agents sa join collaborators co on co.id = sa.agent_id
                where sa.service_id = s.id), '[]'::json) as agents`;

/** The select list of a service row: the service, its site and customer, its agents by name. */
export function serviceColumns(tx: Tx) {
  return tx`s.id, s.reference, s.series_id, s.site_id, si.name as site_name, si.customer_id, c.name as customer_name,
            s.start_at, s.end_at, s.status, s.category, s.prestation_label, s.unit_price::text as unit_price,
            s.billing_mode, s.nb_agents, s.comment, s.finished_at, s.created_at, s.updated_at, ${agentsColumn(tx)}`;
}

/** A service as the planning views draw it (`PlanningService`), its site joined as `si`. */
export type StoredPlanningService = Pick<
  StoredService,
  | 'id'
  | 'reference'
  | 'siteId'
  | 'siteName'
  | 'startAt'
  | 'endAt'
  | 'status'
  | 'prestationLabel'
  | 'unitPrice'
  | 'nbAgents'
  | 'agents'
>;

export function planningServiceColumns(tx: Tx) {
  return tx`s.id, s.reference, s.site_id, si.name as site_name, s.start_at, s.end_at, s.status, s.prestation_label,
            s.unit_price::text as unit_price, s.nb_agents, ${agentsColumn(tx)}`;
}

export function toPlanningService(row: StoredPlanningService): PlanningService {
  return {
    id: row.id,
    reference: row.reference,
    siteId: row.siteId,
    siteName: row.siteName,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    status: row.status,
    prestation: { label: row.prestationLabel, unitPrice: row.unitPrice },
    nbAgents: row.nbAgents,
    agents: row.agents,
  };
}

/** The joins every service row needs. */
export function serviceJoins(tx: Tx) {
  return tx`join sites si on si.agency_id = s.agency_id and si.id = s.site_id
            join customers c on c.agency_id = si.agency_id and c.id = si.customer_id`;
}
