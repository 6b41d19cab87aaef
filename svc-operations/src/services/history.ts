import { localDateOf, localTimeOf, toFrenchDateText, uuidv7, type ServiceHistoryEntry } from '@portal/contracts';
import type { Tx, WriteContext } from '@portal/service-kit';

type Kind = ServiceHistoryEntry['kind'];

/** Writes a line of the services' timeline, in the transaction that changed them. */
export async function recordHistory(
  tx: Tx,
  agencyId: string,
  entries: readonly { serviceId: string; kind: Kind; detail: string }[],
  context: Pick<WriteContext, 'actor'>,
): Promise<void> {
  if (entries.length === 0) return;
  await tx`insert into service_history ${tx(
    entries.map((entry) => ({
      id: uuidv7(),
      agencyId,
      serviceId: entry.serviceId,
      kind: entry.kind,
      detail: entry.detail,
      actorUserId: context.actor?.userId ?? null,
    })),
  )}`;
}

/** A service's timeline, oldest first, with the name of who did each step when he is a collaborator. */
export async function findHistory(tx: Tx, agencyId: string, serviceId: string): Promise<ServiceHistoryEntry[]> {
  const rows = await tx<{ at: Date; kind: Kind; detail: string; actorName: string | null }[]>`
    select h.at, h.kind, h.detail, nullif(trim(co.first_name || ' ' || co.last_name), '') as actor_name
      from service_history h left join collaborators co on co.id = h.actor_user_id and co.agency_id = h.agency_id
     where h.agency_id = ${agencyId} and h.service_id = ${serviceId}
     order by h.at, h.id`;
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** 'Karim Benali, Lucas Fabre', or 'aucun collaborateur'. */
export function agentNames(agents: readonly { firstName: string; lastName: string }[]): string {
  return agents.length === 0
    ? 'aucun collaborateur'
    : agents.map((agent) => `${agent.firstName} ${agent.lastName}`).join(', ');
}

/** 'le 12/03/2026 de 08:00 à 16:00', Paris time. */
export function slotText(service: { startAt: string; endAt: string }): string {
  return `le ${toFrenchDateText(localDateOf(service.startAt))} de ${localTimeOf(service.startAt)} à ${localTimeOf(service.endAt)}`;
}
