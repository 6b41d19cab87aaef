import {
  SERVICE_EVENT_TYPE_KEYS,
  SERVICE_EVENT_TYPES,
  type CustomerEventListRequest,
  type CustomerMainCouranteEntry,
  type FieldEvent,
  type ListResponse,
} from '@portal/contracts';
import { AppError, type Tx } from '@portal/service-kit';
import { eventViews } from './events-repo.js';
import { eventsPage } from './list-events.js';
import { chainEntries } from './main-courante.js';

/** The types a site shows its customer unless it says otherwise. */
const SHOWN_BY_DEFAULT = SERVICE_EVENT_TYPE_KEYS.filter((key) => SERVICE_EVENT_TYPES[key].defaults.customerShow);

/**
 * The events `e` a customer may read: on one of his sites, not deleted, of a type the site shows him
 * (the site's setting, else the type's default).
 */
const shownToCustomer = (tx: Tx, customerId: string) => tx`
  e.deleted_at is null
  and exists (select 1 from sites si where si.agency_id = e.agency_id and si.id = e.site_id and si.customer_id = ${customerId})
  and coalesce((select st.customer_show from site_event_types st
                  where st.agency_id = e.agency_id and st.site_id = e.site_id and st.type_key = e.type_key),
                e.type_key = any(${SHOWN_BY_DEFAULT as string[]}::text[]))`;

/** One of the customer's sites, or 404 'Site introuvable'. */
export async function requireCustomerSite(tx: Tx, agencyId: string, customerId: string, siteId: string) {
  const [site] =
    await tx`select 1 from sites where agency_id = ${agencyId} and id = ${siteId} and customer_id = ${customerId}`;
  if (!site) throw new AppError('SITE_NOT_FOUND');
}

/** customerMc: the events of one of the customer's sites he may read, newest first. */
export async function listCustomerEvents(
  tx: Tx,
  agencyId: string,
  customerId: string,
  request: CustomerEventListRequest,
): Promise<ListResponse<FieldEvent>> {
  const { siteId } = request.filters;
  await requireCustomerSite(tx, agencyId, customerId, siteId);
  const where = tx`e.agency_id = ${agencyId} and e.site_id = ${siteId} and ${shownToCustomer(tx, customerId)}`;
  return eventsPage(tx, agencyId, where, request);
}

/** Is the photo on a line, as the thread reads now, of an event the customer may read? */
export async function photoShownToCustomer(tx: Tx, agencyId: string, customerId: string, attachmentId: string) {
  const events = await tx<{ id: string }[]>`
    select distinct e.id from events e
      join event_messages m on m.agency_id = e.agency_id and m.event_id = e.id
     where e.agency_id = ${agencyId} and m.attachment_ids @> ${tx.json([attachmentId])}
       and ${shownToCustomer(tx, customerId)}`;
  const views = await eventViews(
    tx,
    agencyId,
    events.map((row) => row.id),
  );
  return views.some((event) => event.messages.some((line) => line.attachmentIds.includes(attachmentId)));
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
  await requireCustomerSite(tx, agencyId, customerId, siteId);
  const shown = await tx<{ id: string }[]>`
    select e.id from events e where e.agency_id = ${agencyId} and e.site_id = ${siteId} and ${shownToCustomer(tx, customerId)}`;
  const readable = new Set(shown.map((row) => row.id));
  return (await chainEntries(tx, agencyId, siteId)).map((entry) =>
    readable.has(entry.eventId)
      ? { ...entry, redacted: false as const }
      : { seq: entry.seq, prevHash: entry.prevHash, hash: entry.hash, redacted: true as const },
  );
}
