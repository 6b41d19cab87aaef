import {
  MAX_LOCATION_ACCURACY_M,
  type FieldLocation,
  type FieldMessage,
  type OperationsSettings,
  type ServiceStatus,
} from '@portal/contracts';
import { AppError, type Tx, type WriteContext } from '@portal/service-kit';

/** What every field handler works with: the transaction, the agency, the agent and his message. */
export type FieldContext<M extends FieldMessage = FieldMessage> = {
  tx: Tx;
  agencyId: string;
  /** The signed-in user: the collaborator whose login bears his id. */
  agentId: string;
  /** The caller is an agent (who acts on his own services and lines only), not office staff. */
  isAgent: boolean;
  message: M;
  /** The phone's time of the message, normalised (milliseconds, UTC). */
  deviceAt: string;
  settings: OperationsSettings;
  write: WriteContext;
};

/** A service as the field handlers need it, locked for the change. */
export type OnDutyService = {
  id: string;
  reference: string;
  status: ServiceStatus;
  startAt: Date;
  endAt: Date;
  realStartAt: Date | null;
  pausedAt: Date | null;
  pausedFrom: ServiceStatus | null;
  circuitId: string | null;
  roundStartedAt: Date | null;
  roundFinishedAt: Date | null;
  siteId: string;
  siteLatitude: number | null;
  siteLongitude: number | null;
  siteRadius: number;
  reportRequired: boolean;
};

/**
 * Whether a service (`s`, its site `si`) ends with a signed report (01 §4): the site asks for it, or
 * the agency does for the service's activity type ('Réglages terrain').
 */
export const reportRequired = (tx: Tx) => tx`
  (si.report_signature_required
   or exists (select 1 from agency_settings st
               where st.agency_id = s.agency_id and st.settings -> 'signedReportCategories' ? s.category)) as report_required`;

/** The agent's services, locked; another agent's or another agency's: 404 'Service introuvable.'. */
export async function lockAgentServices(
  tx: Tx,
  agencyId: string,
  agentId: string,
  serviceIds: readonly string[],
): Promise<Map<string, OnDutyService>> {
  const found = await tx<OnDutyService[]>`
    select s.id, s.reference, s.status, s.start_at, s.end_at, s.real_start_at, s.paused_at, s.paused_from,
           s.circuit_id, s.round_started_at, s.round_finished_at, s.site_id,
           si.latitude as site_latitude, si.longitude as site_longitude, si.radius as site_radius,
           ${reportRequired(tx)}
      from services s
      join service_agents sa on sa.agency_id = s.agency_id and sa.service_id = s.id and sa.agent_id = ${agentId}
      join sites si on si.agency_id = s.agency_id and si.id = s.site_id
     where s.agency_id = ${agencyId} and s.id = any(${serviceIds as string[]}::uuid[]) and s.status <> 600
     order by s.id
       for update of s`;
  const services = new Map(found.map((service) => [service.id, service]));
  if (serviceIds.some((id) => !services.has(id))) throw new AppError('SERVICE_NOT_FOUND');
  return services;
}

export async function lockAgentService(
  tx: Tx,
  agencyId: string,
  agentId: string,
  serviceId: string,
): Promise<OnDutyService> {
  return (await lockAgentServices(tx, agencyId, agentId, [serviceId])).get(serviceId)!;
}

/** Messages about a started service may not be older than its start (a clock gone wrong, a forged message). */
export function requireAfterStart(service: OnDutyService, deviceAt: string): void {
  if (service.realStartAt && new Date(deviceAt) < service.realStartAt) throw new AppError('FIELD_MESSAGE_BEFORE_START');
}

/**
 * Refuses what a service paused or not on duty cannot do (01 §4: 'Vous êtes en pause'). A service the
 * late-services job marked not finished (800) while the phone was offline is on duty again: the
 * agent's message proves it.
 */
export async function requireOnDuty(tx: Tx, service: OnDutyService): Promise<void> {
  // A pause still open when the job gave its verdict is his to end first.
  if (service.status === 800 && service.pausedAt) throw new AppError('SERVICE_PAUSED');
  if (service.status === 800) {
    await tx`update services set status = 200 where id = ${service.id}`;
    service.status = 200;
  }
  if (service.status === 500) throw new AppError('SERVICE_PAUSED');
  if (service.status === 300) throw new AppError('SERVICE_FINISHED');
  if (service.status !== 200 && service.status !== 250) throw new AppError('SERVICE_NOT_STARTED');
}

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres. */
export function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** A reading precise enough to be kept (accuracy over 100 m is ignored, 01 §4). */
export const usableLocation = (location: FieldLocation | null) =>
  location && location.accuracy <= MAX_LOCATION_ACCURACY_M ? location : null;

/** Metres between the phone and the site, when both are known (the geofence check). */
export function distanceFromSite(service: OnDutyService, location: FieldLocation | null): number | null {
  const at = usableLocation(location);
  if (!at || service.siteLatitude === null || service.siteLongitude === null) return null;
  return Math.round(distanceMetres(at, { latitude: service.siteLatitude, longitude: service.siteLongitude }));
}
