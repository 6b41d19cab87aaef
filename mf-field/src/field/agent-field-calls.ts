import {
  AGENT_FIELD_CALLS,
  type AgencyContact,
  type AgentBadge,
  type Service,
  type StartUnplannedServiceInput,
  type UnplannedPrestation,
} from '@portal/contracts';
import { callApi } from '@portal/kit';

export const agentFieldKeys = {
  contact: (agencyId: string) => ['operations', 'agency-contact', agencyId] as const,
  badge: (agencyId: string, agentId: string) => ['operations', 'agent-badge', agencyId, agentId] as const,
  prestations: (agencyId: string, siteId: string) => ['operations', 'unplanned-prestations', agencyId, siteId] as const,
};

/** The agency's e-mail, phones and address (terrain/contactAgence). */
export function fetchAgencyContact(agencyId: string): Promise<AgencyContact> {
  return callApi('operations', `/agency/${agencyId}/contact`, { schema: AGENT_FIELD_CALLS.agencyContact.response });
}

/** The collaborator's badge (agentBadge); the caller shows 'Collaborateur introuvable' itself. */
export function fetchAgentBadge(agencyId: string, agentId: string): Promise<AgentBadge> {
  return callApi('operations', `/agency/${agencyId}/badge/agent/${encodeURIComponent(agentId)}`, {
    schema: AGENT_FIELD_CALLS.agentBadge.response,
    notify: false,
  });
}

/** The prestations already sold on a site: what an unplanned service there may be. */
export function fetchUnplannedPrestations(agencyId: string, siteId: string): Promise<UnplannedPrestation[]> {
  return callApi('operations', `/agency/${agencyId}/fetch/unplanned-prestations`, {
    method: 'POST',
    body: { siteId },
    schema: AGENT_FIELD_CALLS.unplannedPrestations.response,
  }).then((answer) => answer.data);
}

/** Plans the signed-in agent on the site from now; planning refusals are the caller's to show. */
export function startUnplannedService(agencyId: string, body: StartUnplannedServiceInput): Promise<Service> {
  return callApi('operations', `/agency/${agencyId}/field/unplanned-service`, {
    method: 'POST',
    body,
    schema: AGENT_FIELD_CALLS.startUnplanned.response,
    notify: false,
  });
}
