import type { Tx } from '@portal/service-kit';

/**
 * Records that an event of the aggregate `sourceId` (a collaborator, a customer) occurred at
 * `occurredAt`, unless a later one was already applied: false means the event is older than what
 * identity holds (a retried event overtaken by a newer one) and must not be applied over it.
 */
export async function isLatestAnnouncement(
  tx: Tx,
  agencyId: string,
  sourceId: string,
  occurredAt: string,
): Promise<boolean> {
  const rows = await tx`
    insert into announced_versions (agency_id, source_id, occurred_at)
    values (${agencyId}, ${sourceId}, ${occurredAt})
    on conflict (agency_id, source_id) do update set occurred_at = excluded.occurred_at
     where announced_versions.occurred_at <= excluded.occurred_at
    returning source_id`;
  return rows.length > 0;
}
