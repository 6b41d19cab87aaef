import { localTimeOf, normalizeCheckpointBadge, type FieldMessage } from '@portal/contracts';
import { AppError } from '@portal/service-kit';
import { recordHistory } from '../services/history.js';
import { recordEvent } from './events-repo.js';
import {
  distanceFromSite,
  distanceMetres,
  lockAgentService,
  requireAfterStart,
  requireOnDuty,
  usableLocation,
  type FieldContext,
  type OnDutyService,
} from './field-context.js';
import { checkpointsMissed } from './service-closing.js';

type On<T extends FieldMessage['type']> = FieldContext<Extract<FieldMessage, { type: T }>>;

async function roundEvent(
  context: FieldContext,
  service: OnDutyService,
  typeKey:
    | 'circuit_start'
    | 'circuit_finish'
    | 'circuit_not_finished'
    | 'circuit_observation'
    | 'checkpoint_validated'
    | 'checkpoint_geolocated',
  content: string,
) {
  await recordEvent(context.tx, context.agencyId, {
    serviceId: service.id,
    siteId: service.siteId,
    typeKey,
    authorId: context.agentId,
    deviceAt: context.deviceAt,
    location: context.message.location,
    distanceM: distanceFromSite(service, context.message.location),
    content,
  });
}

async function onDutyRound(context: FieldContext & { message: { serviceId: string } }) {
  const service = await lockAgentService(context.tx, context.agencyId, context.agentId, context.message.serviceId);
  await requireOnDuty(context.tx, service);
  requireAfterStart(service, context.deviceAt);
  return service;
}

/** The round of the service's site starts (status 200); a site with no checkpoint has no round. */
export async function startRound(context: On<'round.start'>): Promise<void> {
  const { tx, agencyId, deviceAt } = context;
  const service = await onDutyRound(context);
  if (service.roundStartedAt) return;
  const [counted] = await tx<{ count: number }[]>`
    select count(*)::int as count from checkpoints where agency_id = ${agencyId} and site_id = ${service.siteId} and status = 100`;
  if (!counted?.count) throw new AppError('ROUND_NO_CHECKPOINT');
  await tx`update services set round_started_at = ${deviceAt}, round_finished_at = null
            where agency_id = ${agencyId} and id = ${service.id}`;
  await roundEvent(context, service, 'circuit_start', '');
  await recordHistory(
    tx,
    agencyId,
    [{ serviceId: service.id, kind: 'round', detail: `Ronde commencée à ${localTimeOf(deviceAt)}` }],
    context.write,
  );
}

/**
 * A checkpoint passed: by its badge (NFC, QR code or typed) on the service's site, or, for a virtual
 * one, by the phone's position within the site's radius of it. Passing one twice keeps the first.
 */
export async function passCheckpoint(context: On<'round.checkpoint'>): Promise<void> {
  const { tx, agencyId, message, deviceAt } = context;
  const service = await onDutyRound(context);
  if (!service.roundStartedAt || service.roundFinishedAt) throw new AppError('ROUND_NOT_STARTED');
  const [checkpoint] =
    message.method === 'virtual'
      ? await tx<{ id: string; siteId: string; name: string; latitude: number | null; longitude: number | null }[]>`
          select id, site_id, name, latitude, longitude from checkpoints
           where agency_id = ${agencyId} and id = ${message.checkpointId} and status = 100`
      : await tx<{ id: string; siteId: string; name: string; latitude: number | null; longitude: number | null }[]>`
          select id, site_id, name, latitude, longitude from checkpoints
           where agency_id = ${agencyId} and badge = ${normalizeCheckpointBadge(message.badge ?? '')} and status = 100`;
  if (!checkpoint) throw new AppError(message.method === 'virtual' ? 'CHECKPOINT_NOT_FOUND' : 'BADGE_UNKNOWN');
  if (checkpoint.siteId !== service.siteId) throw new AppError('CHECKPOINT_NOT_ON_ROUND');
  if (message.method === 'virtual') {
    const position = usableLocation(message.location);
    if (!position || checkpoint.latitude === null || checkpoint.longitude === null)
      throw new AppError('CHECKPOINT_TOO_FAR');
    const distance = distanceMetres(position, { latitude: checkpoint.latitude, longitude: checkpoint.longitude });
    if (distance > service.siteRadius) throw new AppError('CHECKPOINT_TOO_FAR');
  }
  const passed = await tx`
    insert into round_passages (agency_id, service_id, checkpoint_id, passed_at, method)
    values (${agencyId}, ${service.id}, ${checkpoint.id}, ${deviceAt}, ${message.method})
    on conflict do nothing`;
  if (passed.count === 0) return;
  await roundEvent(
    context,
    service,
    message.method === 'virtual' ? 'checkpoint_geolocated' : 'checkpoint_validated',
    checkpoint.name,
  );
}

export async function observeRound(context: On<'round.observation'>): Promise<void> {
  const service = await onDutyRound(context);
  await roundEvent(context, service, 'circuit_observation', context.message.content);
}

/** The round ends: finished (400) when every stop was passed, not finished (30) otherwise. */
export async function stopRound(context: On<'round.stop'>): Promise<void> {
  const { tx, agencyId, deviceAt } = context;
  const service = await onDutyRound(context);
  if (!service.roundStartedAt || service.roundFinishedAt) throw new AppError('ROUND_NOT_STARTED');
  const missing = await checkpointsMissed(tx, agencyId, service.id, service.siteId);
  await tx`update services set round_finished_at = ${deviceAt} where agency_id = ${agencyId} and id = ${service.id}`;
  const detail = missing === 0 ? 'Ronde terminée' : `Ronde non terminée : ${missing} point(s) non contrôlé(s)`;
  await roundEvent(context, service, missing === 0 ? 'circuit_finish' : 'circuit_not_finished', detail);
  await recordHistory(
    tx,
    agencyId,
    [{ serviceId: service.id, kind: 'round', detail: `${detail} à ${localTimeOf(deviceAt)}` }],
    context.write,
  );
}
