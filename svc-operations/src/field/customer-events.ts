import {
  SERVICE_EVENT_TYPE_KEYS,
  type CustomerEventListRequest,
  type CustomerMainCouranteEntry,
  type FieldEvent,
  type ListResponse,
} from '@portal/contracts';
import type { Tx } from '@portal/service-kit';
import { eventViews } from './events-repo.js';
import { eventsPage } from './list-events.js';
import { chainEntries } from './main-courante.js';
import { requireSite } from './require-site.js';
import { typeSettingsOn } from './site-event-types.js';

/** The types one of the customer's sites shows him (`customerShow`: its setting, else the type's default). */
async function typesShown(tx: Tx, agencyId: string, customerId: string, siteId: string): Promise<string[]> {
  await requireSite(tx, agencyId, siteId, customerId);
  const settingsOf = await typeSettingsOn(tx, agencyId, [siteId]);
  return SERVICE_EVENT_TYPE_KEYS.filter((typeKey) => settingsOf(siteId, typeKey).customerShow);
}

/** The events `e` of the site he may read: not deleted, of a type it shows him. */
const shownOnSite = (tx: Tx, agencyId: string, siteId: string, types: readonly string[]) =>
  tx`e.agency_id = ${agencyId} and e.site_id = ${siteId} and e.deleted_at is null
     and e.type_key = any(${types as string[]}::text[])`;

/** customerMc: the events of one of the customer's sites he may read, newest first. */
export async function listCustomerEvents(
  tx: Tx,
  agencyId: string,
  customerId: string,
  request: CustomerEventListRequest,
): Promise<ListResponse<FieldEvent>> {
  const { siteId } = request.filters;
  const types = await typesShown(tx, agencyId, customerId, siteId);
  return eventsPage(tx, agencyId, shownOnSite(tx, agencyId, siteId, types), request);
}

/** Is the photo on a line, as the thread reads now, of an event the customer may read? */
export async function photoShownToCustomer(tx: Tx, agencyId: string, customerId: string, attachmentId: string) {
  const carriers = await tx<{ id: string; siteId: string }[]>`
    select distinct e.id, e.site_id from events e
      join event_messages m on m.agency_id = e.agency_id and m.event_id = e.id
      join sites si on si.agency_id = e.agency_id and si.id = e.site_id and si.customer_id = ${customerId}
     where e.agency_id = ${agencyId} and m.attachment_ids @> ${tx.json([attachmentId])}`;
  for (const carrier of carriers) {
    const types = await typesShown(tx, agencyId, customerId, carrier.siteId);
    const [event] = await tx<{ id: string }[]>`
      select e.id from events e where e.id = ${carrier.id} and ${shownOnSite(tx, agencyId, carrier.siteId, types)}`;
    if (!event) continue;
    const [view] = await eventViews(tx, agencyId, [event.id]);
    if (view?.messages.some((line) => line.attachmentIds.includes(attachmentId))) return true;
  }
  return false;
}

/**
 * The site's main courante as the customer exports it: every entry in order, whole when he may read
 * its event, else its number and hashes only (nothing of what it says, who wrote it or when).
 */
export async function customerChainEntries(
  tx: Tx,
  agencyId: string,
  customerId: string,
  siteId: string,
): Promise<CustomerMainCouranteEntry[]> {
  const types = await typesShown(tx, agencyId, customerId, siteId);
  const shown = await tx<{ id: string }[]>`select e.id from events e where ${shownOnSite(tx, agencyId, siteId, types)}`;
  const readable = new Set(shown.map((row) => row.id));
  return (await chainEntries(tx, agencyId, siteId)).map((entry) =>
    readable.has(entry.eventId)
      ? { ...entry, redacted: false as const }
      : { seq: entry.seq, prevHash: entry.prevHash, hash: entry.hash, redacted: true as const },
  );
}
