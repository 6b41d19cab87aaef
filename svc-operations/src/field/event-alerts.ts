import { SERVICE_EVENT_TYPES, type ServiceEventDefaults, type ServiceEventTypeKey } from '@portal/contracts';
import { createEvent, enqueueEvent, type Tx } from '@portal/service-kit';
import { typeSettingsOn } from './site-event-types.js';

type Recorded = { id: string; siteId: string | null; typeKey: ServiceEventTypeKey; deviceAt: string; content: string };
type Details = {
  id: string;
  siteName: string;
  customerId: string | null;
  serviceReference: string | null;
  authorName: string;
};

/**
 * Announces, in the transaction that records them, the events whose type their site has set to
 * notify the agency or the customer (01 §3 `notifyAgency`, `notifyCustomer`, the type's defaults
 * where the site changed nothing): billing mails them (`operations.event.alerted`). An event with no
 * site (the agency's own) can only notify the agency; one its site hides from the customer
 * (`customerShow` off) is not mailed to him.
 */
export async function announceAlerts(tx: Tx, agencyId: string, events: readonly Recorded[]): Promise<void> {
  const siteIds = [...new Set(events.flatMap((event) => (event.siteId ? [event.siteId] : [])))];
  const onSite = await typeSettingsOn(tx, agencyId, siteIds);
  const settingsOf = (event: Recorded): ServiceEventDefaults =>
    event.siteId
      ? onSite(event.siteId, event.typeKey)
      : { ...SERVICE_EVENT_TYPES[event.typeKey].defaults, notifyCustomer: false };
  const alerts = events
    .map((event) => ({ event, settings: settingsOf(event) }))
    .filter(({ settings }) => settings.enabled && (settings.notifyAgency || settings.notifyCustomer));
  if (alerts.length === 0) return;
  const details = await tx<Details[]>`
    select e.id, coalesce(si.name, '') as site_name, si.customer_id, s.reference as service_reference,
           coalesce(nullif(trim(c.first_name || ' ' || c.last_name), ''), 'Agence') as author_name
      from events e
      left join sites si on si.agency_id = e.agency_id and si.id = e.site_id
      left join services s on s.agency_id = e.agency_id and s.id = e.service_id
      left join collaborators c on c.agency_id = e.agency_id and c.id = e.author_id
     where e.agency_id = ${agencyId} and e.id = any(${alerts.map(({ event }) => event.id)}::uuid[])`;
  for (const { event, settings } of alerts) {
    const detail = details.find((row) => row.id === event.id);
    if (!detail) continue;
    const payload = {
      agencyId,
      eventId: event.id,
      siteId: event.siteId,
      siteName: detail.siteName,
      customerId: detail.customerId,
      serviceReference: detail.serviceReference,
      typeKey: event.typeKey,
      typeName: SERVICE_EVENT_TYPES[event.typeKey].name,
      content: event.content,
      at: new Date(event.deviceAt).toISOString(),
      authorName: detail.authorName,
      notifyAgency: settings.notifyAgency,
      // A type the site hides from its customer is not mailed to him either.
      notifyCustomer: settings.notifyCustomer && settings.customerShow && detail.customerId !== null,
    };
    await enqueueEvent(tx, createEvent('operations.event.alerted', payload, { agencyId, actor: null }));
  }
}
