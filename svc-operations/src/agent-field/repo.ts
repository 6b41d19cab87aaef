import type { AgencyContact, AgentBadge, UnplannedPrestation } from '@portal/contracts';
import type { Tx } from '@portal/service-kit';

/** The agency's name and how it is reached, as identity announced it. */
export async function findAgencyContact(tx: Tx, agencyId: string): Promise<AgencyContact | undefined> {
  const [row] = await tx<{ name: string; contact: Omit<AgencyContact, 'name'> | null }[]>`
    select name, contact from agencies where id = ${agencyId}`;
  if (!row) return undefined;
  return {
    name: row.name,
    email: row.contact?.email || null,
    phones: row.contact?.phones ?? [],
    emergencyNumbers: row.contact?.emergencyNumbers ?? [],
    address: row.contact?.address ?? null,
  };
}

/** A collaborator of the agency, neither archived nor deleted, as his badge shows him. */
export async function findAgentBadge(tx: Tx, agencyId: string, agentId: string): Promise<AgentBadge | undefined> {
  const [row] = await tx<AgentBadge[]>`
    select c.id, c.first_name, c.last_name, coalesce(c.agent_infos ->> 'position', '') as position,
           coalesce(c.agent_infos ->> 'registrationNumber', '') as registration_number,
           c.agent_infos ->> 'cardNumber' as card_number, c.type, a.name as agency_name
      from collaborators c
      join agencies a on a.id = c.agency_id
     where c.agency_id = ${agencyId} and c.id = ${agentId} and c.status in (100, 200)`;
  return row;
}

/** Each prestation sold on the site (label, category, billing mode, price), from its latest service. */
export async function findSitePrestations(tx: Tx, agencyId: string, siteId: string): Promise<UnplannedPrestation[]> {
  return tx<UnplannedPrestation[]>`
    select from_service_id, category, label, billing_mode, unit_price
      from (select distinct on (prestation_label, category, billing_mode, unit_price)
                   id as from_service_id, category, prestation_label as label, billing_mode,
                   unit_price::text as unit_price, start_at
              from services
             where agency_id = ${agencyId} and site_id = ${siteId} and status <> 600
             order by prestation_label, category, billing_mode, unit_price, start_at desc) as latest
     order by start_at desc
     limit 50`;
}

/** The prestation of one of the site's services, or undefined. */
export async function findPrestationOf(
  tx: Tx,
  agencyId: string,
  siteId: string,
  serviceId: string,
): Promise<UnplannedPrestation | undefined> {
  const [row] = await tx<UnplannedPrestation[]>`
    select id as from_service_id, category, prestation_label as label, billing_mode, unit_price::text as unit_price
      from services
     where agency_id = ${agencyId} and site_id = ${siteId} and id = ${serviceId} and status <> 600`;
  return row;
}
