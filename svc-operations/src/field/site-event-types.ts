import {
  SERVICE_EVENT_TYPE_KEYS,
  SERVICE_EVENT_TYPES,
  type ServiceEventDefaults,
  type ServiceEventTypeKey,
  type SiteServiceEventType,
} from '@portal/contracts';
import type { Tx } from '@portal/service-kit';

type Row = ServiceEventDefaults & { typeKey: ServiceEventTypeKey };

/** Every event type with the site's settings, the type's defaults where the site changed nothing. */
export async function siteEventTypes(tx: Tx, agencyId: string, siteId: string): Promise<SiteServiceEventType[]> {
  const settingsOf = await typeSettingsOn(tx, agencyId, [siteId]);
  return SERVICE_EVENT_TYPE_KEYS.map((typeKey) => {
    const type = SERVICE_EVENT_TYPES[typeKey];
    return {
      typeKey,
      name: type.name,
      category: type.category,
      colour: type.colour,
      declarative: type.declarative,
      settings: settingsOf(siteId, typeKey),
    };
  });
}

export async function saveSiteEventType(
  tx: Tx,
  agencyId: string,
  siteId: string,
  typeKey: ServiceEventTypeKey,
  settings: ServiceEventDefaults,
): Promise<void> {
  await tx`insert into site_event_types ${tx({ agencyId, siteId, typeKey, ...settings })}
           on conflict (agency_id, site_id, type_key) do update
             set enabled = excluded.enabled, customer_show = excluded.customer_show,
                 notify_agency = excluded.notify_agency, notify_customer = excluded.notify_customer`;
}

/** A type's settings on each of the sites: the site's own, the type's defaults where it changed nothing. */
export async function typeSettingsOn(tx: Tx, agencyId: string, siteIds: readonly string[]) {
  const rows =
    siteIds.length === 0
      ? []
      : await tx<(Row & { siteId: string })[]>`
          select site_id, type_key, enabled, customer_show, notify_agency, notify_customer from site_event_types
           where agency_id = ${agencyId} and site_id = any(${siteIds as string[]}::uuid[])`;
  const own = new Map(rows.map(({ siteId, typeKey, ...settings }) => [`${siteId}:${typeKey}`, settings]));
  return (siteId: string, typeKey: ServiceEventTypeKey): ServiceEventDefaults =>
    own.get(`${siteId}:${typeKey}`) ?? SERVICE_EVENT_TYPES[typeKey].defaults;
}

/** Is the type enabled on each site (the site's setting, the type's default otherwise)? */
export async function enabledTypes(tx: Tx, agencyId: string, siteIds: readonly string[]) {
  const settingsOf = await typeSettingsOn(tx, agencyId, siteIds);
  return (siteId: string, typeKey: ServiceEventTypeKey) => settingsOf(siteId, typeKey).enabled;
}
