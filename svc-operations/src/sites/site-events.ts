import type { EventActor, Site } from '@portal/contracts';
import { createEvent, enqueueEvent, type Tx } from '@portal/service-kit';

/**
 * Announces a site to billing (DOMAIN-MAP: names and customers on invoice rows and reports), in the
 * transaction that changed it.
 */
export async function announceSite(
  tx: Tx,
  subject: 'operations.site.created' | 'operations.site.updated',
  agencyId: string,
  site: Pick<Site, 'id' | 'customerId' | 'name' | 'status'>,
  meta: { actor: EventActor | null; correlationId?: string },
): Promise<void> {
  await enqueueEvent(
    tx,
    createEvent(
      subject,
      { agencyId, siteId: site.id, customerId: site.customerId, name: site.name, status: site.status },
      { agencyId, actor: meta.actor, ...(meta.correlationId ? { correlationId: meta.correlationId } : {}) },
    ),
  );
}
