import { fr } from '@portal/contracts';
import { AppError, type Tx } from '@portal/service-kit';
import { fieldError } from '../checkpoints/checkpoint-errors.js';

/** The site a service is planned on: one of the agency's, active ('Site introuvable', archived, inactive). */
export async function requireServiceSite(tx: Tx, agencyId: string, siteId: string): Promise<void> {
  const [site] = await tx<
    { status: number }[]
  >`select status from sites where agency_id = ${agencyId} and id = ${siteId}`;
  if (!site) throw fieldError('siteId', fr.SITE_NOT_FOUND, `site ${siteId} not found`);
  if (site.status === 300) throw fieldError('siteId', fr.SITE_ARCHIVED);
  if (site.status === 200) throw fieldError('siteId', fr.SITE_INACTIVE);
}

/** The agents of a service: the agency's collaborators, neither archived nor deleted ('Collaborateur introuvable'). */
export async function requireServiceAgents(tx: Tx, agencyId: string, agentIds: readonly string[]): Promise<void> {
  if (agentIds.length === 0) return;
  const found = await tx<{ id: string }[]>`
    select id from collaborators
     where agency_id = ${agencyId} and id = any(${agentIds as string[]}::uuid[]) and status in (100, 200)`;
  if (found.length !== new Set(agentIds).size) {
    throw fieldError('agentIds', fr.COLLABORATOR_NOT_FOUND, `agents not all found: ${agentIds.join(', ')}`);
  }
}

/** A service may be edited, assigned or cancelled until it starts. */
export function requireEditable<T extends { status: number }>(service: T | null): asserts service is T {
  if (!service) throw new AppError('SERVICE_NOT_FOUND');
  if (service.status === 300) throw new AppError('SERVICE_FINISHED');
  if (![100, 110, 700].includes(service.status)) throw new AppError('SERVICE_NOT_EDITABLE');
}
